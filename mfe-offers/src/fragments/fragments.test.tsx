import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactElement } from 'react';
import * as catalog from '../api/catalog';
import { perView } from '../components/Carousel';
import { makeProduct, page } from '../test/products';
import ProductCard from './ProductCard';
import ProductStrip from './ProductStrip';
import Carousel from './Carousel';

jest.mock('../api/catalog', () => ({ searchProducts: jest.fn(), categoryProducts: jest.fn() }));
const search = catalog.searchProducts as jest.Mock;

function inRouter(el: ReactElement) {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: el }])} />);
}

beforeEach(() => {
  search.mockReset();
  search.mockImplementation(async (q: { limit: number }) => page(30, 1, q.limit));
});

test('ProductStrip: "Te recomendamos estos productos", 8 by default, keyed on the search', async () => {
  inRouter(<ProductStrip search="auriculares" />);
  const strip = await screen.findByRole('region', { name: 'Te recomendamos estos productos' });
  expect(within(strip).getAllByRole('article')).toHaveLength(8);
  expect(search).toHaveBeenCalledWith({ search: 'auriculares', limit: 8 }, expect.anything());
  expect(strip).toHaveAttribute('data-boundary', 'offers');
});

test('ProductStrip: custom title and limit; hidden on failure', async () => {
  inRouter(<ProductStrip search="x" limit={3} title="Más ofertas" />);
  expect(within(await screen.findByRole('region', { name: 'Más ofertas' })).getAllByRole('article')).toHaveLength(3);
});

test('ProductCard: a given product, or the first match of a search', async () => {
  inRouter(<ProductCard product={makeProduct(5, { title: 'Freidora de aire' })} />);
  expect(screen.getByRole('heading', { level: 3, name: 'Freidora de aire' })).toBeInTheDocument();
  expect(search).not.toHaveBeenCalled();
});

test('ProductCard by search text', async () => {
  inRouter(<ProductCard search="mochila" headingLevel={4} />);
  expect(await screen.findByRole('heading', { level: 4, name: 'Mochila de prueba 1' })).toBeInTheDocument();
  expect(search).toHaveBeenCalledWith({ search: 'mochila', limit: 1 }, expect.anything());
});

test('ProductCard with matchText: shown only on a ≥ 80 % word-overlap match with the product title', async () => {
  search.mockResolvedValue({ products: [makeProduct(1, { title: 'Auriculares Bluetooth Sony negros' })], meta: { total: 1, totalProducts: 1, page: 1, limit: 1, totalPages: 1 } });
  inRouter(
    <>
      <ProductCard search="auriculares sony" matchText="Auriculares Sony" />
      <ProductCard search="auriculares baratos" matchText="auriculares baratos de marca" />
    </>,
  );
  expect(await screen.findAllByRole('heading', { name: 'Auriculares Bluetooth Sony negros' })).toHaveLength(1);
  expect(search).toHaveBeenCalledTimes(2);
});

test('Carousel fragment: at most 25 items, controls, per-view from width (248 px cards, 9.9 px gap)', async () => {
  inRouter(<Carousel search="portatil" title="Portátiles" />);
  const region = await screen.findByRole('region', { name: 'Portátiles' });
  expect(search).toHaveBeenCalledWith({ search: 'portatil', limit: 25 }, expect.anything());
  expect(await within(region).findAllByRole('article')).toHaveLength(25);
  expect(within(region).getByRole('button', { name: 'Ofertas anteriores' })).toBeDisabled();
  expect(perView(1280)).toBe(5);
  // The site's 1,200 px column (1,168 px track) shows 5 whole cards, not 4 and a cut fifth (issue 12 #11).
  expect(perView(1168)).toBe(5);
  expect(perView(1000)).toBe(4);
  expect(perView(500)).toBe(2);
  expect(perView(358)).toBe(1);
  expect(perView(0)).toBe(5);
});

test('Carousel: falls back to the category when the search finds only the excluded product', async () => {
  const cat = (catalog as unknown as { categoryProducts: jest.Mock }).categoryProducts;
  search.mockResolvedValueOnce({ products: [makeProduct(1)], meta: { total: 1, totalProducts: 9, page: 1, limit: 25, totalPages: 1 } });
  cat.mockResolvedValueOnce(page(4, 1, 25));
  inRouter(<Carousel search="rara" excludeId="p1" fallbackCategory="Bags" />);
  const region = await screen.findByRole('region', { name: 'Ofertas relacionadas' });
  expect(cat).toHaveBeenCalledWith({ category: 'Bags', limit: 25 }, expect.anything());
  expect(await within(region).findAllByRole('article')).toHaveLength(3);
});
