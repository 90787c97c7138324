import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search index holds live products only. Every search reads `p.active AND p.search_vector @@ …`, which
 * implies the index's predicate, so nothing else changes; but a retired product's new row version no longer
 * gets an entry per lexeme (retirement is a non-HOT update: `active` is in the partial indexes), and products
 * retired over the months no longer fill the index (docs/decisions/refresh-write-path.md).
 */
export class LiveSearchIndex1764892800000 implements MigrationInterface {
  name = 'LiveSearchIndex1764892800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS product_search_idx`);
    // Frozen here (the same DDL is in PRODUCT_INDEXES, which bulk imports drop and rebuild).
    await q.query(`CREATE INDEX IF NOT EXISTS product_search_idx ON product USING gin (search_vector) WHERE active`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS product_search_idx`);
    await q.query(`CREATE INDEX IF NOT EXISTS product_search_idx ON product USING gin (search_vector)`);
  }
}
