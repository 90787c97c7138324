import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { getDefaultStore } from 'jotai';
import { ADDITIONAL_INFO, type Product } from '@ofertas/contracts/rules';
import { stubFetch, type SeenRequest, type StubAnswer } from '@ofertas/web-kit/test';
import { loadCategories } from '../api/home';
import { rememberProductsAtom } from '../state/atoms';
import { catalogue } from '../test/catalogue';
import { makeProduct, page } from '../test/products';
import ProductPage from './ProductPage';

// A chart library the product page loads lazily: not what these tests are about.
jest.mock('../product/PriceHistory', () => ({ __esModule: true, default: () => <p>Historial de precios</p> }));

const BY_ID = '/api/products/product/';
const SEARCH = '/api/products/get/';
const AI = '/api/ai/generate';

let net: ReturnType<typeof stubFetch>;
/** The backend knows `product` (by id) and answers 6 related products, unless `answer` says otherwise. */
function serve(product?: Product, answer?: (req: SeenRequest) => StubAnswer | undefined) {
  const real = catalogue({ searchTotal: 6, products: product ? [product] : [] });
  net?.restore();
  net = stubFetch((req) => answer?.(req) ?? real(req));
}
const queries = (path: string) => net.to(path).map((r) => Object.fromEntries(r.query));

function renderProduct(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/ofertas/:title/:id', element: <ProductPage /> },
      { path: '/error', element: <p>página de error</p> },
    ],
    { initialEntries: [path] },
  );
  const utils = render(<RouterProvider router={router} />);
  return { router, ...utils };
}

beforeEach(() => {
  jest.useRealTimers();
  loadCategories.forget(); // cached per visit: each test is a new visit
  serve();
  window.scrollTo = jest.fn();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
  window.__OFERTAS_AI_CHANCE__ = 0;
  document.head.innerHTML = '<title>x | Ofertas Flash</title><meta name="description" content="sitio">';
});
afterEach(() => net.restore());

test('fetched by id when not in the loaded lists: heading, brand, store, prices, click-out, share links', async () => {
  serve(makeProduct(7, { title: 'Portátil Lenovo IdeaPad', brand: 'Lenovo', merchant: 'PcComponentes', price: 499, priceNow: 499, priceSearch: 499, priceRrp: 649.9 }));
  renderProduct('/ofertas/portatil-lenovo-ideapad/p7');
  expect(await screen.findByRole('heading', { level: 1, name: 'Oferta en Portátil Lenovo IdeaPad' })).toBeInTheDocument();
  expect(queries(BY_ID)).toEqual([{ id: 'p7' }]);
  expect(screen.getByRole('link', { name: 'Lenovo' })).toHaveAttribute('href', '/marca/lenovo');
  expect(screen.getByText('PcComponentes')).toBeInTheDocument();
  const main = screen.getByRole('heading', { level: 1 }).parentElement!;
  expect(within(main).getByText('499,00 €')).toBeInTheDocument();
  expect(within(main).getByText('649,90 €')).toBeInTheDocument();
  expect(within(main).getByText('-23,22 %')).toBeInTheDocument();
  const go = within(main).getByRole('link', { name: /Ir a la Oferta/ });
  expect(go).toHaveAttribute('href', '/go/p7');
  expect(go).toHaveAttribute('rel', 'sponsored noopener');
  expect(go).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: /Compartir en X/ }).getAttribute('href')).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?url=http/);
  expect(screen.getByRole('link', { name: /Compartir en Facebook/ }).getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\/sharer/);
  expect(screen.getByRole('link', { name: /Compartir en WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(await screen.findByText('Historial de precios')).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Migas de pan' });
  expect(await within(crumbs).findByRole('link', { name: 'Bolsos y mochilas' })).toHaveAttribute('href', '/categorias/bolsas');
});

test('taken from the loaded list (jotai cache) without a request', async () => {
  getDefaultStore().set(rememberProductsAtom, [makeProduct(42, { title: 'Estuche escolar', merchant: 'Fnac ES' })]);
  renderProduct('/ofertas/estuche-escolar/p42');
  expect(await screen.findByRole('heading', { level: 1, name: 'Oferta en Estuche escolar' })).toBeInTheDocument();
  expect(screen.getAllByText('Fnac').length).toBeGreaterThan(0); // list answers keep ' ES'; the page shows the store name
  expect(net.to(BY_ID)).toEqual([]);
});

test('a missing product goes to /error, which is told a product was asked for', async () => {
  // The backend knows no product 'nope': Nest's 404.
  const { router } = renderProduct('/ofertas/x/nope');
  await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  expect(router.state.location.state).toEqual({ errorReason: 'missing-product' });
});

test('any other load error goes to /error without naming a product', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serve(undefined, (req) => (req.path === BY_ID ? { status: 400, body: { statusCode: 400, message: 'id has invalid characters' } } : undefined));
  const { router } = renderProduct('/ofertas/x/nope');
  await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  expect(router.state.location.state).toEqual({ errorReason: 'other' });
});

test('a price that is a string or null is skipped: the product shows with its numeric price, not /error', async () => {
  const bad = { ...makeProduct(9, { title: 'Mochila rara', priceSearch: null, priceRrp: 70 }), price: 'gratis', priceNow: null } as unknown as Product;
  serve(bad);
  const { router } = renderProduct('/ofertas/mochila-rara/p9');
  expect(await screen.findByRole('heading', { level: 1, name: 'Oferta en Mochila rara' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/ofertas/mochila-rara/p9');
  const main = screen.getByRole('heading', { level: 1 }).parentElement!;
  expect(within(main).getByText('70,00 €')).toBeInTheDocument();
});

test('head: Product JSON-LD as the server builds it (one Offer in EUR, the price before as strikethrough price only when seen charged, no invented priceValidUntil), canonical under PUBLIC_URL, og/twitter tags; removed on leave', async () => {
  serve(makeProduct(8, { title: 'Auriculares Sony', price: 80, priceNow: 80, priceSearch: null, priceRrp: 120, priceLow30: 80, priceReference: 'seen', discountVerified: 33.33 }));
  // The public origin the server inlines with the site settings: canonical links name it, not the browser's host.
  document.head.insertAdjacentHTML('beforeend', '<script id="site-info" type="application/json">{"publicUrl":"https://ofertas.example"}</script>');
  const { unmount } = renderProduct('/ofertas/auriculares-sony/p8');
  await screen.findByRole('heading', { level: 1, name: 'Oferta en Auriculares Sony' });
  expect(document.title).toBe('Oferta en Auriculares Sony – Decathlon | Ofertas Flash');
  expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://ofertas.example/ofertas/auriculares-sony/p8');
  expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Oferta en Auriculares Sony');
  expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://ofertas.example/api/images/products/8-1.svg');
  expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const lds = document.querySelectorAll('script[type="application/ld+json"]');
  expect(lds).toHaveLength(1);
  const ld = JSON.parse(lds[0]!.textContent!);
  expect(ld).toMatchObject({
    '@type': 'Product',
    name: 'Auriculares Sony',
    offers: {
      '@type': 'Offer',
      price: '80.00',
      priceCurrency: 'EUR',
      url: 'https://ofertas.example/ofertas/auriculares-sony/p8',
      priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '120.00', priceCurrency: 'EUR' },
    },
  });
  // The browser does not know the stock: no availability rather than a guess (the served block states it).
  expect(ld.offers.availability).toBeUndefined();
  expect(ld.offers.priceValidUntil).toBeUndefined();
  unmount();
  expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.querySelector('meta[property="og:title"]')).toBeNull();
  expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'sitio');
  document.getElementById('site-info')?.remove();
});

test('head opened directly: the served Product and BreadcrumbList JSON-LD stay, alone (the server knows the stock); the served canonical is replaced', async () => {
  serve(makeProduct(8, { title: 'Auriculares Sony', price: 80, priceNow: 80, priceSearch: null, priceRrp: 120, priceLow30: 80, priceReference: 'seen', discountVerified: 33.33 }));
  document.head.insertAdjacentHTML(
    'beforeend',
    '<link data-server-head rel="canonical" href="https://ofertas.example/ofertas/auriculares-sony/p8">' +
      '<script data-server-head type="application/ld+json">{"@type":"Product","offers":{"@type":"Offer","availability":"https://schema.org/OutOfStock"}}</script>' +
      '<script data-server-head type="application/ld+json">{"@type":"BreadcrumbList","itemListElement":[]}</script>',
  );
  renderProduct('/ofertas/auriculares-sony/p8');
  await screen.findByRole('heading', { level: 1, name: 'Oferta en Auriculares Sony' });
  await waitFor(() => expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Oferta en Auriculares Sony'));
  expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  const lds = [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) => JSON.parse(el.textContent!) as { '@type': string; offers?: { availability?: string } });
  expect(lds.map((l) => l['@type'])).toEqual(['Product', 'BreadcrumbList']);
  expect(lds[0]!.offers?.availability).toBe('https://schema.org/OutOfStock');
  document.head.querySelectorAll('[data-server-head]').forEach((el) => el.remove());
});

test('gallery: thumbnails, arrows and arrow keys; advances every 15 s; pause stops it', async () => {
  jest.useFakeTimers();
  serve(makeProduct(9, { title: 'Cafetera', images: ['/a.svg', '/b.svg', '/c.svg'], imageUrl: '/a.svg' }));
  renderProduct('/ofertas/cafetera/p9');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(10);
  });
  const gallery = screen.getByRole('region', { name: 'Galería de imágenes' });
  const main = () => within(gallery).getAllByRole('img')[0]!;
  expect(main()).toHaveAttribute('alt', 'Cafetera – imagen 1 de 3');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(15_000);
  });
  expect(main()).toHaveAttribute('alt', 'Cafetera – imagen 2 de 3');
  fireEvent.keyDown(gallery, { key: 'ArrowRight' });
  expect(main()).toHaveAttribute('alt', 'Cafetera – imagen 3 de 3');
  fireEvent.click(within(gallery).getByRole('button', { name: 'Ver imagen 1 de 3' }));
  expect(main()).toHaveAttribute('alt', 'Cafetera – imagen 1 de 3');
  expect(within(gallery).getByRole('button', { name: 'Ver imagen 1 de 3' })).toHaveAttribute('aria-current', 'true');
  fireEvent.click(within(gallery).getByRole('button', { name: 'Pausar pase de imágenes' }));
  fireEvent.blur(gallery);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(45_000);
  });
  expect(main()).toHaveAttribute('alt', 'Cafetera – imagen 1 de 3');
});

test('broken images fall back to the placeholder', async () => {
  serve(makeProduct(10, { title: 'Tostadora', images: ['/roto.svg'], imageUrl: '/roto.svg' }));
  renderProduct('/ofertas/tostadora/p10');
  const img = await screen.findByAltText('Tostadora');
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', '/api/images/placeholder.svg');
});

test('viewer popup: ≥ 790 px for 4 s with 10–500 viewers; not on narrow windows', async () => {
  jest.useFakeTimers();
  serve(makeProduct(11));
  renderProduct('/ofertas/x/p11');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(10);
  });
  const msg = screen.getByText(/^Actualmente, \d+ personas están viendo este producto\.$/);
  const n = Number(/\d+/.exec(msg.textContent!)![0]);
  expect(n).toBeGreaterThanOrEqual(10);
  expect(n).toBeLessThanOrEqual(500);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(4000);
  });
  expect(screen.queryByText(/personas están viendo/)).toBeNull();
});

test('viewer popup hidden below 790 px', async () => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 789 });
  serve(makeProduct(12));
  renderProduct('/ofertas/x/p12');
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByText(/personas están viendo/)).toBeNull();
});

test('AI block: asked with the injected chance; simple markdown rendered as elements', async () => {
  window.__OFERTAS_AI_CHANCE__ = 1;
  serve(makeProduct(13, { title: 'Mochila', description: 'Ligera' }), (req) =>
    req.path === AI ? { body: { text: '### Lo mejor\nEs **muy** ligera.\nSegunda línea <b>sin html</b>' } } : undefined,
  );
  renderProduct('/ofertas/mochila/p13');
  const block = await screen.findByTestId('ai-block');
  expect(net.to(AI).map((r) => [r.method, r.body])).toEqual([['POST', { title: 'Mochila', description: 'Ligera' }]]);
  expect(within(block).getByRole('heading', { level: 2, name: ADDITIONAL_INFO })).toBeInTheDocument();
  expect(within(block).getByRole('heading', { level: 3, name: 'Lo mejor' })).toBeInTheDocument();
  expect(within(block).getByText('muy').tagName).toBe('STRONG');
  expect(block.querySelector('br')).not.toBeNull();
  expect(block.querySelector('b')).toBeNull();
  expect(block).toHaveTextContent('Segunda línea <b>sin html</b>');
});

test('AI block hidden when the call fails, and never asked with chance 0', async () => {
  window.__OFERTAS_AI_CHANCE__ = 1;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serve(makeProduct(14), (req) => (req.path === AI ? { status: 503, body: { statusCode: 503, message: 'Service Unavailable' } } : undefined));
  renderProduct('/ofertas/x/p14');
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(warn).toHaveBeenCalledWith('Error en la solicitud', expect.anything()));
  expect(screen.queryByText(ADDITIONAL_INFO)).toBeNull();
  expect(net.to(AI)).toHaveLength(1); // no retry: a failure hides the block
  warn.mockRestore();
});

test('related carousel: relatedSearchTerm of the title, the product itself left out; its own error text', async () => {
  const self = makeProduct(77, { title: 'Mochila Eastpak Padded Pakr negra', brand: 'Eastpak' });
  const five = page(5, 1, 25);
  serve(self, (req) =>
    req.path === SEARCH ? { body: [{ Data: [self, ...five.products], Metadata: [{ ...five.meta, total: 6 }] }] } : undefined,
  );
  renderProduct('/ofertas/x/p77');
  const region = await screen.findByRole('region', { name: 'Ofertas relacionadas' });
  expect(queries(SEARCH)).toEqual([expect.objectContaining({ search: 'mochila padded', limit: '25' })]);
  await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(5));
  expect(within(region).queryByText('Mochila Eastpak Padded Pakr negra')).toBeNull();
});

test('related carousel error: "Ha ocurrido un error: ..."', async () => {
  const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // What the browser throws without a connection; shoppers read a short Spanish cause, never this text.
  serve(makeProduct(2), (req) => {
    if (req.path === SEARCH) throw new TypeError('Failed to fetch');
    return undefined;
  });
  renderProduct('/ofertas/x/p2');
  expect(await screen.findByText('Ha ocurrido un error: sin conexión con el servidor')).toBeInTheDocument();
  err.mockRestore();
});

test('pause button is keyboard operable', async () => {
  serve(makeProduct(3, { images: ['/a.svg', '/b.svg'] }));
  renderProduct('/ofertas/x/p3');
  const pause = await screen.findByRole('button', { name: 'Pausar pase de imágenes' });
  act(() => pause.focus());
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Reanudar pase de imágenes' })).toHaveAttribute('aria-pressed', 'true');
});
