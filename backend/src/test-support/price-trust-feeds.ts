import type { DataSource } from 'typeorm';
import { writeTestFeed } from './feed-files';

/** A product of the price-trust feeds: its id, price now and struck (recommended) price. */
export interface PricedRow {
  id: number;
  price: number;
  rrp: number;
}

/** A feed of these products (merchant 77, one category), in TEST_FEED_HEADER's columns. */
export function pricedFeed(rows: readonly PricedRow[]): string {
  return writeTestFeed(rows.map((r) => `${r.id},Producto ${r.id},Tienda ES,77,${r.price},${r.rrp},https://example.com/p/${r.id},Descripción ${r.id},Kitchen,Marca`));
}

/**
 * Moves every recorded time of the catalogue `days` into the past, as if the imports so far had happened
 * that long ago: the price history, the products' write times, the runs and the last verified-discount
 * computation.
 */
export async function agePriceRecords(db: DataSource, days: number): Promise<void> {
  const by = `interval '${days} days'`;
  await db.query(`UPDATE price_history SET recorded_at = recorded_at - ${by}`);
  await db.query(`UPDATE product SET updated_at = updated_at - ${by}, created_at = created_at - ${by}`);
  await db.query(`UPDATE import_run SET started_at = started_at - ${by}, finished_at = finished_at - ${by}`);
  await db.query(`UPDATE price_trust_state SET as_of = as_of - ${by}`);
}

/** The verified-discount columns of one product, as numbers. */
export interface TrustColumns {
  low: number | null;
  high: number | null;
  kind: 'seen' | 'shop' | null;
  verified: number;
}

export async function trustColumns(db: DataSource, id: number): Promise<TrustColumns | undefined> {
  const rows = (await db.query(
    `SELECT low_30d::float8 AS low, high_30d::float8 AS high, reference_kind AS kind, verified_discount::float8 AS verified FROM product WHERE id = $1`,
    [String(id)],
  )) as TrustColumns[];
  return rows[0];
}
