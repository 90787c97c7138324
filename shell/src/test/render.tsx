import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { SiteInfo } from '@ofertas/contracts/site';
import { stubFetch } from '@ofertas/web-kit/test';
import { SiteProvider } from '../site/SiteContext';

export const SITE: SiteInfo = {
  siteName: 'Ofertas Test',
  owner: 'Titular Test S.L.',
  contactEmail: 'hola@example.es',
  postalAddress: 'Calle Falsa 123, 28001 Madrid',
  social: [{ name: 'X', url: 'https://x.com/test' }],
  ga4Id: null,
  sponsorBanner: null,
};

/** Renders routes in a memory router with a fixed site configuration. */
export function renderRoutes(routes: RouteObject[], { path = '/', site = SITE }: { path?: string; site?: SiteInfo } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <SiteProvider initial={site}>
      <RouterProvider router={router} />
    </SiteProvider>,
  );
  return { ...utils, router };
}

export function renderAt(element: ReactElement, opts: { path?: string; site?: SiteInfo } = {}) {
  return renderRoutes([{ path: '*', element }], opts);
}

/** What a test reads of a call: a string URL as given, a Request's (ky's) same-origin URL as path and query. */
function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  const url = new URL(input instanceof Request ? input.url : input.href);
  return url.origin === window.location.origin ? url.pathname + url.search : url.href;
}

/**
 * The network for the shell's tests, on web-kit's stubFetch (so ky's Requests with relative URLs work as in a
 * page): each call recorded with its URL and init, answers JSON by the first key the URL contains; a page view
 * gets 204, anything else 404.
 */
export function mockFetch(answers: Record<string, unknown> = {}) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  stubFetch((req) => {
    const key = Object.keys(answers).find((k) => req.url.includes(k));
    if (key !== undefined) return { body: answers[key] };
    return req.url.includes('pageview') ? { status: 204 } : { status: 404 };
  });
  const stubbed = globalThis.fetch;
  const fn = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: urlOf(input), init });
    return stubbed(input, init);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}
