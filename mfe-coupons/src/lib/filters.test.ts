import { activeFilterCount, filtersFromUrl, filtersToUrl, findStore, parseType } from './filters';

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
