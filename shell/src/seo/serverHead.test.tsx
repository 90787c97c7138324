import { act, screen, waitFor } from '@testing-library/react';
import { NOT_FOUND_TEXT, PRODUCT_NOT_FOUND } from '@ofertas/contracts/messages';
import { appRoutes } from '../routes';
import { mockFetch, renderRoutes } from '../test/render';
import { servedStatus } from './serverHead';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(() => new Promise(() => undefined)) }));

/** What the server adds to the head of a page it answers 404 (backend/src/seo/page-head.ts). */
function serveHead(status: number | null) {
  document.head.innerHTML =
    '<link data-server-head rel="canonical" href="https://ofertas.example/ofertas/x/1">' +
    '<script data-server-head type="application/ld+json">{"@type":"Product"}</script>' +
    (status ? `<meta data-server-head name="x-status" content="${status}">` : '');
}

afterEach(() => {
  document.head.innerHTML = '';
});

test('servedStatus reads the marker; 200 without one or with a malformed one', () => {
  serveHead(410);
  expect(servedStatus()).toBe(410);
  serveHead(null);
  expect(servedStatus()).toBe(200);
  document.head.innerHTML = '<meta name="x-status" content="abc">';
  expect(servedStatus()).toBe(200);
});

test('a product page served as 404 shows the error page, naming the missing product, at /error (no new history entry); navigating away drops the server tags', async () => {
  mockFetch({ '/remotes.json': {} });
  serveHead(404);
  const { router } = renderRoutes(appRoutes(), { path: '/ofertas/producto/no-existe' });
  expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  expect(router.state.historyAction).toBe('REPLACE');
  expect(screen.getByText(PRODUCT_NOT_FOUND)).toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Buscar ofertas desde esta página' })).toBeInTheDocument();
  await act(() => router.navigate('/nosotros'));
  expect(screen.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeInTheDocument();
  expect(document.head.querySelectorAll('[data-server-head]')).toHaveLength(0);
});

test('an unknown path served as 404 lands on /error without the product message', async () => {
  mockFetch({ '/remotes.json': {} });
  serveHead(404);
  const { router } = renderRoutes(appRoutes(), { path: '/esto/no/existe' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeInTheDocument();
  expect(screen.queryByText(PRODUCT_NOT_FOUND)).not.toBeInTheDocument();
});

test('an unknown path met by in-app navigation is replaced by /error', async () => {
  mockFetch({ '/remotes.json': {} });
  const { router } = renderRoutes(appRoutes(), { path: '/nosotros' });
  await act(() => router.navigate('/esto/no/existe'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  expect(router.state.historyAction).toBe('REPLACE');
  expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeInTheDocument();
  // Back returns to the page before, not to the unknown path.
  await act(() => router.navigate(-1));
  expect(router.state.location.pathname).toBe('/nosotros');
});

test('a page served as 200 renders its route', () => {
  mockFetch({ '/remotes.json': {} });
  serveHead(null);
  renderRoutes(appRoutes(), { path: '/nosotros' });
  expect(screen.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeInTheDocument();
  expect(document.head.querySelectorAll('[data-server-head]')).toHaveLength(2);
});
