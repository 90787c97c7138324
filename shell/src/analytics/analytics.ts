/**
 * Analytics of the shell.
 *  - Page views: every location change POSTs {path, query, referrer} to /api/analytics/pageview. Cookieless:
 *    no identifier is stored or sent.
 *  - GA4: only when a measurement id is configured (/api/site ga4Id) AND the cookie bar was accepted; then
 *    gtag is initialised exactly once.
 */
export interface PageViewInput {
  path: string;
  query: string;
  referrer?: string;
}

export function reportPageView(view: PageViewInput, fetchImpl: typeof fetch = fetch): Promise<void> {
  return fetchImpl('/api/analytics/pageview', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(view),
    keepalive: true,
    credentials: 'omit',
  })
    .then(() => undefined)
    .catch(() => undefined); // analytics never breaks the page
}

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

let gaInitialisedWith: string | null = null;

/** Consent gating: GA4 may start only with an id and an accepted cookie bar. */
export function shouldInitGa(ga4Id: string | null | undefined, cookiesAccepted: boolean): ga4Id is string {
  return !!ga4Id && /^G-[A-Z0-9]+$/i.test(ga4Id) && cookiesAccepted;
}

/** Initialises gtag once per page life (idempotent). Returns true when it did initialise now. */
export function initGa(ga4Id: string, doc: Document = document, win: Window = window): boolean {
  if (gaInitialisedWith) return false;
  gaInitialisedWith = ga4Id;
  const w = win as unknown as GtagWindow;
  w.dataLayer = w.dataLayer || [];
  w.gtag = function gtag() {
    // gtag.js expects the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', ga4Id, { send_page_view: false, anonymize_ip: true });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga4Id)}`;
  doc.head.appendChild(script);
  return true;
}

/** Sends a GA4 page_view when gtag is running. */
export function gaPageView(path: string, query: string, win: Window = window): void {
  const w = win as unknown as GtagWindow;
  if (gaInitialisedWith && w.gtag) w.gtag('event', 'page_view', { page_path: path + (query ? `?${query}` : '') });
}

export function isGaInitialised(): boolean {
  return gaInitialisedWith !== null;
}

/** Test hook. */
export function __resetGa(): void {
  gaInitialisedWith = null;
}
