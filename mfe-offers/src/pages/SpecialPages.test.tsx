import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BLACK_FRIDAY_COMPUTERS_HEADING, BLACK_FRIDAY_MIN_DISCOUNT } from '@ofertas/contracts/rules';
import { page } from '../test/products';
import { stubFetch, type SeenRequest } from '@ofertas/web-kit/test';
import BackToSchoolPage, { BACK_TO_SCHOOL_SEARCH } from './BackToSchoolPage';
import BlackFridayPage, { BLACK_FRIDAY_CATEGORY } from './BlackFridayPage';

/** The catalogue answer shape (GET /api/products/...): one element with Data and Metadata. */
function answer(total: number, req: SeenRequest) {
  const p = page(total, Number(req.query.get('page')), Number(req.query.get('limit')));
  return { body: [{ Data: p.products, Metadata: [p.meta] }] };
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/ofertas/vuelta-al-cole', element: <BackToSchoolPage /> },
      { path: '/ofertas/black-friday', element: <BlackFridayPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const realFetch = globalThis.fetch;
const RealRequest = globalThis.Request;
beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.Request = RealRequest;
});

test('vuelta al cole: one broad search, its total as title, a pager kept in the URL', async () => {
  const { seen } = stubFetch((req) => answer(45, req));
  const router = renderAt('/ofertas/vuelta-al-cole');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ofertas totales: 45 ofertas' })).toBeInTheDocument();
  expect(seen[0]!.path).toBe('/api/products/get/');
  expect(Object.fromEntries(seen[0]!.query)).toMatchObject({ search: BACK_TO_SCHOOL_SEARCH, page: '1', category: 'all', brand: 'all' });
  const limit = Number(seen[0]!.query.get('limit'));
  expect(screen.getAllByRole('article')).toHaveLength(limit);

  const pager = screen.getByRole('navigation', { name: 'Paginación de ofertas vuelta al cole' });
  await userEvent.click(within(pager).getByRole('button', { name: 'Página siguiente' }));
  expect(await screen.findByText(`page 2 de ${Math.ceil(45 / limit)}`)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?page=2');
  expect(seen.at(-1)!.query.get('page')).toBe('2');
});

test('Black Friday: the deepest discounts with a short pager, then the computers category', async () => {
  const { seen } = stubFetch((req) => answer(req.path === '/api/products/categories/' ? 25 : 30, req));
  renderAt('/ofertas/black-friday');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ofertas Black Friday: 30 ofertas' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: BLACK_FRIDAY_COMPUTERS_HEADING })).toBeInTheDocument();
  const all = seen.find((r) => r.path === '/api/products/get/')!;
  expect(all.query.get('search')).toBe('null');
  // Not the whole catalogue: a minimum discount, deepest first (the API's order without search).
  expect(all.query.get('minDiscount')).toBe(String(BLACK_FRIDAY_MIN_DISCOUNT));
  const computers = seen.find((r) => r.path === '/api/products/categories/')!;
  expect(computers.query.get('category')).toBe(BLACK_FRIDAY_CATEGORY);
  const limit = Number(all.query.get('limit'));
  expect(screen.getByRole('navigation', { name: 'Paginación de ofertas Black Friday' })).toHaveTextContent(`1 de ${Math.ceil(30 / limit)}`);

  // The computers pager refetches, then scrolls to the bottom of the page (SPEC §2).
  const scrollTo = window.scrollTo as jest.Mock;
  scrollTo.mockClear();
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Paginación de ordenadores en oferta' })).getByRole('button', { name: 'Página siguiente' }));
  await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: document.documentElement.scrollHeight, behavior: 'smooth' }));
  expect(seen.filter((r) => r.path === '/api/products/categories/').at(-1)!.query.get('page')).toBe('2');
});

test('a failed answer shows the Spanish list error, not a broken page', async () => {
  stubFetch(() => ({ status: 500, body: { statusCode: 500, message: 'x' } }));
  renderAt('/ofertas/vuelta-al-cole');
  // A GET is retried once after a 5xx; then the list shows the spec's error with the HTTP status as its cause.
  expect(await screen.findByText('No se encontraron ofertas', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText(/500/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Ofertas vuelta al cole' })).toBeInTheDocument();
});

test.each([
  ['/ofertas/vuelta-al-cole?page=500', 45, 25, 'Paginación de ofertas vuelta al cole'],
  ['/ofertas/black-friday?page=99999', 30, 10, 'Paginación de ofertas Black Friday'],
])('%s: a page past the last (an old link) is replaced by the last page, pager and all', async (path, total, limit, pagerName) => {
  const { seen } = stubFetch((req) => answer(req.path === '/api/products/categories/' ? 25 : total, req));
  const router = renderAt(path);
  const last = Math.ceil(total / limit);
  const pager = await screen.findByRole('navigation', { name: pagerName });
  expect(pager).toHaveTextContent(`${last}`);
  expect(router.state.location.search).toBe(`?page=${last}`);
  expect(router.state.historyAction).toBe('REPLACE');
  // Never asked past the API's last page (a 400 shown as the list's error before).
  expect(seen.every((r) => Number(r.query.get('page')) <= 10_000)).toBe(true);
});

test.each([
  ['/ofertas/vuelta-al-cole', 'Ofertas vuelta al cole'],
  ['/ofertas/black-friday', 'Ofertas Black Friday'],
])('%s: structured product-list data, each product with an offer in EUR, in stock', async (path, name) => {
  document.head.innerHTML = '';
  stubFetch((req) => answer(12, req));
  renderAt(path);
  await screen.findAllByRole('article');
  await waitFor(() => expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull());
  const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((el) => JSON.parse(el.textContent!) as Record<string, unknown>);
  const list = blocks.find((b) => b['@type'] === 'ItemList') as { name: string; numberOfItems: number; itemListElement: Array<{ url: string; item: Record<string, unknown> & { offers: Record<string, unknown> } }> };
  expect(list.name).toBe(name);
  expect(list.numberOfItems).toBe(list.itemListElement.length);
  const first = list.itemListElement[0]!;
  expect(first).toMatchObject({ '@type': 'ListItem', position: 1, url: expect.stringMatching(/\/ofertas\/[a-z0-9-]+\/p1$/) });
  expect(first.item).toMatchObject({ '@type': 'Product', name: 'Mochila de prueba 1', url: first.url });
  expect(first.item.offers).toMatchObject({ '@type': 'Offer', price: '41.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' });
  expect(first.item['@context']).toBeUndefined();
});
