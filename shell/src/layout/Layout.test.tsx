import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../routes';
import { mockFetch, renderRoutes } from '../test/render';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(() => new Promise(() => undefined)) }));

const CATEGORIES = Array.from({ length: 12 }, (_, i) => ({
  _id: String(i),
  title: `Categoría ${i}`,
  value: `Cat ${i}`,
  valueurl: `cat-${i}`,
  image: '',
  description: '',
}));

test('shared layout: header, 5 shortcuts, banners, footer with 8 categories, community and legal links', async () => {
  mockFetch({ '/api/categories/categories': CATEGORIES, '/remotes.json': {} });
  renderRoutes(appRoutes(), { path: '/links' });
  expect(screen.getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '#login');
  const nav = screen.getByRole('navigation', { name: 'Categorías destacadas' });
  const shortcuts = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
  expect(shortcuts).toEqual([
    ['Ùltimas ofertas', '/categorias/todo'],
    ['Tecnología', '/categorias/ordenadores'],
    ['Compras', '/categorias/bolsas'],
    ['Regalos', '/categorias/cuidado-de-la-piel'],
    ['Hogar', '/categorias/accesorios-para-el-hogar'],
  ]);
  expect(screen.getByRole('link', { name: 'Nuevo! Cupones Descuento!' })).toHaveAttribute('href', '/cupones');
  expect(screen.queryByRole('complementary', { name: 'Promoción destacada' })).not.toBeInTheDocument(); // extra banner only on / and /ofertas
  expect(await screen.findByRole('link', { name: 'Categoría 7' })).toHaveAttribute('href', '/categorias/cat-7');
  expect(screen.queryByRole('link', { name: 'Categoría 8' })).not.toBeInTheDocument();
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent('© 2024 Titular Test S.L. Todos los derechos reservados.');
  for (const name of ['Blog', 'Cupones', 'Ofertas Black Friday', 'X', 'Aviso legal', 'Política de privacidad', 'Política de cookies']) {
    expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
  }
  expect(await screen.findByRole('heading', { level: 1, name: 'Links a las mejores ofertas' })).toBeInTheDocument();
});

test('the coupons banner can be closed; the extra banner shows on home and /ofertas', async () => {
  const user = userEvent.setup();
  mockFetch({ '/remotes.json': {} });
  renderRoutes(appRoutes(), { path: '/ofertas' });
  expect(screen.getByRole('complementary', { name: 'Promoción destacada' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cerrar aviso de cupones' }));
  expect(screen.queryByRole('link', { name: 'Nuevo! Cupones Descuento!' })).not.toBeInTheDocument();
});

test('Subir appears after scrolling more than 400 px; it takes the focus up with the page', async () => {
  const user = userEvent.setup();
  window.scrollTo = jest.fn();
  mockFetch({ '/remotes.json': {} });
  renderRoutes(appRoutes(), { path: '/nosotros' });
  expect(screen.queryByRole('button', { name: 'Subir' })).not.toBeInTheDocument();
  Object.defineProperty(window, 'scrollY', { value: 401, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  const up = await screen.findByRole('button', { name: 'Subir' });
  await user.click(up);
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  // The button goes away near the top: the focus must not fall to the body at the end of the page.
  expect(screen.getByRole('main')).toHaveFocus();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

test('the site configuration inlined by the backend is used without a request', async () => {
  const { readInlineSiteInfo } = await import('../site/SiteContext');
  const script = document.createElement('script');
  script.id = 'site-info';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ siteName: 'Inline', owner: 'Dueño', contactEmail: 'a@b.es', postalAddress: 'x', social: [], ga4Id: null, sponsorBanner: null });
  document.body.appendChild(script);
  expect(readInlineSiteInfo()?.siteName).toBe('Inline');
  script.textContent = '{roto';
  expect(readInlineSiteInfo()).toBeNull();
  script.remove();
});

test('a top-nav category shortcut clears the header search text (SPEC §4)', async () => {
  const user = userEvent.setup();
  mockFetch({ '/remotes.json': {} });
  const { router } = renderRoutes(appRoutes(), { path: '/' });
  const box = screen.getByRole('searchbox');
  await user.type(box, 'portatil{Enter}');
  expect(router.state.location.pathname).toBe('/ofertas/portatil');
  expect(box).toHaveValue('portatil');
  await user.click(screen.getByRole('navigation', { name: 'Categorías destacadas' }).querySelector('a[href="/categorias/ordenadores"]')!);
  expect(router.state.location.pathname).toBe('/categorias/ordenadores');
  expect(screen.getByRole('searchbox')).toHaveValue('');
  expect(localStorage.getItem('ofertas.lastSearch')).toBeNull();
});
