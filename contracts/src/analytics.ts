import { z } from 'zod';

/** Browsers cap practical URLs near 2 kB; longer values are junk, not page views. */
export const MAX_PAGEVIEW_FIELD = 2048;

/** POST /api/analytics/pageview → 204. */
export const PageviewRequestSchema = z.object({
  path: z
    .string()
    .max(MAX_PAGEVIEW_FIELD)
    .regex(/^\/[^\s]*$/, 'path must start with / and contain no spaces'),
  query: z.string().max(MAX_PAGEVIEW_FIELD).default(''),
  referrer: z.string().max(MAX_PAGEVIEW_FIELD).optional(),
});
export type PageviewRequest = z.output<typeof PageviewRequestSchema>;
export type PageviewRequestInput = z.input<typeof PageviewRequestSchema>;
