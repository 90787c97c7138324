import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hash of a product's feed line as it was read (with the feed's header): a daily refresh sends only
 * (id, raw_hash) for each row and validates, normalises and writes only the rows whose line changed — most of
 * a daily feed is identical to yesterday's. Empty for rows written before this column existed: those are
 * validated once more on the next import, which fills it.
 */
export class ProductRawHash1764374400000 implements MigrationInterface {
  name = 'ProductRawHash1764374400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product ADD COLUMN IF NOT EXISTS raw_hash text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product DROP COLUMN IF EXISTS raw_hash`);
  }
}
