import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { Analytics } from './Analytics';
import { CookieBar } from '../layout/Chrome';
import { __resetGa, isGaInitialised, shouldInitGa } from './analytics';
import { mockFetch, renderRoutes, SITE } from '../test/render';

const gtagScripts = () => document.querySelectorAll('script[src*="googletagmanager.com/gtag/js"]');

function Page() {
  return (
    <>
      <Analytics />
      <CookieBar />
      <Link to="/ofertas/tv?page=2">siguiente</Link>
    </>
  );
}

beforeEach(() => {
  __resetGa();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete (window as { gtag?: unknown }).gtag;
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('consent gating', () => {
  test('shouldInitGa needs both a measurement id and an accepted cookie bar', () => {
    expect(shouldInitGa(null, true)).toBe(false);
    expect(shouldInitGa(undefined, true)).toBe(false);
    expect(shouldInitGa('G-ABC123', false)).toBe(false);
    expect(shouldInitGa('not-an-id', true)).toBe(false);
    expect(shouldInitGa('G-ABC123', true)).toBe(true);
  });

  test('not configured: page views are posted, gtag is never loaded even after accepting', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch();
    renderRoutes([{ path: '*', element: <Page /> }], { path: '/ofertas?x=1', site: { ...SITE, ga4Id: null } });
    await user.click(screen.getByRole('button', { name: 'Aceptar todas las Cookies' }));
    expect(gtagScripts()).toHaveLength(0);
    expect(isGaInitialised()).toBe(false);
    const views = calls.filter((c) => c.url === '/api/analytics/pageview');
    expect(views).toHaveLength(1);
    expect(JSON.parse(String(views[0]!.init!.body))).toMatchObject({ path: '/ofertas', query: 'x=1' });
    expect(views[0]!.init!.credentials).toBe('omit');
  });

  test('configured: gtag waits for consent, then initialises exactly once', async () => {
    const user = userEvent.setup();
    mockFetch();
    renderRoutes([{ path: '*', element: <Page /> }], { site: { ...SITE, ga4Id: 'G-TEST123' } });
    expect(gtagScripts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Aceptar todas las Cookies' }));
    expect(gtagScripts()).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'siguiente' }));
    expect(gtagScripts()).toHaveLength(1);
    expect(isGaInitialised()).toBe(true);
  });

  test('configured and already accepted on an earlier visit: initialised on load', () => {
    localStorage.setItem('ofertas.cookieBarHidden', 'true');
    mockFetch();
    renderRoutes([{ path: '*', element: <Page /> }], { site: { ...SITE, ga4Id: 'G-TEST123' } });
    expect(gtagScripts()).toHaveLength(1);
  });

  test('one page view per location change (path + query)', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch();
    renderRoutes([{ path: '*', element: <Page /> }], { path: '/' });
    await user.click(screen.getByRole('link', { name: 'siguiente' }));
    await act(async () => undefined);
    const views = calls.filter((c) => c.url === '/api/analytics/pageview').map((c) => JSON.parse(String(c.init!.body)));
    expect(views).toEqual([
      { path: '/', query: '' },
      { path: '/ofertas/tv', query: 'page=2', referrer: '/' },
    ]);
  });
});
