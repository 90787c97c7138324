import { REMOTE_NAMES } from './federation';
import { matchRoute, routeByPattern, routeTitle, ROUTES, routesOf } from './routes';

const owner = (path: string) => matchRoute(path)?.route.owner ?? null;

test('every pattern appears once, every remote owns at least one route', () => {
  expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
  for (const name of REMOTE_NAMES) expect(routesOf(name).length).toBeGreaterThan(0);
  for (const r of ROUTES) {
    expect(r.title).not.toBe('');
    expect(r.description).not.toBe('');
  }
});

test('static segments beat dynamic ones, as in react-router', () => {
  expect(owner('/')).toBe('offers');
  expect(owner('/links')).toBe('shell');
  expect(owner('/error')).toBe('shell');
  expect(owner('/legal/privacy')).toBe('shell');
  expect(owner('/blog/new')).toBe('editor');
  expect(owner('/blog')).toBe('blog');
  expect(owner('/blog/mi-articulo')).toBe('blog');
  expect(owner('/mi-articulo')).toBe('blog');
  expect(owner('/cupones/pandora')).toBe('coupons');
  expect(matchRoute('/ofertas/black-friday')?.route.pattern).toBe('/ofertas/black-friday');
  expect(matchRoute('/ofertas/portatiles')?.route.pattern).toBe('/ofertas/:keyword?');
  expect(matchRoute('/ofertas')?.route.pattern).toBe('/ofertas/:keyword?');
  expect(matchRoute('/ofertas/portatil-hp/123')?.route.pattern).toBe('/ofertas/:title/:id');
  expect(matchRoute('/categorias')?.route.pattern).toBe('/categorias/:category?');
});

test('unknown paths match nothing', () => {
  expect(matchRoute('/x/y')).toBeNull();
  expect(matchRoute('/a/b/c')).toBeNull();
  expect(matchRoute('/legal/otra')).toBeNull();
});

test('params are decoded; trailing slash and case are ignored like react-router does', () => {
  expect(matchRoute('/ofertas/port%C3%A1til-hp/123')?.params).toEqual({ title: 'portátil-hp', id: '123' });
  expect(matchRoute('/marca')?.params).toEqual({});
  expect(matchRoute('/Contacto/')?.route.pattern).toBe('/contacto');
  expect(matchRoute('/%E0%A4%A')?.params).toEqual({ slug: '%E0%A4%A' });
});

test('routeByPattern finds the entry of a pattern and rejects an unknown one', () => {
  expect(routeByPattern('/contacto').title).toBe('Contacto');
  expect(() => routeByPattern('/nada')).toThrow('ruta desconocida');
});

test('a dated title names the current campaign year, on the server and in the browser alike', () => {
  const bf = routeByPattern('/ofertas/black-friday');
  expect(routeTitle(bf, new Date('2026-11-24T02:00:00Z'))).toBe('Ofertas Black Friday 2026 en España');
  expect(routeTitle(bf, new Date('2027-06-01T00:00:00Z'))).toBe('Ofertas Black Friday 2027 en España');
  expect(routeTitle(routeByPattern('/links'), new Date())).toBe('Links a las mejores ofertas');
});
