import { z } from 'zod';
import { PRICE_MAX } from './rules/list-location';
import { safeString } from './safe';

/**
 * The query of an offers feed (/feeds/….atom, rules/feeds.ts): a list page's filters, checked strictly —
 * an unknown key or a price outside 1–PRICE_MAX is a 400, not a feed of some other list.
 */
export const FeedQuerySchema = z
  .object({
    categorias: safeString().trim().min(1).max(100).optional(),
    marca: safeString().trim().min(1).max(100).optional(),
    precio: z
      .string()
      .regex(/^\d{1,4}$/, 'precio must be a whole number of euros')
      .transform(Number)
      .pipe(z.number().int().min(1).max(PRICE_MAX))
      .optional(),
  })
  .strict();
export type FeedQuery = z.infer<typeof FeedQuerySchema>;

/** A feed's path segment (a search keyword, a category, a brand or a store): printable, at most 100 characters. */
export const FeedSegmentSchema = safeString().min(1).max(100);
