import { z } from 'zod';
import { safeString } from './safe';

/**
 * POST /api/analytics/pageview (SPEC §2: a page view, path and query, is reported on every location change).
 * Cookieless: no identifier of the visitor is sent or stored.
 */
export const PageViewSchema = z.object({
  /** Location pathname, e.g. '/ofertas/portatil'. */
  path: safeString()
    .min(1, 'must not be empty')
    .max(2048, 'must be at most 2048 characters')
    .refine((p) => p.startsWith('/'), 'must start with /'),
  /** Location search without the leading '?', '' when none. */
  query: safeString().max(2048, 'must be at most 2048 characters').default(''),
  /** document.referrer or the previous in-app path; optional. */
  referrer: safeString().max(2048, 'must be at most 2048 characters').optional(),
});
export type PageView = z.input<typeof PageViewSchema>;
