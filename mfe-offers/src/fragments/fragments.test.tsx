import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactElement } from 'react';
import type { Product } from '@ofertas/contracts/rules';
import { stubFetch, type SeenRequest, type StubAnswer } from '@ofertas/web-kit/test';
import { perView } from '../components/Carousel';
import { catalogue, productsBody } from '../test/catalogue';
import { makeProduct } from '../test/products';
import ProductCard from './ProductCard';
import ProductStrip from './ProductStrip';
import Carousel from './Carousel';

const SEARCH = '/api/products/get/';
const BY_CATEGORY = '/api/products/categories/';

let net: ReturnType<typeof stubFetch>;
/** The catalogue answers 30 matches per search and 12 per category unless `answer` says otherwise. */
function serve(answer?: (req: SeenRequest) => StubAnswer | undefined) {
  const real = catalogue({ searchTotal: 30 });
  net?.restore();
  net = stubFetch((req) => answer?.(req) ?? real(req));
}
/** An answer holding exactly these products. */
const only = (products: Product[], limit: number): StubAnswer => ({
  body: [{ Data: products, Metadata: [{ total: products.length, totalProducts: 3200, page: 1, limit, totalPages: 1 }] }],
});
const queries = (path: string) => net.to(path).map((r) => Object.fromEntries(r.query));

function inRouter(el: ReactElement) {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: el }])} />);
}

beforeEach(() => serve());
afterEach(() => net.restore());

test('ProductStrip: "Te recomendamos estos productos", 8 by default, keyed on the search', async () => {
  inRouter(<ProductStrip search="auriculares" />);
  const strip = await screen.findByRole('region', { name: 'Te recomendamos estos productos' });
  expect(within(strip).getAllByRole('article')).toHaveLength(8);
  expect(queries(SEARCH)).toEqual([{ search: 'auriculares', category: 'all', brand: 'all', price: '0', page: '1', limit: '8' }]);
  expect(strip).toHaveAttribute('data-boundary', 'offers');
});

test('ProductStrip: custom title and limit', async () => {
  inRouter(<ProductStrip search="x" limit={3} title="Más ofertas" />);
  expect(within(await screen.findByRole('region', { name: 'Más ofertas' })).getAllByRole('article')).toHaveLength(3);
  expect(queries(SEARCH)).toEqual([expect.objectContaining({ search: 'x', limit: '3' })]);
});

test('ProductCard: a given product, or the first match of a search', async () => {
  inRouter(<ProductCard product={makeProduct(5, { title: 'Freidora de aire' })} />);
  expect(screen.getByRole('heading', { level: 3, name: 'Freidora de aire' })).toBeInTheDocument();
  expect(net.seen).toEqual([]);
});

test('ProductCard by search text', async () => {
  inRouter(<ProductCard search="mochila" headingLevel={4} />);
  expect(await screen.findByRole('heading', { level: 4, name: 'Mochila de prueba 1' })).toBeInTheDocument();
  expect(queries(SEARCH)).toEqual([expect.objectContaining({ search: 'mochila', limit: '1', page: '1' })]);
});

test('ProductCard with matchText: shown only on a ≥ 80 % word-overlap match with the product title', async () => {
  serve((req) => (req.path === SEARCH ? only([makeProduct(1, { title: 'Auriculares Bluetooth Sony negros' })], 1) : undefined));
  inRouter(
    <>
      <ProductCard search="auriculares sony" matchText="Auriculares Sony" />
      <ProductCard search="auriculares baratos" matchText="auriculares baratos de marca" />
    </>,
  );
  expect(await screen.findAllByRole('heading', { name: 'Auriculares Bluetooth Sony negros' })).toHaveLength(1);
  expect(queries(SEARCH).map((q) => q.search).sort()).toEqual(['auriculares baratos', 'auriculares sony']);
});

test('Carousel fragment: at most 25 items, controls, per-view from width (248 px cards, 9.9 px gap)', async () => {
  inRouter(<Carousel search="portatil" title="Portátiles" />);
  const region = await screen.findByRole('region', { name: 'Portátiles' });
  expect(queries(SEARCH)).toEqual([expect.objectContaining({ search: 'portatil', limit: '25' })]);
  expect(await within(region).findAllByRole('article')).toHaveLength(25);
  expect(within(region).getByRole('button', { name: 'Ofertas anteriores' })).toBeDisabled();
  for (const li of within(region).getAllByRole('listitem')) expect(li.style.flexBasis).toBe('248px');
  // 5 × 248 px + 4 × 9.9 px = 1,279.6 px holds five whole cards; a narrower track holds fewer whole ones.
  expect(perView(1279.6)).toBe(5);
  expect(perView(1160)).toBe(4);
  expect(perView(1000)).toBe(3);
  expect(perView(505.9)).toBe(2);
  expect(perView(350)).toBe(1);
  expect(perView(0)).toBe(5);
});

test('Carousel: falls back to the category when the search finds only the excluded product', async () => {
  serve((req) => (req.path === SEARCH ? only([makeProduct(1)], 25) : req.path === BY_CATEGORY ? { body: productsBody(4, req) } : undefined));
  inRouter(<Carousel search="rara" excludeId="p1" fallbackCategory="Bags" />);
  const region = await screen.findByRole('region', { name: 'Ofertas relacionadas' });
  expect(queries(BY_CATEGORY)).toEqual([expect.objectContaining({ category: 'Bags', brand: 'all', limit: '25' })]);
  expect(await within(region).findAllByRole('article')).toHaveLength(3);
});
