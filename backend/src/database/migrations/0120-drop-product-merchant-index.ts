import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * No query reads products by merchant any more: retirement compares the import's snapshot of the catalogue
 * (catalog-import/catalogue-snapshot.ts, feed-line-diff.ts), not the product table by merchant. The index
 * still cost every written row an entry — a refresh's price change is not a HOT update — and every bulk load
 * a build.
 */
export class DropProductMerchantIndex1764806400000 implements MigrationInterface {
  name = 'DropProductMerchantIndex1764806400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS product_merchant_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS product_merchant_idx ON product (merchant_id)`);
  }
}
