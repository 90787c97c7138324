import { z } from 'zod';
import { safeString } from './safe';

/** Days of history the product page charts (GET /api/products/price-history/). */
export const PRICE_HISTORY_DAYS = 90;
/** Window of the 'Precio más bajo en 30 días' badge. */
export const PRICE_LOWEST_WINDOW_DAYS = 30;

/** GET /api/products/price-history/?id= */
export const PriceHistoryQuerySchema = z.object({
  id: safeString().trim().min(1, 'id is required').max(64, 'id must be at most 64 characters').regex(/^[\w-]+$/, 'id has invalid characters'),
});
export type PriceHistoryQuery = z.infer<typeof PriceHistoryQuerySchema>;

export const PriceHistoryPointSchema = z.object({
  /** UTC calendar day, 'YYYY-MM-DD'. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Price in effect at the end of that day (euros). */
  price: z.number().min(0),
});
export type PriceHistoryPoint = z.infer<typeof PriceHistoryPointSchema>;

/**
 * Points: one per day with a recorded price change in the last 90 days (the last change of the day), plus
 * the price in effect when the window opened (dated on the window's first day) and today's price (dated
 * today), so a chart spans the whole window. Sorted by date, dates unique.
 * lowest30: the lowest price in effect at any moment of the last 30 days (null without history).
 * isLowest30: the current price equals lowest30 AND the price was higher at some moment of those 30 days
 * (a price that never moved is not advertised as a low).
 */
export const PriceHistoryAnswerSchema = z.object({
  points: z.array(PriceHistoryPointSchema),
  lowest30: z.number().min(0).nullable(),
  isLowest30: z.boolean(),
});
export type PriceHistoryAnswer = z.infer<typeof PriceHistoryAnswerSchema>;
