import { z } from 'zod';
import { safeString } from './safe';
import { MAX_PAGE } from './rules/pagination';

/** Page size ceiling for every product listing: protects the database from `limit=1e9`. */
export const MAX_PAGE_SIZE = 100;
/** Longest search text we accept; longer text is a client mistake (400), not something to rank. */
export const MAX_SEARCH_LENGTH = 200;
/** Ceiling of the price filter (SPEC §9 slider range is 0–1000 €, the API accepts a bit more headroom). */
export const MAX_PRICE_FILTER = 1_000_000;

/** A query-string value that means "no filter": SPEC §3 filters default to 'all'. */
const filterName = safeString()
  .trim()
  .max(120, 'must be at most 120 characters')
  .optional()
  .transform((v) => (v === undefined || v === '' || v.toLowerCase() === 'all' ? 'all' : v));

/** Search text: the shell sends the literal string 'null' when empty (SPEC §7). */
const searchText = safeString()
  .max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`)
  .optional()
  .transform((v) => {
    const t = (v ?? '').trim();
    return t === '' || t === 'null' || t === 'undefined' ? null : t;
  });

/** Integers in query strings arrive as text; only plain digits are accepted. */
const queryInt = (name: string, min: number, max: number, fallback: number) =>
  safeString()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      if (!/^-?\d+$/.test(v)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number` });
        return z.NEVER;
      }
      return Number(v);
    })
    .pipe(z.number().int().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));

/** Price filter: '0' or empty = no filter; otherwise "at most this price" in euros. */
const priceFilter = safeString()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '' || v === 'null') return 0;
    if (!/^\d+(\.\d+)?$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'price must be a non-negative number' });
      return z.NEVER;
    }
    return Number(v);
  })
  .pipe(z.number().min(0).max(MAX_PRICE_FILTER, `price must be at most ${MAX_PRICE_FILTER}`));

/** Where a product's struck price comes from (see ProductSchema.priceReference). */
export const PriceReferenceSchema = z.enum(['seen', 'shop']);
export type PriceReference = z.infer<typeof PriceReferenceSchema>;

export const ProductSchema = z.object({
  id: z.string(),
  linkToProduct: z.string(),
  title: z.string(),
  merchant: z.string(),
  merchantId: z.string(),
  price: z.number(),
  priceNow: z.number(),
  priceSearch: z.number().nullable(),
  priceSaving: z.number().nullable(),
  priceBase: z.number().nullable(),
  priceRrp: z.number().nullable(),
  priceOld: z.number().nullable(),
  idBrand: z.string().nullable(),
  imageUrl: z.string(),
  images: z.array(z.string()).max(6),
  imageUrls: z.array(z.string()).optional(),
  imageUrl1: z.string().nullable().optional(),
  imageUrl2: z.string().nullable().optional(),
  description: z.string(),
  category: z.string(),
  categoryId: z.string().nullable(),
  brand: z.string(),
  rating: z.number().nullable(),
  delivery: z.string().nullable(),
  blogSearch: z.string().nullable().optional(),
  /** Lowest price in effect at some moment of the 30 days before the last import (null: no history). */
  priceLow30: z.number().nullable().optional(),
  /**
   * What the struck price is: 'seen' charged by the shop in those 30 days (our price history), 'shop' the
   * shop's recommended or 'antes' price we never saw charged; null or absent: no struck price.
   */
  priceReference: PriceReferenceSchema.nullable().optional(),
  /** The discount against the highest price of those 30 days, in percent; 0 when the struck price is not seen. */
  discountVerified: z.number().min(0).optional(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductsMetadataSchema = z.object({
  total: z.number().int().min(0),
  totalProducts: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  /** The brand filter as the catalogue spells it ('the-north-face' → 'The North Face'); absent without one. */
  brand: z.string().optional(),
  /** The part of the search the list shows results for, when not all of its words match (SPEC §5); absent otherwise. */
  searchedFor: z.string().optional(),
});
export type ProductsMetadata = z.infer<typeof ProductsMetadataSchema>;

/** Listing answer, in the seed's shape: `[{ Data: [...], Metadata: [{ total, totalProducts }] }]`. */
export const ProductsAnswerSchema = z
  .array(z.object({ Data: z.array(ProductSchema), Metadata: z.array(ProductsMetadataSchema).min(1) }))
  .length(1);
export type ProductsAnswer = z.infer<typeof ProductsAnswerSchema>;

export const ProductQuerySchema = z.object({
  id: safeString().trim().min(1, 'id is required').max(64, 'id must be at most 64 characters').regex(/^[\w-]+$/, 'id has invalid characters'),
});
export type ProductQuery = z.infer<typeof ProductQuerySchema>;

/** GET /api/products/get/ */
export const ProductsQuerySchema = z.object({
  search: searchText,
  category: filterName,
  brand: filterName,
  price: priceFilter,
  page: queryInt('page', 1, MAX_PAGE, 1),
  limit: queryInt('limit', 1, MAX_PAGE_SIZE, 25),
  /** Only products discounted at least this many percent (0 = no minimum); the Black Friday page uses it. */
  minDiscount: queryInt('minDiscount', 0, 99, 0),
});
export type ProductsQuery = z.output<typeof ProductsQuerySchema>;
export type ProductsQueryInput = z.input<typeof ProductsQuerySchema>;

/** GET /api/products/categories/ (no search; SPEC §7) */
export const ProductsByCategoryQuerySchema = z.object({
  category: filterName,
  brand: filterName,
  price: priceFilter,
  page: queryInt('page', 1, MAX_PAGE, 1),
  limit: queryInt('limit', 1, MAX_PAGE_SIZE, 25),
});
export type ProductsByCategoryQuery = z.output<typeof ProductsByCategoryQuerySchema>;

/** GET /api/categories/get/ : categories present in a search's results. */
export const CategoryFacetQuerySchema = z.object({ search: searchText, brand: filterName, price: priceFilter });
export type CategoryFacetQuery = z.output<typeof CategoryFacetQuerySchema>;
export const CategoryOptionSchema = z.object({ category_name: z.string().min(1) });
export type CategoryOption = z.infer<typeof CategoryOptionSchema>;
export const CategoryFacetAnswerSchema = z.array(z.object({ Data: z.array(CategoryOptionSchema) })).length(1);
export type CategoryFacetAnswer = z.infer<typeof CategoryFacetAnswerSchema>;

/** GET /api/brand/get/ : brands present in a search's results. */
export const BrandFacetQuerySchema = z.object({ search: searchText, category: filterName, price: priceFilter });
export type BrandFacetQuery = z.output<typeof BrandFacetQuerySchema>;
export const BrandOptionSchema = z.object({ brand_name: z.string().min(1) });
export type BrandOption = z.infer<typeof BrandOptionSchema>;
export const BrandFacetAnswerSchema = z.array(z.object({ Data: z.array(BrandOptionSchema) })).length(1);
export type BrandFacetAnswer = z.infer<typeof BrandFacetAnswerSchema>;

/** GET /api/categories/categories : editorial category records (SPEC §3 Category). */
export const CategorySchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  value: z.string(),
  valueurl: z.string(),
  valueUrl: z.string(),
  url: z.string(),
  image: z.string(),
  imageUrl: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoriesAnswerSchema = z.array(CategorySchema);
export type CategoriesAnswer = z.infer<typeof CategoriesAnswerSchema>;

/** Every 4xx/5xx answer of the API. */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** 422 of the release gate: every reason the candidate was refused. */
  reasons: z.array(z.string()).optional(),
  /** 409 of a registry write: the revision the registry is at now (null when unknown). */
  revision: z.number().int().nullable().optional(),
  /** The request's id (also its X-Request-Id header): the server's log lines of this request carry it. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['postgres', 'pglite']), reachable: z.boolean(), latencyMs: z.number().nullable() }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;
