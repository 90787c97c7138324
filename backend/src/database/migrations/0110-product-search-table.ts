import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search columns (the Spanish vector and the normalised title for typo search) and their two GIN indexes
 * move from `product` to `product_search`, one row per product id. A daily refresh changes mostly prices, and
 * a price is indexed (price, discount, updated_at), so PostgreSQL writes a new row version with new entries in
 * every index of the table — in the two GIN indexes 60–100 entries a row, which cost a third of a refresh's
 * server time (measured at 100k products: 0.6 of 1.8 CPU s per 100k feed lines, half of it when the pending
 * list is merged). The import writes a product's search row in the statement that writes the product, and
 * again only when its words change; a product without one is not found by search, as one without a vector
 * was not before. No foreign key: a bulk load would check it row by row, and a search row without its product
 * joins nothing (the import overwrites it if the id comes back).
 */
export class ProductSearchTable1764720000000 implements MigrationInterface {
  name = 'ProductSearchTable1764720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE product_search (id text PRIMARY KEY, search_vector tsvector NOT NULL, title_norm text NOT NULL)`);
    // Frozen copy of the vector of database/search-vector.ts, for a row the import never wrote one for.
    await q.query(`
      INSERT INTO product_search (id, search_vector, title_norm)
      SELECT id, coalesce(search_vector,
        setweight(to_tsvector('spanish', f_unaccent(title || ' ' || brand)), 'A') ||
        setweight(to_tsvector('spanish', f_unaccent(category_label || ' ' || category)), 'C') ||
        setweight(to_tsvector('spanish', f_unaccent(left(description, 600))), 'D')), title_norm
      FROM product`);
    await q.query(`DROP INDEX IF EXISTS product_search_idx`);
    await q.query(`DROP INDEX IF EXISTS product_title_trgm_idx`);
    await q.query(`CREATE INDEX product_search_idx ON product_search USING gin (search_vector)`);
    await q.query(`CREATE INDEX product_title_trgm_idx ON product_search USING gin (title_norm gin_trgm_ops)`);
    await q.query(`ALTER TABLE product DROP COLUMN search_vector, DROP COLUMN title_norm`);
    await q.query(`
      CREATE OR REPLACE FUNCTION catalog_has_match(search text) RETURNS boolean
      LANGUAGE sql STABLE SET enable_seqscan = off
      AS $$ SELECT EXISTS (SELECT 1 FROM product_search t JOIN product p ON p.id = t.id
                           WHERE p.active AND t.search_vector @@ websearch_to_tsquery('spanish', f_unaccent(search))) $$`);
    await q.query(`ANALYZE product_search`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product ADD COLUMN title_norm text GENERATED ALWAYS AS (lower(f_unaccent(title))) STORED, ADD COLUMN search_vector tsvector`);
    await q.query(`UPDATE product p SET search_vector = t.search_vector FROM product_search t WHERE t.id = p.id`);
    await q.query(`DROP TABLE product_search`);
    await q.query(`CREATE INDEX IF NOT EXISTS product_search_idx ON product USING gin (search_vector)`);
    await q.query(`CREATE INDEX IF NOT EXISTS product_title_trgm_idx ON product USING gin (title_norm gin_trgm_ops)`);
    // As migration 0030 left it.
    await q.query(`
      CREATE OR REPLACE FUNCTION catalog_has_match(search text) RETURNS boolean
      LANGUAGE sql STABLE SET enable_seqscan = off
      AS $$ SELECT EXISTS (SELECT 1 FROM product p WHERE p.active AND p.search_vector @@ websearch_to_tsquery('spanish', f_unaccent(search))) $$`);
  }
}
