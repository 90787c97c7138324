import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { SiteInfo } from '@ofertas/contracts/site';
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

/** A fetch mock that records calls and answers JSON. */
export function mockFetch(answers: Record<string, unknown> = {}) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const key = Object.keys(answers).find((k) => url.includes(k));
    const status = key === undefined ? (url.includes('pageview') ? 204 : 404) : 200;
    const body = key === undefined ? null : answers[key];
    return { ok: status < 400, status, json: async () => body } as unknown as Response;
  });
  (globalThis as { fetch: typeof fetch }).fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}
