import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HOME_ERROR } from '@ofertas/contracts/rules';
import { stubFetch } from '@ofertas/web-kit/test';
import { loadCategories } from '../api/home';
import { catalogue, category, SERVER_ERROR, type Catalogue } from '../test/catalogue';
import HomePage, { categoryWindow, SEE_MORE_LABELS } from './HomePage';

const CATS = Array.from({ length: 30 }, (_, i) => ({ ...category(String(i), `Categoría ${i}`, `Cat${i}`, `cat-${i}`), image: `/api/images/c${i}.svg`, description: `Texto ${i}` }));
const BANNER = { imageUrl: '/banner.png', linkUrl: 'https://sponsor.example/', alt: 'Patrocinador de prueba' };

let net: ReturnType<typeof stubFetch> | undefined;
function serve(c: Catalogue, fail: string[] = []) {
  const answer = catalogue(c);
  net = stubFetch((req) => (fail.includes(req.path) ? SERVER_ERROR : answer(req)));
}

function renderHome() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] })} />);
}

beforeEach(() => loadCategories.forget()); // cached per visit: each test is a new visit
afterEach(() => {
  net?.restore();
  net = undefined;
});

test('category window: 8 from the offset (0–19), shifted back when the list is short', () => {
  expect(categoryWindow(CATS, 0).map((c) => c.id)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
  expect(categoryWindow(CATS, 19).map((c) => c.id)).toEqual(['19', '20', '21', '22', '23', '24', '25', '26']);
  expect(categoryWindow(CATS.slice(0, 10), 19).map((c) => c.id)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
  expect(categoryWindow(CATS.slice(0, 5), 3)).toHaveLength(5);
});

test('home: title, 8 category cards (title, image, description, see-more label) linking to /categorias/{slug}, sponsored banner', async () => {
  const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
  serve({ categories: CATS, sponsorBanner: BANNER });
  renderHome();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/ofertas flash/i);
  expect(screen.getByRole('heading', { level: 2, name: 'Ofertas por Categorías' })).toBeInTheDocument();
  const cards = (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.closest('li')!);
  expect(cards).toHaveLength(8);
  expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Categoría 10');
  expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/categorias/cat-10');
  expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/api/images/c10.svg');
  expect(within(cards[0]!).getByText('Texto 10')).toBeInTheDocument();
  expect(SEE_MORE_LABELS.some((l) => cards[0]!.textContent!.includes(l))).toBe(true);
  // Valid HTML: a card's heading sits in block content, never inside a span (phrasing content).
  for (const card of cards) expect(card.querySelector('span h3, span p, span div')).toBeNull();
  const ad = await screen.findByRole('img', { name: 'Patrocinador de prueba' });
  expect(ad.closest('a')).toHaveAttribute('rel', 'sponsored nofollow');
  expect(ad.closest('a')).toHaveAttribute('href', 'https://sponsor.example/');
  expect(net!.seen.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /api/categories/categories', 'GET /api/site']);
  random.mockRestore();
});

test('home: loading, then "Algo fue mal" on error; local sponsor banner when none is configured', async () => {
  serve({ sponsorBanner: null }, ['/api/categories/categories']);
  renderHome();
  expect(screen.getByText('Cargando categorías…')).toBeInTheDocument();
  expect(await screen.findByText(HOME_ERROR)).toBeInTheDocument();
  const ad = await screen.findByRole('img', { name: /Espacio patrocinado/ });
  expect(ad.closest('a')).toHaveAttribute('rel', 'sponsored nofollow');
});

test('home: empty state', async () => {
  serve({ categories: [] });
  renderHome();
  expect(await screen.findByText(/Todavía no hay categorías/)).toBeInTheDocument();
});
