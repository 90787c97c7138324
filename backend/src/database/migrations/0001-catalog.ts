import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Products, editorial categories, price history and full-text search (Spanish, accent-insensitive). */
export class Catalog1763769600000 implements MigrationInterface {
  name = 'Catalog1763769600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // unaccent() is only STABLE (it reads a dictionary), so it cannot feed a generated column or an index.
    // Pinning the dictionary makes the result depend on the input alone, which is what IMMUTABLE promises.
    await q.query(`
      CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`);
    await q.query(`
      CREATE TABLE product (
        id text PRIMARY KEY,
        title text NOT NULL,
        merchant text NOT NULL DEFAULT '',
        merchant_id text NOT NULL DEFAULT '',
        price numeric(12,2) NOT NULL,
        rrp_price numeric(12,2),
        store_price numeric(12,2),
        deep_link text NOT NULL,
        merchant_deep_link text,
        image_url text NOT NULL DEFAULT '',
        images text[] NOT NULL DEFAULT '{}',
        description text NOT NULL DEFAULT '',
        category text NOT NULL DEFAULT '',
        category_id text,
        category_label text NOT NULL DEFAULT '',
        brand text NOT NULL DEFAULT '',
        brand_id text,
        delivery_cost numeric(10,2),
        delivery_time text,
        rating numeric(3,1),
        currency text NOT NULL DEFAULT 'EUR',
        in_stock boolean NOT NULL DEFAULT true,
        ean text,
        active boolean NOT NULL DEFAULT true,
        row_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        discount numeric(6,2) GENERATED ALWAYS AS (
          CASE WHEN rrp_price > price AND rrp_price > 0 THEN round((1 - price / rrp_price) * 100, 2) ELSE 0 END
        ) STORED,
        title_norm text GENERATED ALWAYS AS (lower(f_unaccent(title))) STORED,
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('spanish', f_unaccent(title || ' ' || brand)), 'A') ||
          setweight(to_tsvector('spanish', f_unaccent(category_label || ' ' || category)), 'C') ||
          setweight(to_tsvector('spanish', f_unaccent(left(description, 600))), 'D')
        ) STORED
      )`);
    // Frozen copy of the index DDL as it was when this migration shipped (product-indexes.ts may change later).
    await q.query(`CREATE INDEX IF NOT EXISTS product_search_idx ON product USING gin (search_vector)`);
    await q.query(`CREATE INDEX IF NOT EXISTS product_title_trgm_idx ON product USING gin (title_norm gin_trgm_ops)`);
    await q.query(`CREATE INDEX IF NOT EXISTS product_deals_idx ON product (discount DESC, id) WHERE active`);
    await q.query(`CREATE INDEX IF NOT EXISTS product_category_idx ON product (category, discount DESC, id) WHERE active`);
    await q.query(`CREATE INDEX IF NOT EXISTS product_brand_idx ON product (brand) WHERE active`);
    await q.query(`CREATE INDEX IF NOT EXISTS product_price_idx ON product (price) WHERE active`);
    await q.query(`CREATE INDEX IF NOT EXISTS product_merchant_idx ON product (merchant_id)`);

    await q.query(`
      CREATE TABLE price_history (
        product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        price numeric(12,2) NOT NULL,
        rrp_price numeric(12,2),
        PRIMARY KEY (product_id, recorded_at)
      )`);

    await q.query(`
      CREATE TABLE category (
        id serial PRIMARY KEY,
        value text NOT NULL UNIQUE,
        valueurl text NOT NULL UNIQUE,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        image text NOT NULL DEFAULT '',
        position integer NOT NULL DEFAULT 0
      )`);

    await q.query(`
      CREATE TABLE import_run (
        id serial PRIMARY KEY,
        kind text NOT NULL,
        source text NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        rows_read integer NOT NULL DEFAULT 0,
        rows_upserted integer NOT NULL DEFAULT 0,
        rows_rejected integer NOT NULL DEFAULT 0,
        rows_retired integer NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'running'
      )`);
    // Ids seen by a running import, so retirement works without holding a million ids in memory.
    await q.query(`CREATE UNLOGGED TABLE import_seen (run_id integer NOT NULL, id text NOT NULL, PRIMARY KEY (run_id, id))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS import_seen`);
    await q.query(`DROP TABLE IF EXISTS import_run`);
    await q.query(`DROP TABLE IF EXISTS category`);
    await q.query(`DROP TABLE IF EXISTS price_history`);
    await q.query(`DROP TABLE IF EXISTS product`);
    await q.query(`DROP FUNCTION IF EXISTS f_unaccent(text)`);
  }
}
