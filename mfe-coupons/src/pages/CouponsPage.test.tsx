import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Voucher } from '@ofertas/contracts/vouchers';
import * as api from '../api/vouchers';
import remote from '../routes';
import { __resetStoresCache } from './CouponsPage';

jest.mock('../api/vouchers', () => ({
  fetchStores: jest.fn(),
  fetchCoupons: jest.fn(),
  fetchStoreInfo: jest.fn(),
  fetchPopularStores: jest.fn(),
}));

const mocked = api as jest.Mocked<typeof api>;

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

function renderAt(url: string) {
  const router = createMemoryRouter(
    remote.routes.map((r) => ({ path: r.path, Component: r.Component as React.ComponentType })),
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  __resetStoresCache();
  jest.clearAllMocks();
  mocked.fetchStores.mockResolvedValue([PANDORA, PROMOFARMA]);
  mocked.fetchCoupons.mockImplementation(async (storeId) =>
    storeId === PANDORA.id
      ? [coupon(1, PANDORA, { endDate: `${iso(3)}T23:59:59` }), coupon(2, PANDORA, { type: 'promotion', voucher: { exclusive: false } })]
      : [coupon(1, PANDORA), coupon(3, PROMOFARMA, { voucher: { code: 'EXCL', exclusive: true } })],
  );
  mocked.fetchStoreInfo.mockResolvedValue({ historia: 'Pandora es una tienda de joyas.', informacion: 'Un dato útil sobre Pandora.' });
  mocked.fetchPopularStores.mockResolvedValue([
    { id: 16512, name: 'Promofarma', key: 'promofarma', logo: '/api/images/stores/promofarma.svg', active: 9 },
    { id: 15640, name: 'Pandora', key: 'pandora', logo: '/api/images/stores/pandora.svg', active: 5 },
  ]);
});

test('while the stores load, an invisible row holds the logos\' place; then the logos take it', async () => {
  let answer: (stores: Array<typeof PANDORA>) => void = () => undefined;
  mocked.fetchStores.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  renderAt('/cupones');
  expect(screen.getByTestId('logos-pending')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('navigation', { name: 'Tiendas con cupones' })).toBeNull();
  answer([PANDORA, PROMOFARMA]);
  expect(await screen.findByRole('navigation', { name: 'Tiendas con cupones' })).toBeInTheDocument();
  expect(screen.queryByTestId('logos-pending')).toBeNull();
});

test('heading with the Spanish month, store logos and coupon cards', async () => {
  renderAt('/cupones');
  const now = new Date();
  const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Códigos descuento, Vales y Cupones para ${months[now.getMonth()]} ${now.getFullYear()}`);
  const list = await screen.findByRole('list', { name: 'Cupones' });
  expect(within(list).getAllByRole('article')).toHaveLength(2);
  expect(mocked.fetchCoupons).toHaveBeenCalledWith(null, 'all');
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
  expect(mocked.fetchCoupons).toHaveBeenLastCalledWith(PANDORA.id, 'voucher');
  expect(screen.getByRole('radio', { name: 'Códigos descuento' })).toBeChecked();
  expect(screen.getByLabelText('Tienda')).toHaveValue('Pandora');

  await user.click(screen.getByRole('radio', { name: 'Exclusivos' }));
  await user.selectOptions(screen.getByLabelText('Tienda'), 'Promofarma');
  // Nothing is applied before the button.
  expect(router.state.location.pathname).toBe('/cupones/pandora');
  expect(mocked.fetchCoupons).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/cupones/Promofarma?type=true'));
  await waitFor(() => expect(mocked.fetchCoupons).toHaveBeenLastCalledWith(PROMOFARMA.id, 'true'));
});

test('Restablecer sets everything to all and reloads', async () => {
  const user = userEvent.setup();
  const router = renderAt('/cupones/Pandora?type=promotion');
  await screen.findByRole('list', { name: 'Cupones de Pandora' });
  expect(mocked.fetchStores).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Restablecer' }));
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/cupones'));
  await screen.findByRole('list', { name: 'Cupones' });
  expect(screen.getByRole('radio', { name: 'Todos' })).toBeChecked();
  expect(screen.getByLabelText('Tienda')).toHaveValue('all');
  expect(mocked.fetchStores).toHaveBeenCalledTimes(2);
  expect(mocked.fetchCoupons).toHaveBeenLastCalledWith(null, 'all');
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
  expect(mocked.fetchStoreInfo).toHaveBeenCalledWith('Pandora', expect.anything());
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
  mocked.fetchStoreInfo.mockRejectedValue(new Error('502'));
  renderAt('/cupones/pandora');
  await screen.findByRole('heading', { name: 'Consejos para ahorrar en Pandora' });
  await act(async () => undefined);
  expect(screen.queryByRole('heading', { name: /Historia de/ })).toBeNull();
  expect(screen.queryByRole('heading', { name: /Un dato sobre/ })).toBeNull();
});

test('errors show "Error en la petición: " and the cause; an unknown store shows the empty state', async () => {
  mocked.fetchCoupons.mockRejectedValueOnce(
    Object.assign(new Error('Request failed with status code 500: POST http://x/api/vouncher/vounchers'), {
      response: new Response(null, { status: 500, statusText: 'Internal Server Error' }),
    }),
  );
  renderAt('/cupones');
  expect(await screen.findByRole('alert')).toHaveTextContent('Error en la petición: error del servidor (500)');
});

test('an unknown store shows the empty state', async () => {
  renderAt('/cupones/tienda-inexistente');
  expect(await screen.findByText(/No hemos encontrado cupones de «tienda inexistente»/)).toBeInTheDocument();
  expect(mocked.fetchCoupons).not.toHaveBeenCalled();
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
