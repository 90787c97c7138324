import { useEffect, useState } from 'react';
import ky from 'ky';
import { SiteInfoSchema, type SiteInfo } from '@ofertas/contracts/site';
import { loadOnce } from '../kit-interim';

/**
 * Site settings (author default, social links). The server inlines them in every page as
 * `<script id="site-info" type="application/json">` (read without a request); GET /api/site otherwise
 * (the standalone dev host).
 */
function inlineSiteInfo(): SiteInfo | null {
  const text = document.getElementById('site-info')?.textContent;
  if (!text) return null;
  try {
    const parsed = SiteInfoSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const fetchSiteInfo = loadOnce(async () => SiteInfoSchema.parse(await ky.get('/api/site', { timeout: 10_000 }).json()));

export function useSiteInfo(): SiteInfo | null {
  const [site, setSite] = useState<SiteInfo | null>(inlineSiteInfo);
  useEffect(() => {
    if (site) return;
    let alive = true;
    fetchSiteInfo().then(
      (s) => alive && setSite(s),
      () => undefined, // without settings the page still shows; the author line falls back to nothing
    );
    return () => {
      alive = false;
    };
  }, [site]);
  return site;
}

/** SPEC §2: an article's author, by default the site's (SITE_AUTHOR, else the owner). */
export function authorOf(article: { author?: string | undefined }, site: SiteInfo | null): string {
  return article.author?.trim() || site?.author || site?.owner || '';
}
