import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The two listing indexes ordered by discount lose their trailing `id`. A refresh's price change is not a
 * HOT update, so each changed row adds an entry to both, at a random place; `id` made their keys longer and
 * every tie on discount a text comparison. The listing still orders by `discount DESC, id`: the planner reads
 * the index in discount order and sorts each run of equal discounts by id (Incremental Sort), a page of 24
 * reading one or two such runs more than it shows. Figures: docs/decisions/narrow-listing-indexes.md.
 */
export class NarrowListingIndexes1765065600000 implements MigrationInterface {
  name = 'NarrowListingIndexes1765065600000';

  async up(q: QueryRunner): Promise<void> {
    // Frozen here (the same DDL is in PRODUCT_INDEXES, which bulk imports drop and rebuild).
    await q.query(`DROP INDEX IF EXISTS product_deals_idx`);
    await q.query(`CREATE INDEX product_deals_idx ON product (discount DESC) WHERE active`);
    await q.query(`DROP INDEX IF EXISTS product_category_idx`);
    await q.query(`CREATE INDEX product_category_idx ON product (category, discount DESC) WHERE active`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS product_deals_idx`);
    await q.query(`CREATE INDEX product_deals_idx ON product (discount DESC, id) WHERE active`);
    await q.query(`DROP INDEX IF EXISTS product_category_idx`);
    await q.query(`CREATE INDEX product_category_idx ON product (category, discount DESC, id) WHERE active`);
  }
}
