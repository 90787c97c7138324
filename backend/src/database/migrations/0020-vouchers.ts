import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stores (Awin advertisers) and their promotions/vouchers in the Awin Promotions layout (vouchers module).
 * Dates are kept as written by Awin (start_date/end_date) plus their calendar day (starts_on/ends_on), which
 * is what "active" and "expired" are decided on: a promotion ending on the 30th is valid all of the 30th.
 */
export class Vouchers1763856000000 implements MigrationInterface {
  name = 'Vouchers1763856000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE advertiser (
        id integer PRIMARY KEY,
        name text NOT NULL,
        display_name text NOT NULL,
        store_key text NOT NULL,
        joined boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX advertiser_display_idx ON advertiser (lower(display_name))`);
    await q.query(`CREATE INDEX advertiser_key_idx ON advertiser (store_key)`);
    await q.query(`
      CREATE TABLE promotion (
        promotion_id integer PRIMARY KEY,
        advertiser_id integer NOT NULL REFERENCES advertiser(id),
        type text NOT NULL CHECK (type IN ('voucher', 'promotion')),
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        terms text NOT NULL DEFAULT '',
        start_date text,
        end_date text,
        starts_on date,
        ends_on date,
        url_tracking text NOT NULL,
        url text NOT NULL DEFAULT '',
        code text,
        exclusive boolean NOT NULL DEFAULT false,
        regions jsonb NOT NULL DEFAULT '[]',
        regions_all boolean NOT NULL DEFAULT false,
        region_codes text[] NOT NULL DEFAULT '{}',
        row_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX promotion_advertiser_idx ON promotion (advertiser_id, ends_on)`);
    await q.query(`CREATE INDEX promotion_ends_idx ON promotion (ends_on)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS promotion`);
    await q.query(`DROP TABLE IF EXISTS advertiser`);
  }
}
