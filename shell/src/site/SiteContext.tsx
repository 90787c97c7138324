import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { SiteInfo } from '@ofertas/contracts/site';
import { getJson } from '../http';

const SiteContext = createContext<SiteInfo | null>(null);

/** Site identity from GET /api/site (configuration, never code). `null` until loaded or when it failed. */
export function useSiteInfo(): SiteInfo | null {
  return useContext(SiteContext);
}

export function SiteProvider({ children, initial = null }: { children: ReactNode; initial?: SiteInfo | null }) {
  const [site, setSite] = useState<SiteInfo | null>(initial);
  useEffect(() => {
    if (initial) return;
    let alive = true;
    getJson<SiteInfo>('/api/site')
      .then((s) => alive && setSite(s))
      .catch((err: unknown) => console.error('[site] /api/site falló', err));
    return () => {
      alive = false;
    };
  }, [initial]);
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}
