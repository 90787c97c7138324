import { clearFilters, DEFAULT_FILTERS, FiltersSchema, PaginationSchema } from './filters';

describe('FiltersSchema', () => {
  it('has the SPEC §3 defaults', () => {
    expect(DEFAULT_FILTERS).toEqual({
      search: '',
      page: 1,
      limit: 25,
      price: 0,
      category: 'all',
      brand: 'all',
      merchant: 'all',
      merchantId: 0,
      type: 'all',
    });
  });
  it("accepts the filter bar's string numbers", () => {
    expect(FiltersSchema.parse({ price: '0', merchantId: '42', page: '2' })).toMatchObject({
      price: 0,
      merchantId: 42,
      page: 2,
    });
  });
  it.each([
    ['page 0', { page: 0 }],
    ['negative price', { price: -1 }],
    ['non-numeric price', { price: 'abc' }],
    ['unknown coupon type', { type: 'exclusive' }],
    ['empty category', { category: '' }],
  ])('rejects %s', (_label, input) => {
    expect(FiltersSchema.safeParse(input).success).toBe(false);
  });
});

describe('clearFilters', () => {
  it('resets every filter and the page, keeps search and page size', () => {
    const dirty = FiltersSchema.parse({
      search: 'tv',
      page: 4,
      limit: 10,
      price: 300,
      category: 'Laptops',
      brand: 'HP',
      merchant: 'Tienda',
      merchantId: 7,
      type: 'voucher',
    });
    expect(clearFilters(dirty)).toEqual({ ...DEFAULT_FILTERS, search: 'tv', limit: 10 });
  });
});

describe('PaginationSchema', () => {
  it('starts every pager at 1 and rejects 0', () => {
    expect(PaginationSchema.parse({})).toEqual({ currentPage: 1, carouselPage: 1, relatedPage: 1 });
    expect(PaginationSchema.safeParse({ currentPage: 0 }).success).toBe(false);
  });
});
