import { activeFilterCount, filtersFromUrl, filtersToUrl, findStore, pageFromUrl, pageOf, pageUrl, parseType } from './filters';

const STORES = [
  { id: 1, name: 'Promofarma' },
  { id: 2, name: 'Weekendesk' },
  { id: 3, name: 'El-Corte-Inglés' },
];

describe('coupon filter state', () => {
  it('reads the store from the path and the type from the query; unknown types mean all', () => {
    expect(filtersFromUrl(undefined, new URLSearchParams(''))).toEqual({ store: 'all', type: 'all' });
    expect(filtersFromUrl('pandora', new URLSearchParams('type=voucher'))).toEqual({ store: 'pandora', type: 'voucher' });
    expect(filtersFromUrl('pandora', new URLSearchParams('type=true'))).toEqual({ store: 'pandora', type: 'true' });
    expect(parseType('gratis')).toBe('all');
    expect(parseType(null)).toBe('all');
  });

  it('writes the URL: store in the path, type only when not all', () => {
    expect(filtersToUrl({ store: 'all', type: 'all' })).toBe('/cupones');
    expect(filtersToUrl({ store: 'Weekendesk', type: 'all' })).toBe('/cupones/Weekendesk');
    expect(filtersToUrl({ store: 'El-Corte-Inglés', type: 'promotion' })).toBe('/cupones/El-Corte-Ingl%C3%A9s?type=promotion');
    expect(filtersToUrl({ store: 'all', type: 'true' })).toBe('/cupones?type=true');
  });

  it('finds the store of /cupones/{tienda} ignoring case and accents', () => {
    expect(findStore(STORES, 'promofarma')?.id).toBe(1);
    expect(findStore(STORES, 'WEEKENDESK')?.id).toBe(2);
    expect(findStore(STORES, 'el-corte-ingles')?.id).toBe(3);
    expect(findStore(STORES, 'pandora')).toBeUndefined();
    expect(findStore(STORES, 'all')).toBeUndefined();
  });

  it('counts active filters', () => {
    expect(activeFilterCount({ store: 'all', type: 'all' })).toBe(0);
    expect(activeFilterCount({ store: 'Pandora', type: 'true' })).toBe(2);
  });
});

describe('coupon pages', () => {
  test('pageFromUrl accepts whole numbers ≥ 1 only', () => {
    expect(pageFromUrl(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc']) expect(pageFromUrl(new URLSearchParams(bad))).toBe(1);
  });

  test('pageUrl keeps the filters and leaves page 1 bare', () => {
    expect(pageUrl({ store: 'all', type: 'all' }, 1)).toBe('/cupones');
    expect(pageUrl({ store: 'all', type: 'all' }, 2)).toBe('/cupones?page=2');
    expect(pageUrl({ store: 'Tous', type: 'voucher' }, 3)).toBe('/cupones/Tous?type=voucher&page=3');
  });

  test('pageOf: 144 coupons are 6 pages of 24; a page past the end shows the last one', () => {
    const all = Array.from({ length: 144 }, (_, i) => i);
    expect(pageOf(all, 1)).toEqual({ items: all.slice(0, 24), page: 1, pages: 6 });
    expect(pageOf(all, 6).items).toEqual(all.slice(120));
    expect(pageOf(all, 99).page).toBe(6);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
