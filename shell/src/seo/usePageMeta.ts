import { useEffect, useLayoutEffect, useRef } from 'react';
import { scrollToTopNow } from '@ofertas/web-kit';
import { useSiteInfo } from '../site/SiteContext';

/** A page's document title: '<title> | <site name>', or the title alone before the site's name is known. */
function titleWithSite(title: string, siteName: string): string {
  return siteName ? `${title} | ${siteName}` : title;
}

/** Sets document.title ('<title> | <site name>') and the meta description while a page is shown. */
export function usePageMeta({ title, description }: { title?: string; description?: string }): void {
  const site = useSiteInfo();
  const siteName = site?.siteName ?? '';
  useEffect(() => {
    if (title) document.title = titleWithSite(title, siteName);
    else if (siteName) document.title = siteName;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description, siteName]);
}

/** Static pages open at the top (SPEC §2 legal pages, contact…). */
export function useScrollTopOnOpen(): void {
  useEffect(() => scrollToTopNow(), []);
}

/**
 * Default title and description of a page owned by a remote (its route's). Runs as a layout effect, once per
 * page, so that the remote's own (set in its effects, which run later) win, and a late /api/site answer does not
 * overwrite them. The description too: a remote page that sets none (the coupons) kept the one of the page
 * before it, a product's.
 */
export function useDefaultHead(title: string | undefined, description: string | undefined): void {
  const site = useSiteInfo();
  const siteName = useRef(site?.siteName ?? '');
  siteName.current = site?.siteName ?? siteName.current;
  useLayoutEffect(() => {
    if (title) document.title = titleWithSite(title, siteName.current);
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description && meta) meta.content = description;
  }, [title, description]);
}
