import {
  activeFiltersLabel,
  blackFridayPageSize,
  clampPage,
  countActiveFilters,
  offersPageSize,
  offersPageSizeMedia,
  totalPages,
} from './pagination';

describe('clampPage', () => {
  it.each([
    [1, 1],
    [7, 7],
    [2.9, 2],
    ['3', 3],
    [' 4 ', 4],
    [0, 1],
    [-5, 1],
    [0.5, 1],
    [Number.NaN, 1],
    [Infinity, 1],
    ['abc', 1],
    ['', 1],
    [null, 1],
    [undefined, 1],
    [10_000, 10_000],
    [10_001, 10_000],
    ['99999', 10_000],
    [1e300, 10_000],
  ])('%j → %j', (input, out) => {
    expect(clampPage(input)).toBe(out);
  });
});

describe('totalPages', () => {
  it('rounds up', () => {
    expect(totalPages(100, 25)).toBe(4);
    expect(totalPages(101, 25)).toBe(5);
    expect(totalPages(1, 25)).toBe(1);
  });
  it('is 0 when there is nothing to page', () => {
    expect(totalPages(0, 25)).toBe(0);
    expect(totalPages(10, 0)).toBe(0);
    expect(totalPages(Number.NaN, 25)).toBe(0);
  });
});

describe('offersPageSize', () => {
  it.each([
    [320, 10],
    [603, 10],
    [604, 15],
    [880, 15],
    [881, 20],
    [1024, 20],
    [1025, 25],
    [1129, 25],
    [1130, 20],
    [1280, 20],
    [1281, 25],
    [1920, 25],
    [Number.NaN, 25],
  ])('%d px → %d', (width, size) => {
    expect(offersPageSize(width)).toBe(size);
  });
});

/** A media query list of (min-width)/(max-width) conditions, as a browser would evaluate it at a window width. */
function mediaMatches(media: string, width: number): boolean {
  return media.split(',').some((query) => {
    if (query.trim() === 'all') return true;
    return query.split(' and ').every((cond) => {
      const m = /\((min|max)-width: (\d+)px\)/.exec(cond);
      if (!m) throw new Error(`unexpected condition ${cond}`);
      return m[1] === 'min' ? width >= Number(m[2]) : width <= Number(m[2]);
    });
  });
}

describe('offersPageSizeMedia', () => {
  it('names each size once, and at every width exactly its size matches', () => {
    const bands = offersPageSizeMedia();
    expect(bands.map((b) => b.size).sort()).toEqual([10, 15, 20, 25]);
    for (let width = 1; width <= 2600; width++) {
      const matching = bands.filter((b) => mediaMatches(b.media, width)).map((b) => b.size);
      expect(matching).toEqual([offersPageSize(width)]);
    }
  });
});

describe('blackFridayPageSize', () => {
  it.each([
    [603, 6],
    [604, 8],
    [1024, 8],
    [1025, 10],
    [1920, 10],
    [Number.NaN, 10],
  ])('%d px → %d', (width, size) => {
    expect(blackFridayPageSize(width)).toBe(size);
  });
});

describe('countActiveFilters', () => {
  it('counts category, brand and price when set', () => {
    expect(countActiveFilters({ category: 'all', brand: 'all', price: 0 })).toBe(0);
    expect(countActiveFilters({ category: 'Laptops', brand: 'all', price: '0' })).toBe(1);
    expect(countActiveFilters({ category: 'Laptops', brand: 'HP', price: 0 })).toBe(2);
    expect(countActiveFilters({ category: 'Laptops', brand: 'HP', price: '250' })).toBe(3);
  });
  it('treats missing or empty values as no filter', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ category: '', brand: null, price: '' })).toBe(0);
    expect(countActiveFilters({ price: 'abc' })).toBe(0);
  });
});

describe('activeFiltersLabel', () => {
  it('is singular only for 1', () => {
    expect(activeFiltersLabel(0)).toBe('0 Filtros activos');
    expect(activeFiltersLabel(1)).toBe('1 Filtro activo');
    expect(activeFiltersLabel(3)).toBe('3 Filtros activos');
  });
});
