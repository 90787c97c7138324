import type { DataSource, EntityManager } from 'typeorm';
import type { FeedProduct } from './feed-row';

/** Separates image URLs inside one text value; the unit separator never occurs in a URL. */
const IMAGE_SEP = '\u001f';

const COLUMNS: Array<[column: string, type: string, pick: (p: FeedProduct) => string | number | boolean | null]> = [
  ['id', 'text', (p) => p.id],
  ['title', 'text', (p) => p.title],
  ['merchant', 'text', (p) => p.merchant],
  ['merchant_id', 'text', (p) => p.merchantId],
  ['price', 'numeric', (p) => p.price],
  ['rrp_price', 'numeric', (p) => p.rrpPrice],
  ['store_price', 'numeric', (p) => p.storePrice],
  ['deep_link', 'text', (p) => p.deepLink],
  ['merchant_deep_link', 'text', (p) => p.merchantDeepLink],
  ['image_url', 'text', (p) => p.imageUrl],
  ['images', 'text', (p) => p.images.join(IMAGE_SEP)],
  ['description', 'text', (p) => p.description],
  ['category', 'text', (p) => p.category],
  ['category_id', 'text', (p) => p.categoryId],
  ['category_label', 'text', (p) => p.categoryLabel],
  ['brand', 'text', (p) => p.brand],
  ['brand_id', 'text', (p) => p.brandId],
  ['delivery_cost', 'numeric', (p) => p.deliveryCost],
  ['delivery_time', 'text', (p) => p.deliveryTime],
  ['rating', 'numeric', (p) => p.rating],
  ['currency', 'text', (p) => p.currency],
  ['in_stock', 'boolean', (p) => p.inStock],
  ['ean', 'text', (p) => p.ean],
  ['row_hash', 'text', (p) => p.rowHash],
];

const NAMES = COLUMNS.map(([c]) => c);
const UNNEST = COLUMNS.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ');
const SELECT = NAMES.map((c) => (c === 'images' ? `string_to_array(i.images, E'\\x1f') AS images` : `i.${c}`)).join(', ');
const UPDATES = NAMES.filter((c) => c !== 'id')
  .map((c) => `${c} = EXCLUDED.${c}`)
  .join(', ');

/**
 * One statement per batch: the whole batch travels as one array per column (unnest), rows whose content hash
 * is unchanged are not touched (so re-importing a feed changes nothing), and a price that changed, or a new
 * product's first price, is recorded in price_history. Foreign keys are checked at the end of the statement,
 * after the product rows exist.
 */
const UPSERT_SQL = `
WITH incoming AS (
  SELECT * FROM unnest(${UNNEST}) AS i(${NAMES.join(', ')})
), old AS (
  SELECT p.id, p.price FROM product p JOIN incoming i ON i.id = p.id
), up AS (
  INSERT INTO product AS p (${NAMES.join(', ')})
  SELECT ${SELECT} FROM incoming i
  ON CONFLICT (id) DO UPDATE SET ${UPDATES}, active = true, updated_at = now()
  WHERE p.row_hash <> EXCLUDED.row_hash OR NOT p.active
  RETURNING (xmax = 0) AS inserted
), hist AS (
  INSERT INTO price_history (product_id, price, rrp_price)
  SELECT i.id, i.price, i.rrp_price FROM incoming i LEFT JOIN old o ON o.id = i.id
  WHERE o.id IS NULL OR o.price <> i.price
  ON CONFLICT DO NOTHING
)
SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM up`;

export interface BatchResult {
  inserted: number;
  updated: number;
}

/**
 * Marks the batch's ids as seen by this run and answers which of them are already stored unchanged (same
 * content hash, still active): those need no write at all, which is most of a daily feed.
 */
const SEEN_SQL = `
WITH i AS (SELECT * FROM unnest($2::text[], $3::text[]) AS i(id, h)),
seen AS (INSERT INTO import_seen (run_id, id) SELECT $1, id FROM i ON CONFLICT DO NOTHING)
SELECT i.id FROM i JOIN product p ON p.id = i.id AND p.row_hash = i.h AND p.active`;

/** Writes a batch inside the given transaction and marks its ids as seen by this run. */
export async function writeBatch(m: EntityManager, runId: number, batch: readonly FeedProduct[]): Promise<BatchResult> {
  // A feed may repeat an id; the last row wins, as a re-import of that row alone would do.
  const unique = new Map<string, FeedProduct>();
  for (const p of batch) unique.set(p.id, p);
  const unchanged = (await m.query(SEEN_SQL, [runId, [...unique.keys()], [...unique.values()].map((p) => p.rowHash)])) as Array<{ id: string }>;
  for (const { id } of unchanged) unique.delete(id);
  if (unique.size === 0) return { inserted: 0, updated: 0 };
  // Sorted ids make concurrent writers lock rows in the same order, so two batches cannot deadlock.
  const rows = [...unique.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // Bigger GIN pending lists merge new search entries in fewer, larger steps during bulk writes.
  await m.query(`SET LOCAL gin_pending_list_limit = '32MB'`);
  const arrays = COLUMNS.map(([, , pick]) => rows.map(pick));
  const [result] = (await m.query(UPSERT_SQL, arrays)) as BatchResult[];
  return result ?? { inserted: 0, updated: 0 };
}

/** Deactivates products of the given merchants that this run did not see. Returns how many. */
export async function retireMissing(db: DataSource, runId: number, merchantIds: readonly string[]): Promise<number> {
  if (merchantIds.length === 0) return 0;
  return db.transaction(async (m) => {
    const rows = (await m.query(
      `WITH gone AS (
         UPDATE product p SET active = false, updated_at = now()
         WHERE p.active AND p.merchant_id = ANY($2::text[])
           AND NOT EXISTS (SELECT 1 FROM import_seen s WHERE s.run_id = $1 AND s.id = p.id)
         RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [runId, [...merchantIds]],
    )) as Array<{ n: number }>;
    return rows[0]?.n ?? 0;
  });
}
