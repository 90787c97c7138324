import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Voucher, VouchersAnswer, VoucherStore } from '@ofertas/contracts/vouchers';
import { NOT_FOUND, stubFetch, type SeenRequest, type StubAnswer } from '@ofertas/web-kit/test';
import remote from '../routes';
import { __resetStoresCache } from './CouponsPage';

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

function coupon(id: number, store: { id: number; name: string }, extra: Partial<Voucher> = {}): Voucher {
  return {
    promotionId: id,
    title: `Oferta ${id}`,
    description: `Descripción ${id}`,
    terms: `Condiciones ${id}`,
    startDate: '2026-01-05T00:00:00',
    endDate: `${iso(30)}T23:59:59`,
    urlTracking: 'https://www.awin1.com/cread.php',
    url: 'https://tienda.example/',
    voucher: { code: `COD${id}`, exclusive: false },
    advertiser: store,
    regions: { list: [{ name: 'Spain', countryCode: 'ES' }] },
    type: 'voucher',
    ...extra,
  };
}

const PANDORA = { id: 15640, name: 'Pandora' };
const PROMOFARMA = { id: 16512, name: 'Promofarma' };

const STORES = '/api/vouncher/vounchermerchant';
const COUPONS = '/api/vouncher/vounchers';
const STORE_INFO = '/api/ai/generateInfo';
const POPULAR = '/api/vouncher/stores';

const vouchers = (data: Voucher[]): VouchersAnswer => ({ data, pagination: { page: 1, pageSize: 200, total: data.length } });
const POPULAR_STORES: VoucherStore[] = [
  { id: 16512, name: 'Promofarma', key: 'promofarma', logo: '/api/images/stores/promofarma.svg', active: 9 },
  { id: 15640, name: 'Pandora', key: 'pandora', logo: '/api/images/stores/pandora.svg', active: 5 },
];

/** The vouchers API as the backend answers it: the coupons of the store in the body's advertiserIds, or all. */
function backend(req: SeenRequest): StubAnswer {
  switch (`${req.method} ${req.path}`) {
    case `POST ${STORES}`:
      return { body: vouchers([coupon(1, PANDORA), coupon(3, PROMOFARMA)]) };
    case `POST ${COUPONS}`: {
      const ids = (req.body as { filters: { advertiserIds: number[] } }).filters.advertiserIds;
      return {
        body: vouchers(
          ids.includes(PANDORA.id)
            ? [coupon(1, PANDORA, { endDate: `${iso(3)}T23:59:59` }), coupon(2, PANDORA, { type: 'promotion', voucher: { exclusive: false } })]
            : [coupon(1, PANDORA), coupon(3, PROMOFARMA, { voucher: { code: 'EXCL', exclusive: true } })],
        ),
      };
    }
    case `POST ${STORE_INFO}`:
      return { body: { historia: 'Pandora es una tienda de joyas.', informacion: 'Un dato útil sobre Pandora.' } };
    case `GET ${POPULAR}`:
      return { body: POPULAR_STORES };
    default:
      return NOT_FOUND;
  }
}

let net: ReturnType<typeof stubFetch>;
/** `override` answers some requests differently; the rest go to `backend`. */
function serve(override?: (req: SeenRequest) => StubAnswer | undefined) {
  net?.restore();
  net = stubFetch((req) => override?.(req) ?? backend(req));
}
/** The filters of each coupons request, in order. */
const couponFilters = () => net.to(COUPONS).map((r) => (r.body as { filters: { advertiserIds: number[]; type: string; exclusiveOnly: boolean } }).filters);

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      ...remote.routes.map((r) => ({ path: r.path, Component: r.Component as React.ComponentType })),
      // The shell's error page, as far as these tests need it.
      { path: '/error', element: <h1>Error 404</h1> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The store list answers only when the returned function is called; the rest as usual. */
function holdStores(): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  net.restore();
  net = stubFetch(async (req) => {
    if (req.path === STORES) await held;
    return backend(req);
  });
  return () => release();
}

beforeEach(() => {
  __resetStoresCache();
  serve();
});
afterEach(() => net.restore());

test('while the stores load, an invisible row holds the logos\' place; then the logos take it', async () => {
  const release = holdStores();
  renderAt('/cupones');
  expect(screen.getByTestId('logos-pending')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('navigation', { name: 'Tiendas con cupones' })).toBeNull();
  release();
  expect(await screen.findByRole('navigation', { name: 'Tiendas con cupones' })).toBeInTheDocument();
  expect(screen.queryByTestId('logos-pending')).toBeNull();
});

test('/cupones asks every store\'s coupons beside the store list, not after it', async () => {
  const release = holdStores();
  renderAt('/cupones');
  // The stores have not answered: the coupons are already on screen.
  const list = await screen.findByRole('list', { name: 'Cupones' });
  expect(within(list).getAllByRole('article')).toHaveLength(2);
  expect(screen.getByTestId('logos-pending')).toBeInTheDocument();
  release();
  expect(await screen.findByRole('navigation', { name: 'Tiendas con cupones' })).toBeInTheDocument();
  expect(net.to(COUPONS)).toHaveLength(1);
});

test('one store\'s coupons wait for the store list (the name becomes an id)', async () => {
  const release = holdStores();
  renderAt('/cupones/pandora');
  await new Promise((r) => setTimeout(r, 50));
  expect(net.to(COUPONS)).toHaveLength(0);
  release();
  await screen.findByRole('list', { name: 'Cupones de Pandora' });
  expect(couponFilters()).toEqual([expect.objectContaining({ advertiserIds: [PANDORA.id] })]);
});

test('heading with the Spanish month, store logos and coupon cards', async () => {
  renderAt('/cupones');
  const now = new Date();
  const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Códigos descuento, Vales y Cupones para ${months[now.getMonth()]} ${now.getFullYear()}`);
  const list = await screen.findByRole('list', { name: 'Cupones' });
  expect(within(list).getAllByRole('article')).toHaveLength(2);
  expect(net.to(COUPONS).map((r) => r.body)).toEqual([
    {
      filters: { advertiserIds: [], exclusiveOnly: false, membership: 'joined', regionCodes: ['ES'], status: 'active', type: 'all' },
      pagination: { page: 1, pageSize: 200 },
    },
  ]);
  expect(net.to(STORES).map((r) => r.body)).toEqual([
    { filters: { advertiserIds: [], exclusiveOnly: false, membership: 'all', regionCodes: ['ES'], status: 'active', type: 'all' }, pagination: { page: 1, pageSize: 200 } },
  ]);
  const card = within(list).getAllByRole('article')[0] as HTMLElement;
  expect(within(card).getByText('Válido del 05-01-2026 al ' + iso(30).split('-').reverse().join('-'))).toBeInTheDocument();
  const go = within(card).getByRole('link', { name: /Ir a la tienda/ });
  expect(go).toHaveAttribute('href', '/go/cupon/1');
  expect(go).toHaveAttribute('target', '_blank');
  expect(go).toHaveAttribute('rel', 'sponsored noopener');
  expect(screen.getByRole('img', { name: 'Cupones de Promofarma' })).toHaveAttribute('src', '/api/images/stores/promofarma.svg');
  // Two stores: no single-store sections.
  expect(screen.queryByRole('heading', { name: /Preguntas frecuentes/ })).toBeNull();
});

test('the store comes from the path (any case), the type from the query, and Aplicar applies the draft', async () => {
  const user = userEvent.setup();
  const router = renderAt('/cupones/pandora?type=voucher');
  await screen.findByRole('list', { name: 'Cupones de Pandora' });
  expect(couponFilters()).toEqual([expect.objectContaining({ advertiserIds: [PANDORA.id], type: 'voucher', exclusiveOnly: false })]);
  expect(screen.getByRole('radio', { name: 'Códigos descuento' })).toBeChecked();
  expect(screen.getByLabelText('Tienda')).toHaveValue('Pandora');

  await user.click(screen.getByRole('radio', { name: 'Exclusivos' }));
  await user.selectOptions(screen.getByLabelText('Tienda'), 'Promofarma');
  // Nothing is applied before the button.
  expect(router.state.location.pathname).toBe('/cupones/pandora');
  expect(net.to(COUPONS)).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/cupones/Promofarma?type=true'));
  await waitFor(() => expect(couponFilters().at(-1)).toEqual(expect.objectContaining({ advertiserIds: [PROMOFARMA.id], type: 'true', exclusiveOnly: true })));
});

test('Restablecer sets everything to all and reloads', async () => {
  const user = userEvent.setup();
  const router = renderAt('/cupones/Pandora?type=promotion');
  await screen.findByRole('list', { name: 'Cupones de Pandora' });
  expect(net.to(STORES)).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Restablecer' }));
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/cupones'));
  await screen.findByRole('list', { name: 'Cupones' });
  expect(screen.getByRole('radio', { name: 'Todos' })).toBeChecked();
  expect(screen.getByLabelText('Tienda')).toHaveValue('all');
  expect(net.to(STORES)).toHaveLength(2);
  expect(couponFilters().at(-1)).toEqual(expect.objectContaining({ advertiserIds: [], type: 'all' }));
});

test('a store logo filters by that store, keeping the type', async () => {
  const user = userEvent.setup();
  const router = renderAt('/cupones?type=voucher');
  await screen.findByRole('list', { name: 'Cupones' });
  await user.click(screen.getByRole('link', { name: 'Cupones de Pandora' }));
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/cupones/Pandora?type=voucher'));
});

test('one store: history and fact from the AI call, tips, FAQ with FAQPage JSON-LD, other stores; expiry notice', async () => {
  renderAt('/cupones/pandora');
  await screen.findByRole('heading', { name: 'Historia de Pandora' });
  expect(net.to(STORE_INFO).map((r) => r.body)).toEqual([{ title: 'Pandora' }]);
  expect(net.to(POPULAR).map((r) => r.query.get('region'))).toEqual(['ES']);
  expect(screen.getByText('Pandora es una tienda de joyas.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Un dato sobre Pandora' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Consejos para ahorrar en Pandora' })).toBeInTheDocument();
  expect(screen.getByText('¿Cuántos cupones de Pandora hay disponibles?')).toBeInTheDocument();
  const ld = document.querySelector('script[type="application/ld+json"]');
  expect(JSON.parse(ld?.textContent ?? '{}')).toMatchObject({ '@type': 'FAQPage', mainEntity: expect.arrayContaining([expect.objectContaining({ '@type': 'Question' })]) });
  expect(screen.getByText('caduca en 3 días')).toBeInTheDocument();
  const others = await screen.findByRole('navigation', { name: 'Otras tiendas populares' });
  expect(within(others).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/cupones/Promofarma']);
});

test('the history block is hidden when the AI call fails', async () => {
  serve((req) => (req.path === STORE_INFO ? { status: 502, body: { statusCode: 502, message: 'Bad Gateway' } } : undefined));
  renderAt('/cupones/pandora');
  await screen.findByRole('heading', { name: 'Consejos para ahorrar en Pandora' });
  await waitFor(() => expect(net.to(STORE_INFO)).toHaveLength(1)); // asked once: no retry of an AI call
  // Its 502 is already answered; one macrotask later every promise reaction to it (ky's error, the page's
  // handler) has run, so an absent block is a hidden one, not one still on its way.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByRole('heading', { name: /Historia de/ })).toBeNull();
  expect(screen.queryByRole('heading', { name: /Un dato sobre/ })).toBeNull();
});

test('errors show "Error en la petición: " and the cause', async () => {
  serve((req) => (req.path === COUPONS ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } } : undefined));
  renderAt('/cupones');
  expect(await screen.findByRole('alert')).toHaveTextContent('Error en la petición: error del servidor (500)');
});

test("a store's page: the served head's title and description; the list's back on leaving it", async () => {
  document.title = 'Cupones descuento | Ofertas Flash';
  document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="Códigos descuento de las mejores tiendas.">');
  const router = renderAt('/cupones/pandora');
  await screen.findByRole('button', { name: 'COD1 Copiar código' });
  await waitFor(() => expect(document.title).toMatch(/^Cupones descuento Pandora: [a-z]+ \d{4} \| Ofertas Flash$/));
  const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')!.content;
  expect(description()).toBe('Cupones, códigos descuento y promociones de Pandora para comprar en España.');
  await act(() => router.navigate('/cupones'));
  await waitFor(() => expect(description()).toBe('Códigos descuento de las mejores tiendas.'));
  expect(document.title).toBe('Cupones descuento | Ofertas Flash');
  document.head.querySelector('meta[name="description"]')?.remove();
});

test('an unknown store is a dead link: the page goes to /error in place of its entry, without asking for coupons', async () => {
  const router = renderAt('/cupones/tienda-inexistente');
  await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  expect(router.state.historyAction).toBe('REPLACE');
  expect(await screen.findByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
  expect(net.to(COUPONS)).toEqual([]);
});

test('a known store with no coupons of the chosen type shows the empty state with its name', async () => {
  serve((req) => (req.path === COUPONS ? { body: vouchers([]) } : undefined));
  const router = renderAt('/cupones/pandora?type=promotion');
  expect(await screen.findByText(/No hemos encontrado cupones de «Pandora» con estos filtros\./)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/cupones/pandora');
});

test('copy button: copies the code and says "Copiado al portapapeles" for 2 s', async () => {
  jest.useFakeTimers();
  try {
    // user-event installs a clipboard stub on navigator for the test.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/cupones/pandora');
    const button = await screen.findByRole('button', { name: 'COD1 Copiar código' });
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('COD1');
    expect(screen.getByText('Copiado al portapapeles')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByText('Copiado al portapapeles')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Copiado al portapapeles')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

test('narrow windows: the filters dialog stays open, with its draft and focus, when the store list arrives', async () => {
  const user = userEvent.setup();
  const matchMedia = jest.fn().mockImplementation((q: string) => ({ matches: q === '(max-width: 1180px)', addEventListener: jest.fn(), removeEventListener: jest.fn() }));
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  try {
    const release = holdStores();
    renderAt('/cupones/pandora');
    await user.click(screen.getByRole('button', { name: /^Filtros/ }));
    const dialog = screen.getByRole('dialog', { name: 'Filtros' });
    const promotions = within(dialog).getByRole('radio', { name: 'Promociones' });
    await user.click(promotions);
    release();
    // The store named in the URL takes the list's spelling in the open form.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Tienda' })).toHaveValue('Pandora'));
    expect(screen.getByRole('dialog', { name: 'Filtros' })).toBe(dialog);
    expect(within(dialog).getByRole('radio', { name: 'Promociones' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Promociones' })).toHaveFocus();
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});

test('narrow windows: filters in a modal with the active count', async () => {
  const user = userEvent.setup();
  const matchMedia = jest.fn().mockImplementation((q: string) => ({ matches: q === '(max-width: 1180px)', addEventListener: jest.fn(), removeEventListener: jest.fn() }));
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  try {
    const router = renderAt('/cupones/pandora?type=voucher');
    await screen.findByRole('list', { name: 'Cupones de Pandora' });
    expect(screen.queryByRole('button', { name: 'Aplicar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Filtros \(2 Filtros activos\)/ }));
    const dialog = screen.getByRole('dialog', { name: 'Filtros' });
    await user.click(within(dialog).getByRole('radio', { name: 'Promociones' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=promotion'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});
