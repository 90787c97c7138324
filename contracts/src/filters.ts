import { z } from 'zod';
import { MAX_PAGE_SIZE, MAX_PRICE_FILTER, MAX_SEARCH_LENGTH } from './catalog';
import { MAX_PAGE } from './rules/pagination';
import { CouponTypeSchema } from './vouchers';

/**
 * Client filter state (SPEC §3 Filters). Price and merchantId accept numeric strings because the filter bar
 * and the URL carry '0' as text.
 */
export const FiltersSchema = z.object({
  search: z.string().max(MAX_SEARCH_LENGTH).default(''),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  price: z.coerce.number().min(0).max(MAX_PRICE_FILTER).default(0),
  category: z.string().min(1).default('all'),
  brand: z.string().min(1).default('all'),
  merchant: z.string().min(1).default('all'),
  merchantId: z.coerce.number().int().min(0).default(0),
  type: CouponTypeSchema.default('all'),
});
export type Filters = z.output<typeof FiltersSchema>;

export const DEFAULT_FILTERS: Filters = FiltersSchema.parse({});

/** SPEC §4 "Clearing filters": search and page size are not filters, so they survive. */
export function clearFilters(filters: Filters): Filters {
  return { ...DEFAULT_FILTERS, search: filters.search, limit: filters.limit };
}

/** SPEC §3 Pagination: each pager starts at 1 and never goes below it. */
export const PaginationSchema = z.object({
  currentPage: z.number().int().min(1).default(1),
  carouselPage: z.number().int().min(1).default(1),
  relatedPage: z.number().int().min(1).default(1),
});
export type Pagination = z.output<typeof PaginationSchema>;
