import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSiteInfo } from '../site/SiteContext';
import { useCookiesAccepted } from './consent';
import { gaPageView, initGa, reportPageView, shouldInitGa } from './analytics';

/** Mounted once in the layout: one page view per location change; GA4 gated by configuration + consent. */
export function Analytics() {
  const location = useLocation();
  const site = useSiteInfo();
  const accepted = useCookiesAccepted();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const path = location.pathname;
    const query = location.search.replace(/^\?/, '');
    const key = query ? `${path}?${query}` : path;
    if (previous.current === key) return; // StrictMode double effect / same location
    const referrer = previous.current ?? (document.referrer || undefined);
    previous.current = key;
    void reportPageView({ path, query, ...(referrer ? { referrer } : {}) });
    gaPageView(path, query);
  }, [location.pathname, location.search]);

  const ga4Id = site?.ga4Id;
  useEffect(() => {
    if (shouldInitGa(ga4Id, accepted)) {
      if (initGa(ga4Id)) gaPageView(location.pathname, location.search.replace(/^\?/, ''));
    }
    // location intentionally not a dependency: initialise once, page views come from the effect above
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ga4Id, accepted]);

  return null;
}
