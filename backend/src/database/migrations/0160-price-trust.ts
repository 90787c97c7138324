import type { MigrationInterface, QueryRunner } from 'typeorm';
import { settlePriceTrust } from '../price-trust';

/**
 * The verified discount (database/price-trust.ts): the 30-day low and high of each product's price history,
 * what its struck price is ('seen' charged in those 30 days, 'shop' only announced by the shop, null none),
 * and the discount against the 30-day high when seen. The listing's discount order and its two indexes
 * follow the verified discount, so an inflated 'antes' price cannot buy the top of a list. Decision:
 * docs/decisions/verified-discount-at-import.md.
 */
export class PriceTrust1765152000000 implements MigrationInterface {
  name = 'PriceTrust1765152000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE product
        ADD COLUMN low_30d numeric(12,2),
        ADD COLUMN high_30d numeric(12,2),
        ADD COLUMN reference_kind text CHECK (reference_kind IN ('seen', 'shop')),
        ADD COLUMN verified_discount numeric(6,2) NOT NULL DEFAULT 0`);
    // When the figures were last computed: an import's scope is the rows it wrote plus those whose history
    // left the 30-day window since then (found through the index on recorded_at).
    await q.query(`CREATE TABLE price_trust_state (singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton), as_of timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX price_history_recorded_idx ON price_history (recorded_at)`);
    await settlePriceTrust(q, 'all');
    // Frozen here (the same DDL is in PRODUCT_INDEXES, which bulk imports drop and rebuild).
    await q.query(`DROP INDEX IF EXISTS product_deals_idx`);
    await q.query(`CREATE INDEX product_deals_idx ON product (verified_discount DESC, id) WHERE active`);
    await q.query(`DROP INDEX IF EXISTS product_category_idx`);
    await q.query(`CREATE INDEX product_category_idx ON product (category, verified_discount DESC, id) WHERE active`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS product_deals_idx`);
    await q.query(`DROP INDEX IF EXISTS product_category_idx`);
    await q.query(`DROP INDEX IF EXISTS price_history_recorded_idx`);
    await q.query(`DROP TABLE IF EXISTS price_trust_state`);
    await q.query(`ALTER TABLE product DROP COLUMN low_30d, DROP COLUMN high_30d, DROP COLUMN reference_kind, DROP COLUMN verified_discount`);
    await q.query(`CREATE INDEX product_deals_idx ON product (discount DESC) WHERE active`);
    await q.query(`CREATE INDEX product_category_idx ON product (category, discount DESC) WHERE active`);
  }
}
