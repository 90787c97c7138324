import { fireEvent, screen, within } from '@testing-library/react';
import { makeSummary, inlineSite } from '../test/articles';
import { stubFetch } from '@ofertas/web-kit/test';
import { renderAt } from '../test/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
  inlineSite();
});

test('the newest article is featured with the default author; the others are cards linking to /blog/{slug}', async () => {
  const list = [
    makeSummary(3, { title: 'Cómo ahorrar en Black Friday', slug: 'black-friday-2024', date: '2024-11-12' }),
    makeSummary(2, { author: 'Lucía Gómez' }),
    makeSummary(1),
  ];
  const { seen } = stubFetch({ '/api/blog': { body: list } });
  renderAt('/blog');
  const heading = await screen.findByRole('heading', { level: 2, name: 'Cómo ahorrar en Black Friday' });
  const card = heading.closest('article')!;
  expect(card).toHaveAttribute('data-featured', 'true');
  expect(within(card).getByRole('link', { name: 'Cómo ahorrar en Black Friday' })).toHaveAttribute('href', '/blog/black-friday-2024');
  expect(within(card).getByText('Equipo de Ofertas Flash')).toBeInTheDocument();
  expect(within(card).getByText('12 de noviembre de 2024')).toBeInTheDocument();
  expect(within(card).getByText('Descripción del artículo 3.')).toBeInTheDocument();

  const more = screen.getByRole('region', { name: 'Más artículos' });
  const links = within(more).getAllByRole('link');
  expect(links.map((l) => l.getAttribute('href'))).toEqual(['/blog/articulo-de-prueba-2', '/blog/articulo-de-prueba-1']);
  expect(seen.map((r) => r.url)).toEqual(['/api/blog']);

  const crumbs = screen.getByRole('navigation', { name: 'Migas de pan' });
  expect(within(crumbs).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
  expect(within(crumbs).getByText('Blog')).toHaveAttribute('aria-current', 'page');

  const follow = screen.getByRole('region', { name: 'Síguenos' });
  const x = within(follow).getByRole('link', { name: /^X/ });
  expect(x).toHaveAttribute('href', 'https://x.com/ofertasflash');
  expect(x).toHaveAttribute('target', '_blank');
  expect(within(follow).getAllByRole('link')).toHaveLength(2);
});

test('author defaults to the site owner when no SITE_AUTHOR is set', async () => {
  inlineSite({ ...(await import('../test/articles')).SITE, author: undefined });
  stubFetch({ '/api/blog': { body: [makeSummary(1)] } });
  renderAt('/blog');
  const heading = await screen.findByRole('heading', { level: 2, name: 'Artículo de prueba 1' });
  expect(within(heading.closest('article')!).getByText('Ofertas Flash S.L.')).toBeInTheDocument();
});

test('loading state, then the empty state "No hay artículos"; the follow block waits below for the list', async () => {
  stubFetch({ '/api/blog': { body: [] } });
  renderAt('/blog');
  expect(screen.getByRole('status')).toHaveTextContent('Cargando artículos…');
  // Drawn before the list, the cards arriving above it pushed it down the screen (CLS 0.29 on /blog).
  expect(screen.queryByRole('region', { name: 'Síguenos' })).toBeNull();
  expect(await screen.findByText('No hay artículos')).toBeInTheDocument();
  expect(screen.queryByText('Cargando artículos…')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Síguenos' })).toBeInTheDocument();
});

test('a failed list call shows "No se encontraron artículos"', async () => {
  stubFetch({ '/api/blog': { status: 500, body: { statusCode: 500, message: 'boom' } } });
  renderAt('/blog');
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('No se encontraron artículos');
});

test('an answer that breaks the contract is an error, not a half-drawn list', async () => {
  stubFetch({ '/api/blog': { body: [{ title: 'sin slug' }] } });
  renderAt('/blog');
  expect(await screen.findByRole('alert')).toHaveTextContent('No se encontraron artículos');
});

test("a card's broken cover falls back to the placeholder image", async () => {
  stubFetch({ '/api/blog': { body: [makeSummary(1, { image: 'https://imagenes.example/rota.jpg' })] } });
  const { container } = renderAt('/blog');
  await screen.findAllByRole('article');
  const img = container.querySelector('article img')!;
  expect(img).toHaveAttribute('src', 'https://imagenes.example/rota.jpg');
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', '/api/images/placeholder.svg');
});
