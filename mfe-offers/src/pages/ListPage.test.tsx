import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LIST_EMPTY, LIST_ERROR } from '@ofertas/contracts/rules';
import { stubFetch } from '@ofertas/web-kit/test';
import { loadCategories } from '../api/home';
import { catalogue, productsBody, SERVER_ERROR, type Catalogue } from '../test/catalogue';
import { ListPage } from './ListPage';

const SEARCH = '/api/products/get/';
const BY_CATEGORY = '/api/products/categories/';

let net: ReturnType<typeof stubFetch>;
/** The backend answers like the real one (../test/catalogue); `c` changes its figures. */
function serve(c: Catalogue = {}) {
  net?.restore();
  net = stubFetch(catalogue(c));
}
/** The query string of the last request to a path, as sent. */
const lastQuery = (path: string) => Object.fromEntries(net.to(path).at(-1)?.query ?? []);

function setWidth(w: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: w });
}

function renderList(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/ofertas/:keyword?', element: <ListPage kind="search" /> },
      { path: '/categorias/:category?', element: <ListPage kind="category" /> },
      { path: '/marca/:brand?', element: <ListPage kind="brand" /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const url = (r: ReturnType<typeof renderList>) => r.state.location.pathname + r.state.location.search;

beforeEach(() => {
  jest.useRealTimers();
  loadCategories.forget(); // cached per visit: each test is a new visit
  serve();
  window.scrollTo = jest.fn();
  setWidth(1366);
});
afterEach(() => net.restore());

test('title, cards, pager: previous disabled on page 1; next writes page=2; previous back to 1 removes it', async () => {
  const r = renderList('/ofertas/mochila');
  expect(await screen.findByRole('heading', { level: 1, name: '45 Ofertas de mochila' })).toBeInTheDocument();
  expect(lastQuery(SEARCH)).toEqual({ search: 'mochila', category: 'all', brand: 'all', price: '0', page: '1', limit: '25' });
  expect(screen.getAllByRole('article')).toHaveLength(25);
  expect(screen.getByText('page 1 de 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  expect(url(r)).toBe('/ofertas/mochila?page=2');
  expect(await screen.findByText('page 2 de 2')).toBeInTheDocument();
  expect(lastQuery(SEARCH)).toMatchObject({ page: '2', limit: '25' });
  expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
  expect(url(r)).toBe('/ofertas/mochila');
});

test('cards link to the product page and click out through /go/{id} (sponsored, new tab)', async () => {
  renderList('/ofertas/mochila');
  const card = (await screen.findAllByRole('article'))[0]!;
  expect(within(card).getByRole('link', { name: 'Mochila de prueba 1' })).toHaveAttribute('href', '/ofertas/mochila-de-prueba-1/p1');
  const go = within(card).getByText('Ir a la Oferta').closest('a')!;
  expect(go).toHaveAttribute('href', '/go/p1');
  expect(go).toHaveAttribute('rel', 'sponsored noopener');
  expect(go).toHaveAttribute('target', '_blank');
  expect(within(card).getByText('41,00 €')).toBeInTheDocument();
  expect(within(card).getByText('61,00 €')).toBeInTheDocument();
});

test('category resets brand and page; brand resets page; the URL carries categorias/marca; back restores', async () => {
  const r = renderList('/ofertas/mochila?marca=Eastpak&precio=80&page=2');
  await screen.findByText('page 2 de 2');
  const cat = screen.getByLabelText('Categoría');
  await waitFor(() => expect(within(cat).getByRole('option', { name: 'Bolsos y mochilas' })).toBeInTheDocument());
  await userEvent.selectOptions(cat, 'Bags');
  expect(url(r)).toBe('/ofertas/mochila?categorias=bolsas&precio=80');
  await waitFor(() => expect(lastQuery(SEARCH)).toMatchObject({ search: 'mochila', category: 'Bags', brand: 'all', price: '80', page: '1' }));
  // The facets follow the other filters.
  await waitFor(() => expect(lastQuery('/api/brand/get/')).toEqual({ search: 'mochila', category: 'Bags', price: '80' }));
  expect(lastQuery('/api/categories/get/')).toEqual({ search: 'mochila', brand: 'all', price: '80' });
  await userEvent.selectOptions(screen.getByLabelText('Marca'), 'Herschel');
  expect(url(r)).toBe('/ofertas/mochila?categorias=bolsas&marca=herschel&precio=80');
  await act(() => r.navigate(-1));
  expect(url(r)).toBe('/ofertas/mochila?categorias=bolsas&precio=80');
  expect(screen.getByLabelText('Marca')).toHaveValue('all');
  await act(() => r.navigate(-1));
  expect(url(r)).toBe('/ofertas/mochila?marca=Eastpak&precio=80&page=2');
  await screen.findByText('page 2 de 2');
});

test('price (slider or number input) becomes a filter once settled and resets page; smooth scroll after 100 ms', async () => {
  jest.useFakeTimers();
  const r = renderList('/ofertas/mochila?page=2');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(10);
  });
  fireEvent.change(screen.getByLabelText('Precio máximo en euros'), { target: { value: '150' } });
  fireEvent.change(screen.getByLabelText('Precio máximo en euros'), { target: { value: '120' } });
  expect(url(r)).toBe('/ofertas/mochila?page=2');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(500);
  });
  expect(url(r)).toBe('/ofertas/mochila?precio=120');
  (window.scrollTo as jest.Mock).mockClear();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  fireEvent.change(screen.getByLabelText('Precio máximo (control deslizante)'), { target: { value: '2000' } });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(500);
  });
  expect(url(r)).toBe('/ofertas/mochila?precio=1000');
});

test('clear filters resets everything', async () => {
  const r = renderList('/ofertas/mochila?categorias=bolsas&marca=Eastpak&precio=80&page=2');
  await screen.findByText('page 2 de 2');
  expect(screen.getByText('3 Filtros activos')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Borrar filtros' }));
  expect(url(r)).toBe('/ofertas/mochila');
});

test('a page beyond the last is replaced by the last page', async () => {
  const r = renderList('/ofertas/mochila?page=9');
  await waitFor(() => expect(url(r)).toBe('/ofertas/mochila?page=2'));
  expect(await screen.findByText('page 2 de 2')).toBeInTheDocument();
});

test.each([
  [1366, 25],
  [1200, 20],
  [700, 15],
  [390, 10],
])('window %i px asks for %i products', async (w, limit) => {
  setWidth(w);
  renderList('/ofertas/mochila');
  await screen.findByRole('heading', { level: 1, name: '45 Ofertas de mochila' });
  expect(lastQuery(SEARCH)).toMatchObject({ limit: String(limit) });
});

test('≤ 1180 px: filters in a dialog titled with the active-filter count; Escape closes it', async () => {
  setWidth(1180);
  renderList('/ofertas/mochila?marca=Eastpak');
  await screen.findByRole('button', { name: /Filtros 1 Filtro activo/ });
  expect(screen.queryByLabelText('Categoría')).not.toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: /Filtros/ }));
  const dialog = screen.getByRole('dialog', { name: '1 Filtro activo' });
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(within(dialog).getByLabelText('Categoría')).toBeVisible();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(dialog).not.toHaveAttribute('open');
  expect(screen.getByRole('button', { name: /Filtros/ })).toHaveFocus();
});

test('wide windows: filters inline with their count', async () => {
  renderList('/ofertas/mochila?precio=50&categorias=bolsas');
  expect(await screen.findByRole('heading', { name: /Filtros\s*2 Filtros activos/ })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('empty and error states', async () => {
  serve({ searchTotal: 0 });
  renderList('/ofertas/nada');
  expect(await screen.findByText(LIST_EMPTY)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('0 Ofertas de nada');
});

test('error state: "No se encontraron ofertas" with the cause', async () => {
  const answer = catalogue();
  net.restore();
  net = stubFetch((req) => (req.path === SEARCH ? SERVER_ERROR : answer(req)));
  renderList('/ofertas/mochila');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(LIST_ERROR);
  expect(alert).toHaveTextContent('Error en la petición: error del servidor (500)');
});

test('category list: path slug, categories endpoint, Spanish title; choosing a category changes the path', async () => {
  const r = renderList('/categorias/bolsas?marca=Eastpak');
  expect(await screen.findByRole('heading', { level: 1, name: '12 Ofertas de Bolsos y mochilas' })).toBeInTheDocument();
  expect(lastQuery(BY_CATEGORY)).toEqual({ category: 'Bags', brand: 'Eastpak', price: '0', page: '1', limit: '25' });
  expect(net.to(SEARCH)).toEqual([]);
  await userEvent.selectOptions(screen.getByLabelText('Categoría'), 'Laptops');
  expect(url(r)).toBe('/categorias/ordenadores-portatiles');
});

test('brand list: brand from the path, searched without text', async () => {
  renderList('/marca/The%20North%20Face');
  await screen.findByRole('heading', { level: 1, name: '45 Ofertas de The North Face' });
  expect(lastQuery(SEARCH)).toMatchObject({ search: 'null', brand: 'The North Face' });
});

test('brand slug: the brand is named as the catalogue spells it, the filter shows it, links use the slug', async () => {
  const answer = catalogue();
  net.restore();
  net = stubFetch((req) => (req.path === SEARCH ? { body: productsBody(45, req, { brand: 'Herschel' }) } : answer(req)));
  const r = renderList('/marca/herschel');
  await screen.findByRole('heading', { level: 1, name: '45 Ofertas de Herschel' });
  expect(lastQuery(SEARCH)).toMatchObject({ search: 'null', brand: 'herschel' });
  expect(screen.getByLabelText('Marca')).toHaveValue('Herschel');
  await userEvent.selectOptions(screen.getByLabelText('Categoría'), 'Bags');
  expect(url(r)).toBe('/marca/herschel?categorias=bolsas');
});

test("an unknown category slug lists everything as 'Todo' (SPEC §3), not '0 Ofertas de no-such-cat'", async () => {
  renderList('/categorias/no-such-cat');
  await screen.findByRole('heading', { level: 1, name: '12 Ofertas de Todo' });
  expect(lastQuery(BY_CATEGORY)).toMatchObject({ category: 'all' });
});

test('a search heading shows the words as typed (history state), the API gets the slug words', async () => {
  const router = createMemoryRouter([{ path: '/ofertas/:keyword?', element: <ListPage kind="search" /> }], {
    initialEntries: [{ pathname: '/ofertas/portatil-gaming-senor', state: { searchText: 'portátil gaming señor' } }],
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: '45 Ofertas de portátil gaming señor' });
  expect(lastQuery(SEARCH)).toMatchObject({ search: 'portatil gaming senor' });
});

test("a search answered for part of its words says so: 'Mostrando resultados para «…»'", async () => {
  const answer = catalogue();
  net.restore();
  net = stubFetch((req) => (req.path === SEARCH ? { body: productsBody(3, req, { searchedFor: 'portatiles' }) } : answer(req)));
  renderList('/ofertas/portatiles-procesador-memoria-y-precio');
  await screen.findByRole('heading', { level: 1, name: '3 Ofertas de portatiles procesador memoria y precio' });
  expect(screen.getByText('Mostrando resultados para «portatiles»')).toBeInTheDocument();
});

test('a search matched whole shows no such note', async () => {
  renderList('/ofertas/portatil');
  await screen.findByRole('heading', { level: 1, name: '45 Ofertas de portatil' });
  expect(screen.queryByText(/Mostrando resultados para/)).toBeNull();
});
