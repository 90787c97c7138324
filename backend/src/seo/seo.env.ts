import { z } from 'zod';

/** The sitemaps protocol's limit of URLs per file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/**
 * Findability settings.
 *
 *   SITEMAP_URLS_PER_FILE   URLs per products or brands sitemap file, 1–50,000 (default 50,000; smaller in tests)
 */
export interface SitemapOptions {
  urlsPerFile: number;
}

/** Read by parseEnv (config/config.ts) with the other feature schemas. */
export const SeoEnv = z
  .object({
    SITEMAP_URLS_PER_FILE: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, `must be from 1 to ${MAX_URLS_PER_SITEMAP}`)
      .max(MAX_URLS_PER_SITEMAP, `must be from 1 to ${MAX_URLS_PER_SITEMAP}`)
      .default(MAX_URLS_PER_SITEMAP),
  })
  .transform((c): SitemapOptions => ({ urlsPerFile: c.SITEMAP_URLS_PER_FILE }));
