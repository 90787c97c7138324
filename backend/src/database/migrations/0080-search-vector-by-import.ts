import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search vector becomes a plain column that the feed import writes in the same statement that writes the
 * row (`catalog-import/product-writer.ts`, `database/search-vector.ts`), so a search never sees a product
 * without it. As a generated column PostgreSQL recomputed it on every update — a daily refresh's price
 * changes included — and twice per row an `INSERT … ON CONFLICT DO UPDATE` updated. Existing values stay.
 */
export class SearchVectorByImport1764460800000 implements MigrationInterface {
  name = 'SearchVectorByImport1764460800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product ALTER COLUMN search_vector DROP EXPRESSION IF EXISTS`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Frozen copy of the expression of migration 0001.
    await q.query(`ALTER TABLE product DROP COLUMN search_vector`);
    await q.query(`
      ALTER TABLE product ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('spanish', f_unaccent(title || ' ' || brand)), 'A') ||
        setweight(to_tsvector('spanish', f_unaccent(category_label || ' ' || category)), 'C') ||
        setweight(to_tsvector('spanish', f_unaccent(left(description, 600))), 'D')
      ) STORED`);
    await q.query(`CREATE INDEX IF NOT EXISTS product_search_idx ON product USING gin (search_vector)`);
  }
}
