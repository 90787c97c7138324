import { clampPage, offersPageSize } from './pagination';
import { formatEuro, priceDisplay } from './prices';
import {
  activeCount,
  apiRequestUrl,
  brandFacetsRequest,
  categoryFacetsRequest,
  categoryToParam,
  cleared,
  listCanonicalHref,
  listHref,
  listingRequest,
  listKeyword,
  parseListLocation,
  parsePrice,
  viaCategoryShortcut,
  withBrand,
  withCategory,
  withPage,
  withPrice,
} from './list-location';

describe('reading a list location', () => {
  it('search list: keyword slug → search text; query filters', () => {
    expect(parseListLocation('search', 'zapatillas-running', '?categorias=calzado-para-hombres&marca=Nike&precio=120&page=3')).toEqual({
      kind: 'search',
      search: 'zapatillas running',
      category: "Men's Footwear",
      brand: 'Nike',
      price: 120,
      page: 3,
    });
  });
  it('no keyword and no query: everything at defaults', () => {
    expect(parseListLocation('search', undefined, '')).toEqual({ kind: 'search', search: null, category: 'all', brand: 'all', price: 0, page: 1 });
  });
  it('category list: the Spanish slug of the path; todo = all; names the site knows; anything else is Todo (SPEC §3)', () => {
    expect(parseListLocation('category', 'ordenadores-portatiles', '').category).toBe('Laptops');
    expect(parseListLocation('category', 'LAPTOPS', '').category).toBe('Laptops');
    expect(parseListLocation('category', 'todo', '').category).toBe('all');
    expect(parseListLocation('category', 'Impresoras', '', ['Impresoras']).category).toBe('Impresoras');
    expect(parseListLocation('category', 'impresoras', '', ['Impresoras']).category).toBe('Impresoras');
    expect(parseListLocation('category', 'no-such-cat', '').category).toBe('all');
    expect(listKeyword(parseListLocation('category', 'no-such-cat', ''))).toBe('Todo');
    expect(parseListLocation('search', 'x', '?categorias=no-such-cat').category).toBe('all');
  });
  it('brand list: the brand of the path, slug or old-style name', () => {
    const s = parseListLocation('brand', 'The%20North%20Face', '?categorias=bolsas');
    expect(s.brand).toBe('The North Face');
    expect(s.category).toBe('Bags');
    expect(listHref(s)).toBe('/marca/the-north-face?categorias=bolsas');
    expect(listHref(parseListLocation('brand', 'the-north-face', '?categorias=bolsas'))).toBe('/marca/the-north-face?categorias=bolsas');
    expect(listKeyword(parseListLocation('brand', 'the-north-face', ''), { brand: 'The North Face' })).toBe('The North Face');
  });
  it('bad page and price values are clamped (page ≥ 1, price 0–1000)', () => {
    expect(parseListLocation('search', 'x', '?page=0').page).toBe(1);
    expect(parseListLocation('search', 'x', '?page=-4').page).toBe(1);
    expect(parseListLocation('search', 'x', '?page=abc').page).toBe(1);
    expect(parseListLocation('search', 'x', '?page=2.7').page).toBe(2);
    expect(parsePrice('5000')).toBe(1000);
    expect(parsePrice('-3')).toBe(0);
    expect(parsePrice('abc')).toBe(0);
    expect(parsePrice('')).toBe(0);
  });
});

describe('writing a list URL', () => {
  const base = parseListLocation('search', 'mochila', '');
  it('page 1, price 0 and all are left out', () => {
    expect(listHref(base)).toBe('/ofertas/mochila');
    expect(listHref({ ...base, page: 1, price: 0 })).toBe('/ofertas/mochila');
  });
  it('a page above 1 is written as page; filters as categorias, marca, precio', () => {
    expect(listHref({ ...base, category: 'Bags', brand: 'Eastpak', price: 50, page: 2 })).toBe('/ofertas/mochila?categorias=bolsas&marca=eastpak&precio=50&page=2');
  });
  it('search text is slugged (accents and punctuation removed)', () => {
    expect(listHref({ ...base, search: 'Lámpara de pie!' })).toBe('/ofertas/lampara-de-pie');
  });
  it('category and brand lists keep their value in the path, brands as slugs', () => {
    expect(listHref(parseListLocation('category', 'moviles', '?marca=Samsung&page=2'))).toBe('/categorias/moviles?marca=samsung&page=2');
    expect(listHref(parseListLocation('brand', 'Nike', '?categorias=calzado-para-hombres'))).toBe('/marca/nike?categorias=calzado-para-hombres');
    expect(listHref(parseListLocation('brand', 'Royal Canin', ''))).toBe('/marca/royal-canin');
    expect(listHref(parseListLocation('brand', 'Éminence Ñu', ''))).toBe('/marca/eminence-nu');
  });
  it('round trip: a pasted URL restores the same list', () => {
    for (const [kind, param, q] of [
      ['search', 'auriculares-bluetooth', '?categorias=auriculares&marca=Sony&precio=200&page=4'],
      ['category', 'cocina', '?marca=Cecotec&page=2'],
      ['brand', 'Apple', '?precio=999'],
    ] as const) {
      const s = parseListLocation(kind, param, q);
      const href = listHref(s);
      const [path, query = ''] = href.split('?');
      expect(listHref(parseListLocation(kind, decodeURIComponent(path!.split('/')[2]!), query ? `?${query}` : ''))).toBe(href);
    }
  });
  it('unknown category names travel as themselves', () => {
    expect(categoryToParam('Impresoras')).toBe('Impresoras');
    expect(categoryToParam('Computers')).toBe('ordenadores');
    expect(categoryToParam('all')).toBe('todo');
  });
});

describe('filter transitions (SPEC §4)', () => {
  const s = parseListLocation('search', 'mochila', '?categorias=bolsas&marca=Eastpak&precio=80&page=3');
  it('category resets brand and page, keeps price and search', () => {
    expect(withCategory(s, 'Laptops')).toEqual({ ...s, category: 'Laptops', brand: 'all', page: 1 });
  });
  it('the category shortcut also resets price and search', () => {
    expect(viaCategoryShortcut(s, 'Computers')).toEqual({ kind: 'category', search: null, category: 'Computers', brand: 'all', price: 0, page: 1 });
    expect(listHref(viaCategoryShortcut(s, 'Computers'))).toBe('/categorias/ordenadores');
  });
  it('brand and price reset page', () => {
    expect(withBrand(s, 'Herschel')).toEqual({ ...s, brand: 'Herschel', page: 1 });
    expect(withPrice(s, 40)).toEqual({ ...s, price: 40, page: 1 });
    expect(withPrice(s, 4000).price).toBe(1000);
  });
  it('clear resets category, brand, price and page', () => {
    expect(cleared(s)).toEqual({ ...s, category: 'all', brand: 'all', price: 0, page: 1 });
    expect(listHref(cleared(s))).toBe('/ofertas/mochila');
  });
  it('paging clamps between 1 and the last page', () => {
    expect(withPage(s, 0, 5).page).toBe(1);
    expect(withPage(s, 9, 5).page).toBe(5);
    expect(withPage(s, 4, 5).page).toBe(4);
    expect(clampPage(-1)).toBe(1);
  });
  it('active filters: category, brand and price each count one', () => {
    expect(activeCount(s)).toBe(3);
    expect(activeCount(withPrice(s, 0))).toBe(2);
    expect(activeCount(cleared(s))).toBe(0);
  });
});

describe('API query and titles', () => {
  it('search lists send search ("null" when none); category lists do not', () => {
    expect(listingRequest(parseListLocation('search', undefined, ''), 25)).toEqual({
      path: '/api/products/get/',
      query: { search: 'null', category: 'all', brand: 'all', price: 0, page: 1, limit: 25 },
    });
    expect(listingRequest(parseListLocation('category', 'moviles', '?page=2'), 10)).toEqual({
      path: '/api/products/categories/',
      query: { category: 'Mobile Phones', brand: 'all', price: 0, page: 2, limit: 10 },
    });
    expect(listingRequest(parseListLocation('brand', 'the-north-face', '?precio=50'), 15).query).toEqual({
      search: 'null', category: 'all', brand: 'the-north-face', price: 50, page: 1, limit: 15,
    });
  });
  it('writes request URLs in the query order given, encoded as URLSearchParams does', () => {
    const s = parseListLocation('search', 'cafe-y-te', '?categorias=moviles&precio=80');
    expect(apiRequestUrl(listingRequest(s, 10))).toBe('/api/products/get/?search=cafe+y+te&category=Mobile+Phones&brand=all&price=80&page=1&limit=10');
    expect(apiRequestUrl(categoryFacetsRequest(s))).toBe('/api/categories/get/?search=cafe+y+te&brand=all&price=80');
    expect(apiRequestUrl(categoryFacetsRequest({ ...s, brand: 'Nike' }))).toBe('/api/categories/get/?search=cafe+y+te&brand=all&price=80');
    // A brand page keeps its brand when a category is chosen: its options are that brand's categories.
    expect(apiRequestUrl(categoryFacetsRequest(parseListLocation('brand', 'samsung', '?precio=80')))).toBe('/api/categories/get/?search=null&brand=samsung&price=80');
    expect(apiRequestUrl(brandFacetsRequest(s))).toBe('/api/brand/get/?search=cafe+y+te&category=Mobile+Phones&price=80');
    expect(apiRequestUrl({ path: '/api/x?a=1', query: { b: 'ñ&' } })).toBe('/api/x?a=1&b=%C3%B1%26');
    expect(apiRequestUrl({ path: '/api/x', query: {} })).toBe('/api/x');
  });
  it('keyword of the results title', () => {
    expect(listKeyword(parseListLocation('search', 'mochila-gris', ''))).toBe('mochila gris');
    expect(listKeyword(parseListLocation('category', 'moviles', ''), { category: 'Móviles' })).toBe('Móviles');
    expect(listKeyword(parseListLocation('search', 'portatil-gaming-senor', ''), { search: 'portátil gaming señor' })).toBe('portátil gaming señor');
    expect(listKeyword(parseListLocation('brand', 'Nike', ''))).toBe('Nike');
  });
});

describe('page sizes by window width (SPEC §9) and price display (SPEC §3)', () => {
  it.each([
    [1366, 25],
    [1280, 20],
    [1130, 20],
    [1100, 25],
    [1024, 20],
    [881, 20],
    [880, 15],
    [604, 15],
    [603, 10],
    [360, 10],
  ])('%i px → %i per page', (w, n) => expect(offersPageSize(w)).toBe(n));
  it('before = highest, now = lowest, discount with 2 decimals; equal prices show one', () => {
    expect(priceDisplay([96, 106.99, 97])).toEqual({ kind: 'range', before: 106.99, now: 96, discountPercent: -10.27 });
    expect(priceDisplay([20, 20])).toEqual({ kind: 'single', now: 20 });
    expect(formatEuro(1234.5)).toBe('1234,50\u00a0€');
  });
});

describe('listCanonicalHref (the served head\'s rule)', () => {
  it("keeps the list's own path and page and drops the filters added in the query", () => {
    expect(listCanonicalHref(parseListLocation('category', 'ordenadores', '?marca=lenovo&precio=300&page=2'))).toBe('/categorias/ordenadores?page=2');
    expect(listCanonicalHref(parseListLocation('brand', 'philips', '?categorias=salud'))).toBe('/marca/philips');
    expect(listCanonicalHref(parseListLocation('search', 'cafetera', '?categorias=cocina&marca=philips&page=3'))).toBe('/ofertas/cafetera?page=3');
    // The whole catalogue, under any of its three addresses.
    expect(listCanonicalHref(parseListLocation('search', undefined, '?precio=50'))).toBe('/categorias/todo');
    expect(listCanonicalHref(parseListLocation('brand', undefined, '?page=2'))).toBe('/categorias/todo?page=2');
    expect(listCanonicalHref(parseListLocation('category', 'todo', ''))).toBe('/categorias/todo');
  });
});
