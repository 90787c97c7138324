import { z } from 'zod';

/**
 * Default of the most active products a refresh compares in memory: ≈ 50 bytes each, so 1,000,000 keep the
 * importing process under its 200 MB budget; above, the refresh compares on the database side.
 */
export const SNAPSHOT_MAX_DEFAULT = 1_000_000;

export interface ImportSettings {
  /** Most active products a refresh compares in memory (catalogue-snapshot.ts); 0 always compares on the database side. */
  snapshotMaxProducts: number;
}

/**
 * The feed import's settings, read by parseEnv (config/config.ts) with the other feature schemas.
 *
 *   IMPORT_SNAPSHOT_MAX_PRODUCTS   most active products a refresh compares in memory (default 1,000,000)
 */
export const ImportEnv = z
  .object({ IMPORT_SNAPSHOT_MAX_PRODUCTS: z.coerce.number().int().min(0).max(100_000_000).default(SNAPSHOT_MAX_DEFAULT) })
  .transform((c): ImportSettings => ({ snapshotMaxProducts: c.IMPORT_SNAPSHOT_MAX_PRODUCTS }));
