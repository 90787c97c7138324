import {
  BrandFacetQuerySchema,
  CategoryFacetQuerySchema,
  MAX_PAGE_SIZE,
  ProductQuerySchema,
  ProductsAnswerSchema,
  ProductsQuerySchema,
  type Product,
} from './catalog';

describe('ProductsQuerySchema', () => {
  it('applies defaults to an empty query', () => {
    expect(ProductsQuerySchema.parse({})).toEqual({
      search: null,
      category: 'all',
      brand: 'all',
      price: 0,
      page: 1,
      limit: 25,
      minDiscount: 0,
    });
  });
  it('takes a minimum discount from 0 to 99 percent, and rejects anything else with a 4xx-worthy message', () => {
    expect(ProductsQuerySchema.parse({ minDiscount: '40' }).minDiscount).toBe(40);
    expect(ProductsQuerySchema.safeParse({ minDiscount: '100' }).success).toBe(false);
    expect(ProductsQuerySchema.safeParse({ minDiscount: 'x' }).success).toBe(false);
  });
  it("turns the literal 'null' search (and blanks) into null", () => {
    expect(ProductsQuerySchema.parse({ search: 'null' }).search).toBeNull();
    expect(ProductsQuerySchema.parse({ search: '   ' }).search).toBeNull();
    expect(ProductsQuerySchema.parse({ search: ' portátil ' }).search).toBe('portátil');
  });
  it('parses numbers from query strings', () => {
    expect(ProductsQuerySchema.parse({ page: '3', limit: '10', price: '99.5', category: 'Laptops' })).toMatchObject({
      page: 3,
      limit: 10,
      price: 99.5,
      category: 'Laptops',
    });
  });
  it.each([
    ['negative page', { page: '-1' }],
    ['page 0', { page: '0' }],
    ['fractional page', { page: '1.5' }],
    ['non-numeric price', { price: 'abc' }],
    ['negative price', { price: '-5' }],
    ['limit above the ceiling', { limit: String(MAX_PAGE_SIZE + 1) }],
    ['10 kB search', { search: 'a'.repeat(10_000) }],
  ])('rejects %s', (_label, query) => {
    expect(ProductsQuerySchema.safeParse(query).success).toBe(false);
  });
  it("treats 'ALL' and '' as no filter", () => {
    expect(ProductsQuerySchema.parse({ brand: 'ALL', category: '' })).toMatchObject({ brand: 'all', category: 'all' });
  });
});

describe('ProductQuerySchema', () => {
  it('accepts word ids and rejects others', () => {
    expect(ProductQuerySchema.parse({ id: ' abc-123 ' }).id).toBe('abc-123');
    expect(ProductQuerySchema.safeParse({ id: '' }).success).toBe(false);
    expect(ProductQuerySchema.safeParse({ id: '../etc' }).success).toBe(false);
  });
});

describe('facet queries', () => {
  it('default to no filter', () => {
    expect(CategoryFacetQuerySchema.parse({})).toEqual({ search: null, brand: 'all', price: 0 });
    expect(BrandFacetQuerySchema.parse({ search: 'tv' })).toEqual({ search: 'tv', category: 'all', price: 0 });
  });
});

describe('ProductsAnswerSchema', () => {
  const product: Product = {
    id: 'p1',
    linkToProduct: 'https://example.com/p1',
    title: 'Portátil',
    merchant: 'Tienda',
    merchantId: 'm1',
    price: 10,
    priceNow: 8,
    priceSearch: null,
    priceSaving: null,
    priceBase: null,
    priceRrp: null,
    priceOld: null,
    idBrand: null,
    imageUrl: '/api/images/p1.webp',
    images: [],
    description: '',
    category: 'Laptops',
    categoryId: null,
    brand: 'HP',
    rating: null,
    delivery: null,
  };
  const meta = { total: 1, totalProducts: 1, page: 1, limit: 25, totalPages: 1 };
  it('accepts the one-element seed shape', () => {
    expect(ProductsAnswerSchema.safeParse([{ Data: [product], Metadata: [meta] }]).success).toBe(true);
  });
  it('rejects missing metadata and more than six images', () => {
    expect(ProductsAnswerSchema.safeParse([{ Data: [product], Metadata: [] }]).success).toBe(false);
    const many = { ...product, images: Array.from({ length: 7 }, (_, i) => `i${i}`) };
    expect(ProductsAnswerSchema.safeParse([{ Data: [many], Metadata: [meta] }]).success).toBe(false);
  });
});
