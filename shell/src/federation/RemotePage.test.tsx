import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ComponentType } from 'react';
import { useParams } from 'react-router';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const runtime = require('@module-federation/enhanced/runtime') as { registerRemotes: jest.Mock; loadRemote: jest.Mock };

import { applyHead } from '@ofertas/web-kit';
import { routeByPattern } from '@ofertas/contracts/routes';
import { appRoutes } from '../routes';
import { __resetFederationState } from './remotes';
import { __resetRemotePages } from './RemotePage';
import { mockFetch, renderRoutes } from '../test/render';

function OffersList() {
  const { keyword } = useParams();
  return <h1>Resultados {keyword}</h1>;
}
function Broken(): never {
  throw new Error('boom');
}
/** An offers build's `./routes` expose, as loadRemote answers it. */
function offersRoutes(version: string, routes: Array<{ path: string; Component: ComponentType }>) {
  return { default: { name: 'offers', version, routes } };
}
const offersModule = offersRoutes('1.2.3', [
  { path: '/ofertas/:keyword?', Component: OffersList },
  { path: '/marca/:brand?', Component: Broken },
]);
const REMOTES = { offers: '/mfe/offers/mf-manifest.json', coupons: '/mfe/coupons/mf-manifest.json' };
/** The part of an mf-manifest.json the shell reads (./manifest.ts), as the offers build writes it. */
const OFFERS_MANIFEST = {
  name: 'mfe_offers',
  metaData: { globalName: 'mfe_offers', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    { path: './routes', assets: { js: { sync: ['__federation_expose_routes.1.js'], async: ['home.2.js'] }, css: { sync: [], async: [] } } },
    { path: './ProductCard', assets: { js: { sync: ['224.3.js', '__federation_expose_ProductCard.4.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};
const SITE = { '/remotes.json': REMOTES, '/mfe/offers/mf-manifest.json': OFFERS_MANIFEST };

beforeEach(() => {
  __resetFederationState();
  __resetRemotePages();
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});
afterEach(() => jest.restoreAllMocks());

test('a remote page is loaded by name from /remotes.json and rendered in a labelled slot', async () => {
  const { calls } = mockFetch(SITE);
  runtime.loadRemote.mockResolvedValue(offersModule);
  renderRoutes(appRoutes(), { path: '/ofertas/portatil' });
  expect(await screen.findByRole('heading', { name: 'Resultados portatil' })).toBeInTheDocument();
  // registered by the remoteEntry.js URL its manifest names; the expose's first chunk starts beside it
  expect(runtime.registerRemotes).toHaveBeenCalledWith(
    [{ name: 'mfe_offers', entry: 'http://localhost/mfe/offers/remoteEntry.js', entryGlobalName: 'mfe_offers', type: 'global' }],
    { force: false },
  );
  expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_offers/routes');
  expect(Array.from(document.head.querySelectorAll('script'), (s) => s.src)).toEqual(['http://localhost/mfe/offers/__federation_expose_routes.1.js']);
  // read once, through web-kit's requestJson (its timeout is web-kit's http tests')
  expect(calls.filter((c) => c.url === '/mfe/offers/mf-manifest.json')).toHaveLength(1);
  const slot = screen.getByRole('heading', { name: 'Resultados portatil' }).closest('[data-boundary="offers"]');
  expect(slot).toHaveAttribute('data-boundary-label', 'offers@1.2.3');
  // the header, navigation and footer are still the shell's
  expect(screen.getByRole('link', { name: 'Ùltimas ofertas' })).toHaveAttribute('href', '/categorias/todo');
});

test('a remote that fails to load costs only its slot: fallback with Reintentar, retry loads it again', async () => {
  const user = userEvent.setup();
  const { calls } = mockFetch(SITE);
  runtime.loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script'));
  renderRoutes(appRoutes(), { path: '/ofertas/tv' });
  const retry = await screen.findByRole('button', { name: 'Reintentar' });
  expect(screen.getByText('Esta sección no está disponible en este momento.')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Buscar Ofertas')).toBeInTheDocument();
  runtime.loadRemote.mockResolvedValue(offersModule);
  await user.click(retry);
  expect(await screen.findByRole('heading', { name: 'Resultados tv' })).toBeInTheDocument();
  // the retry re-registered the remote with force, so the runtime forgets the failed entry, under a new URL so
  // that the browser fetches it again instead of reusing the server's failed preload of the same address
  expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
    [expect.objectContaining({ entry: 'http://localhost/mfe/offers/remoteEntry.js?retry=1' })],
    { force: true },
  );
  // …after reading its manifest again (a redeployed remote names a new remoteEntry.js)
  expect(calls.filter((c) => c.url === '/mfe/offers/mf-manifest.json')).toHaveLength(2);
});

test('a remote whose manifest cannot be read shows the fallback; a remoteEntry.js URL is registered as it is', async () => {
  mockFetch({ '/remotes.json': REMOTES });
  renderRoutes(appRoutes(), { path: '/ofertas/tv' });
  expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(runtime.registerRemotes).not.toHaveBeenCalled();
  expect(runtime.loadRemote).not.toHaveBeenCalled();

  __resetFederationState();
  __resetRemotePages();
  const { calls } = mockFetch({ '/remotes.json': { offers: 'https://cdn.example/offers/remoteEntry.js' } });
  runtime.loadRemote.mockResolvedValue(offersModule);
  renderRoutes(appRoutes(), { path: '/ofertas/radio' });
  expect(await screen.findByRole('heading', { name: 'Resultados radio' })).toBeInTheDocument();
  expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_offers', entry: 'https://cdn.example/offers/remoteEntry.js' }], { force: false });
  expect(calls.filter((c) => !c.url.startsWith('/api/')).map((c) => c.url)).toEqual(['/remotes.json']);
});

test('an error thrown while rendering a remote page is caught by its boundary', async () => {
  mockFetch(SITE);
  runtime.loadRemote.mockResolvedValue(offersModule);
  renderRoutes(appRoutes(), { path: '/marca/sony' });
  expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Todos los derechos reservados.');
});

test('the release registry hears of each page attempt and of each failure, with the version from /remotes.json', async () => {
  const sent: Array<{ url: string; body: unknown }> = [];
  const sendBeacon = jest.fn((url: string, data: Blob) => {
    const reader = new FileReader();
    reader.onload = () => sent.push({ url, body: JSON.parse(String(reader.result)) as unknown });
    reader.readAsText(data);
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const manifest = '/mfe/offers/v/0.1.0-abcdef123456/mf-manifest.json';
  mockFetch({ '/remotes.json': { offers: manifest }, [manifest]: OFFERS_MANIFEST });
  runtime.loadRemote.mockResolvedValue(offersModule);
  renderRoutes(appRoutes(), { path: '/marca/sony' });
  expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent).toEqual([
    { url: '/api/releases/beacon', body: { remote: 'offers', version: '0.1.0-abcdef123456', kind: 'view' } },
    { url: '/api/releases/beacon', body: { remote: 'offers', version: '0.1.0-abcdef123456', kind: 'render-error' } },
  ]);
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

test('a remote missing from /remotes.json shows the fallback', async () => {
  mockFetch({ '/remotes.json': { offers: '/mfe/offers/mf-manifest.json' } });
  renderRoutes(appRoutes(), { path: '/cupones' });
  expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(runtime.loadRemote).not.toHaveBeenCalled();
});

test('static pages need no remote; unmatched multi-segment paths go to the error page at /error', async () => {
  mockFetch(SITE);
  const { router } = renderRoutes(appRoutes(), { path: '/a/b/c' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  expect(
    screen.getByRole('heading', {
      name: 'Error 404 ¡Ups! Algo salió mal. La página que estás buscando no se encuentra disponible.',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver al menú principal' })).toHaveAttribute('href', '/');
  expect(runtime.loadRemote).not.toHaveBeenCalled();
});

test("a remote page's own document title wins over the shell's default", async () => {
  function TitledPage() {
    useEffect(() => {
      document.title = 'Título del remoto';
    }, []);
    return <h1>Con título</h1>;
  }
  mockFetch(SITE);
  runtime.loadRemote.mockResolvedValue(offersRoutes('1.0.0', [{ path: '/ofertas/:keyword?', Component: TitledPage }]));
  renderRoutes(appRoutes(), { path: '/ofertas/x' });
  await screen.findByRole('heading', { name: 'Con título' });
  await waitFor(() => expect(document.title).toBe('Título del remoto'));
});

test("a remote page that sets no description gets its route's, also after a page whose cleanup restores its own", async () => {
  function DescribedPage() {
    // As web-kit's applyHead: sets the description and puts back the earlier one on leave.
    useEffect(() => applyHead({ description: 'La de un producto' }, { mark: 'data-test-head' }), []);
    return <h1>Con descripción</h1>;
  }
  function PlainPage() {
    return <h1>Sin descripción</h1>;
  }
  document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="La servida">');
  mockFetch(SITE);
  runtime.loadRemote.mockResolvedValue(
    offersRoutes('1.0.0', [
      { path: '/ofertas/:keyword?', Component: DescribedPage },
      { path: '/marca/:brand?', Component: PlainPage },
    ]),
  );
  const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
  const { router } = renderRoutes(appRoutes(), { path: '/ofertas/x' });
  await screen.findByRole('heading', { name: 'Con descripción' });
  await waitFor(() => expect(description()).toBe('La de un producto'));
  await act(() => router.navigate('/marca/sony'));
  await screen.findByRole('heading', { name: 'Sin descripción' });
  expect(description()).toBe(routeByPattern('/marca/:brand?').description);
  document.head.querySelector('meta[name="description"]')?.remove();
});

test('loadRemoteModule loads a fragment of another remote through the same registration', async () => {
  const { loadRemoteModule } = await import('./remotes');
  mockFetch(SITE);
  const Card = () => null;
  runtime.loadRemote.mockResolvedValue({ default: Card });
  const mod = await loadRemoteModule<{ default: unknown }>('offers', './ProductCard');
  expect(mod.default).toBe(Card);
  expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_offers/ProductCard');
  expect(Array.from(document.head.querySelectorAll('script'), (s) => s.src)).toEqual([
    'http://localhost/mfe/offers/224.3.js',
    'http://localhost/mfe/offers/__federation_expose_ProductCard.4.js',
  ]);
  await expect(loadRemoteModule('shop' as never, './X')).rejects.toThrow('remoto desconocido');
});

test('/remotes.json is read once per visit, and read again after a failed read', async () => {
  const { loadRemotesManifest } = await import('./remotes');
  const { calls } = mockFetch({});
  await expect(loadRemotesManifest()).rejects.toThrow('Request failed with status code 404: GET http://localhost/remotes.json');
  const { calls: later } = mockFetch(SITE);
  expect(await loadRemotesManifest()).toEqual(REMOTES);
  expect(await loadRemotesManifest()).toEqual(REMOTES);
  expect(calls.map((c) => c.url)).toEqual(['/remotes.json']);
  expect(later.map((c) => c.url)).toEqual(['/remotes.json']);
});
