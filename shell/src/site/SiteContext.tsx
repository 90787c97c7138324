import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { SiteInfo } from '@ofertas/contracts/site';
import { getJson } from '@ofertas/web-kit';

const SiteContext = createContext<SiteInfo | null>(null);

/** Site identity from GET /api/site (configuration, never code). `null` until loaded or when it failed. */
export function useSiteInfo(): SiteInfo | null {
  return useContext(SiteContext);
}

/** The backend inlines the configuration in index.html (`<script id="site-info" type="application/json">`). */
export function readInlineSiteInfo(doc: Document = document): SiteInfo | null {
  const el = doc.getElementById('site-info');
  if (!el?.textContent) return null;
  try {
    const v = JSON.parse(el.textContent) as SiteInfo;
    return v && typeof v.siteName === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function SiteProvider({ children, initial = readInlineSiteInfo() }: { children: ReactNode; initial?: SiteInfo | null }) {
  const [site, setSite] = useState<SiteInfo | null>(initial);
  useEffect(() => {
    if (initial) return;
    let alive = true;
    getJson('/api/site')
      .then((s) => alive && setSite(s as SiteInfo))
      .catch((err: unknown) => console.error('[site] /api/site falló', err));
    return () => {
      alive = false;
    };
  }, [initial]);
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}
