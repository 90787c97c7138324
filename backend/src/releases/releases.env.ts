import { z } from 'zod';

/**
 * The release registry's error budget.
 *
 *   RELEASE_ROLLBACK_MARGIN     a canary whose error rate passes the stable's by more than this is rolled back (0.05)
 *   RELEASE_ROLLBACK_MIN_VIEWS  page views a canary needs before its error rate is judged (50)
 */
export interface ReleaseSettings {
  rollbackMargin: number;
  rollbackMinViews: number;
}

/** Read by parseEnv (config/config.ts) with the other feature schemas. */
export const ReleasesEnv = z
  .object({
    RELEASE_ROLLBACK_MARGIN: z.coerce.number().min(0).max(1).default(0.05),
    RELEASE_ROLLBACK_MIN_VIEWS: z.coerce.number().int().min(1).max(10_000_000).default(50),
  })
  .transform((c): ReleaseSettings => ({ rollbackMargin: c.RELEASE_ROLLBACK_MARGIN, rollbackMinViews: c.RELEASE_ROLLBACK_MIN_VIEWS }));
