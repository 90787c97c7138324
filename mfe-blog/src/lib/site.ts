import { useEffect, useState } from 'react';
import type { SiteInfo } from '@ofertas/contracts/site';
import { getJson, loadOnce } from '@ofertas/web-kit';

/**
 * Site settings the blog shows (default author, site name, social links). The server inlines them in every
 * page as `<script id="site-info" type="application/json">`, read here without a request; GET /api/site
 * otherwise (the standalone dev host).
 */
export type BlogSiteInfo = Pick<SiteInfo, 'siteName' | 'owner' | 'author' | 'social'>;

function isSiteInfo(v: unknown): v is BlogSiteInfo {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return (
    typeof s.siteName === 'string' &&
    typeof s.owner === 'string' &&
    (s.author === undefined || typeof s.author === 'string') &&
    Array.isArray(s.social) &&
    s.social.every((l: unknown) => typeof l === 'object' && l !== null && typeof (l as Record<string, unknown>).name === 'string' && typeof (l as Record<string, unknown>).url === 'string')
  );
}

function inlineSiteInfo(): BlogSiteInfo | null {
  const text = document.getElementById('site-info')?.textContent;
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return isSiteInfo(v) ? v : null;
  } catch {
    return null;
  }
}

const fetchSiteInfo = loadOnce(async () => {
  const v = await getJson('/api/site');
  if (!isSiteInfo(v)) throw new Error('respuesta inesperada (/api/site)');
  return v;
});

export function useSiteInfo(): BlogSiteInfo | null {
  const [site, setSite] = useState<BlogSiteInfo | null>(inlineSiteInfo);
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
export function authorOf(article: { author?: string | undefined }, site: BlogSiteInfo | null): string {
  return article.author?.trim() || site?.author || site?.owner || '';
}
