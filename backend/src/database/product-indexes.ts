/**
 * Secondary indexes of the product table. The first migration creates them; a bulk import into an empty
 * catalogue drops and rebuilds them, because building an index once over all rows costs a fraction of
 * maintaining it row by row (measured at 100k rows: GIN search ~0.8 s built vs several seconds maintained).
 */
export const PRODUCT_INDEXES: ReadonlyArray<{ name: string; ddl: string }> = [
  { name: 'product_search_idx', ddl: 'CREATE INDEX IF NOT EXISTS product_search_idx ON product USING gin (search_vector) WHERE active' },
  { name: 'product_deals_idx', ddl: 'CREATE INDEX IF NOT EXISTS product_deals_idx ON product (verified_discount DESC, id) WHERE active' },
  { name: 'product_category_idx', ddl: 'CREATE INDEX IF NOT EXISTS product_category_idx ON product (category, verified_discount DESC, id) WHERE active' },
  { name: 'product_brand_idx', ddl: 'CREATE INDEX IF NOT EXISTS product_brand_idx ON product (brand) WHERE active' },
  { name: 'product_price_idx', ddl: 'CREATE INDEX IF NOT EXISTS product_price_idx ON product (price) WHERE active' },
  { name: 'product_live_idx', ddl: 'CREATE INDEX IF NOT EXISTS product_live_idx ON product (id) INCLUDE (updated_at) WHERE active' },
];

/**
 * price_history's foreign key to product. Checked row by row, it cost a bulk load more than writing the
 * history itself (100k rows: 1.46 CPU s with the key, 0.34 s without: every check locks the product row it
 * finds). A bulk import into an empty catalogue drops it and adds it back once, as a single set-based
 * validation, at the end — or the next start does, if the import was killed.
 */
export const PRICE_HISTORY_KEY = {
  name: 'price_history_product_id_fkey',
  ddl: 'ALTER TABLE price_history ADD CONSTRAINT price_history_product_id_fkey FOREIGN KEY (product_id) REFERENCES product(id) ON DELETE CASCADE',
} as const;

/**
 * price_history's primary key. Kept row by row during a load into an empty catalogue, its index cost more
 * than writing the history rows themselves (100,000 rows in the load's product order: 0.36–0.39 s with it,
 * 0.17–0.18 s without; built once afterwards, 0.11 s; 1,000,000 rows: 5.0 s against 0.74 + 1.45 s). Such a load drops it and adds it back at its end, beside the
 * ANALYZE of product that leaves a core idle — or the next start does, if the import was killed. Only into
 * an empty catalogue, whose history is empty too: a table of years of history would cost more to re-index.
 */
export const PRICE_HISTORY_PRIMARY_KEY = {
  name: 'price_history_pkey',
  ddl: 'ALTER TABLE price_history ADD CONSTRAINT price_history_pkey PRIMARY KEY (product_id, recorded_at)',
} as const;

/**
 * Columns whose statistics the site's queries use (filters, sort keys and search). Analysing
 * only these after a bulk load costs a third of a full ANALYZE (the long text columns dominate it); the
 * autovacuum daemon fills in the rest later.
 */
export const PRODUCT_PLANNER_COLUMNS = ['id', 'active', 'category', 'brand', 'price', 'discount', 'verified_discount', 'search_vector'] as const;
