import { productPath } from '@ofertas/contracts';
import type { DataSource } from 'typeorm';
import type { DigestLine } from './alert-mail';

/** One item the matching queued: the price seen in the run, and the one before it (null: a new product). */
export interface DigestItem {
  subscriptionId: string | number;
  productId: string;
  price: number | string;
  previous: number | string | null;
}

interface ProductRow {
  id: string;
  title: string;
  low_30d: number | null;
}

const hasLow30d = new WeakMap<DataSource, Promise<boolean>>();

const higher = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.max(a, b));

/**
 * The prices a digest states besides the one the run recorded: the 30-day low, read from the product row
 * when the catalogue has that column (looked up once per process), else none. The place to add more figures.
 */
async function digestFigures(db: DataSource): Promise<string> {
  let known = hasLow30d.get(db);
  if (!known) {
    known = (db.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'product' AND column_name = 'low_30d'`) as Promise<unknown[]>)
      .then((rows) => rows.length > 0)
      .catch(() => false);
    hasLow30d.set(db, known);
  }
  return (await known) ? 'p.low_30d::float8 AS low_30d' : 'NULL::float8 AS low_30d';
}

/**
 * A digest's lines: one per product (the lowest price queued that day wins), products that left the
 * catalogue dropped, the largest drops first.
 */
export async function digestLines(db: DataSource, items: readonly DigestItem[], origin: string): Promise<DigestLine[]> {
  const best = new Map<string, { price: number; previous: number | null }>();
  for (const item of items) {
    const price = Number(item.price);
    const previous = item.previous === null ? null : Number(item.previous);
    const seen = best.get(item.productId);
    // Two drops of one product in a day: the lowest price, against the highest price before it.
    best.set(item.productId, { price: seen ? Math.min(seen.price, price) : price, previous: seen ? higher(seen.previous, previous) : previous });
  }
  if (best.size === 0) return [];
  const rows = (await db.query(`SELECT p.id, p.title, ${await digestFigures(db)} FROM product p WHERE p.id = ANY($1::text[]) AND p.active`, [
    [...best.keys()],
  ])) as ProductRow[];
  return rows
    .map((r) => {
      const seen = best.get(r.id) as { price: number; previous: number | null };
      return { title: r.title, url: `${origin}${productPath(r)}`, price: seen.price, previous: seen.previous, low30d: r.low_30d };
    })
    .sort((a, b) => (b.previous ?? b.price) - b.price - ((a.previous ?? a.price) - a.price) || a.title.localeCompare(b.title, 'es'));
}
