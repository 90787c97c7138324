import type { DataSource } from 'typeorm';
import type { FeedProduct } from './feed-row';
import { copyLine } from './copy-text';
import type { ImportConnection, StageColumn } from './import-connection';

/** Separates image URLs inside one text value; the unit separator never occurs in a URL. */
const IMAGE_SEP = '\u001f';

const COLUMNS: ReadonlyArray<StageColumn<FeedProduct>> = [
  { name: 'id', type: 'text', pick: (p) => p.id },
  { name: 'title', type: 'text', pick: (p) => p.title },
  { name: 'merchant', type: 'text', pick: (p) => p.merchant },
  { name: 'merchant_id', type: 'text', pick: (p) => p.merchantId },
  { name: 'price', type: 'numeric', pick: (p) => p.price },
  { name: 'rrp_price', type: 'numeric', pick: (p) => p.rrpPrice },
  { name: 'store_price', type: 'numeric', pick: (p) => p.storePrice },
  { name: 'deep_link', type: 'text', pick: (p) => p.deepLink },
  { name: 'merchant_deep_link', type: 'text', pick: (p) => p.merchantDeepLink },
  { name: 'image_url', type: 'text', pick: (p) => p.imageUrl },
  { name: 'images', type: 'text', pick: (p) => p.images.join(IMAGE_SEP) },
  { name: 'description', type: 'text', pick: (p) => p.description },
  { name: 'category', type: 'text', pick: (p) => p.category },
  { name: 'category_id', type: 'text', pick: (p) => p.categoryId },
  { name: 'category_label', type: 'text', pick: (p) => p.categoryLabel },
  { name: 'brand', type: 'text', pick: (p) => p.brand },
  { name: 'brand_id', type: 'text', pick: (p) => p.brandId },
  { name: 'delivery_cost', type: 'numeric', pick: (p) => p.deliveryCost },
  { name: 'delivery_time', type: 'text', pick: (p) => p.deliveryTime },
  { name: 'rating', type: 'numeric', pick: (p) => p.rating },
  { name: 'currency', type: 'text', pick: (p) => p.currency },
  { name: 'in_stock', type: 'boolean', pick: (p) => p.inStock },
  { name: 'ean', type: 'text', pick: (p) => p.ean },
  { name: 'row_hash', type: 'text', pick: (p) => p.rowHash },
];
const KEY_COLUMNS: ReadonlyArray<StageColumn<PendingRow>> = [
  { name: 'id', type: 'text', pick: (r) => r.id },
  { name: 'row_hash', type: 'text', pick: (r) => r.rowHash },
];

/**
 * A validated row waiting for its batch. On PostgreSQL it is kept as the UTF-8 bytes of its COPY line, off
 * the JavaScript heap: an object of two dozen values (or a string built from slices of the parser's input)
 * would keep the row's parse garbage alive until its batch is written, which under a slow database is long
 * enough for the collector to promote it and grow the heap.
 */
export interface PendingRow {
  id: string;
  rowHash: string;
  data: FeedProduct | Buffer;
}

export function pendingRow(p: FeedProduct, asCopyLine: boolean): PendingRow {
  return { id: p.id, rowHash: p.rowHash, data: asCopyLine ? Buffer.from(copyLine(COLUMNS.map((c) => c.pick(p)))) : p };
}

const NAMES = COLUMNS.map((c) => c.name);
const SELECT = NAMES.map((c) => (c === 'images' ? `string_to_array(s.images, E'\\x1f') AS images` : `s.${c}`)).join(', ');
const UPDATES = NAMES.filter((c) => c !== 'id')
  .map((c) => `${c} = EXCLUDED.${c}`)
  .join(', ');

/**
 * Staging tables live per session and empty themselves at every commit, so a batch sees only its own rows
 * and a killed import leaves nothing behind.
 */
const STAGE_DDL = [
  `CREATE TEMP TABLE IF NOT EXISTS import_stage (${COLUMNS.map((c) => `${c.name} ${c.type}`).join(', ')}) ON COMMIT DELETE ROWS`,
  `CREATE TEMP TABLE IF NOT EXISTS import_keys (id text, row_hash text) ON COMMIT DELETE ROWS`,
];

/**
 * Marks the batch's ids as seen by this run (retirement needs them) and answers which ids need a write: new,
 * changed (another content hash) or retired. Unchanged rows — most of a daily feed — are not sent again.
 */
const CHANGED_SQL = `
WITH seen AS (INSERT INTO import_seen (run_id, id) SELECT $1, id FROM import_keys ON CONFLICT DO NOTHING)
SELECT k.id FROM import_keys k LEFT JOIN product p ON p.id = k.id AND p.row_hash = k.row_hash AND p.active
WHERE p.id IS NULL`;

/**
 * One set-based statement per batch from the staging table: rows whose content hash is unchanged are not
 * touched, and a price that changed, or a new product's first price, is recorded in price_history. `old`
 * reads the prices before the upsert (all parts of one statement see the same snapshot). Rows are inserted
 * in id order so two concurrent batches lock rows in the same order and cannot deadlock. Foreign keys are
 * checked at the end of the statement, after the product rows exist.
 */
const UPSERT_SQL = `
WITH old AS (
  SELECT p.id, p.price FROM product p JOIN import_stage s ON s.id = p.id
), up AS (
  INSERT INTO product AS p (${NAMES.join(', ')})
  SELECT ${SELECT} FROM import_stage s ORDER BY s.id
  ON CONFLICT (id) DO UPDATE SET ${UPDATES}, active = true, updated_at = now()
  WHERE p.row_hash <> EXCLUDED.row_hash OR NOT p.active
  RETURNING (xmax = 0) AS inserted
), hist AS (
  INSERT INTO price_history (product_id, price, rrp_price)
  SELECT s.id, s.price, s.rrp_price FROM import_stage s LEFT JOIN old o ON o.id = s.id
  WHERE o.id IS NULL OR o.price <> s.price
  ON CONFLICT DO NOTHING
)
SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM up`;

export interface BatchResult {
  inserted: number;
  updated: number;
}

export interface BatchOptions {
  /**
   * Record the ids as seen and skip unchanged rows before sending them. Off for a bulk load into an empty
   * catalogue, where every row is new and nothing can be retired.
   */
  precheck: boolean;
}

/** Creates the session's staging tables (once per session; IF NOT EXISTS makes a repeat cheap). */
export async function prepareStaging(conn: ImportConnection): Promise<void> {
  for (const ddl of STAGE_DDL) await conn.query(ddl);
}

/** Writes a batch inside the connection's current transaction. */
export async function writeBatch(
  conn: ImportConnection,
  runId: number,
  batch: readonly PendingRow[],
  options: BatchOptions,
): Promise<BatchResult> {
  // A feed may repeat an id; the last row wins, as a re-import of that row alone would do.
  const unique = new Map<string, PendingRow>();
  for (const r of batch) unique.set(r.id, r);
  let rows = [...unique.values()];
  if (options.precheck) {
    if (conn.canCopy) await conn.copy('import_keys', ['id', 'row_hash'], rows.map((r) => copyLine([r.id, r.rowHash])));
    else await conn.insertArrays('import_keys', KEY_COLUMNS, rows);
    const changed = await conn.query<{ id: string }>(CHANGED_SQL, [runId]);
    if (changed.length === 0) return { inserted: 0, updated: 0 };
    if (changed.length < rows.length) rows = changed.map(({ id }) => unique.get(id) as PendingRow);
  }
  if (conn.canCopy) await conn.copy('import_stage', NAMES, rows.map((r) => r.data as Buffer));
  else await conn.insertArrays('import_stage', COLUMNS, rows.map((r) => r.data as FeedProduct));
  // Bigger GIN pending lists merge new search entries in fewer, larger steps during bulk writes.
  await conn.query(`SET LOCAL gin_pending_list_limit = '32MB'`);
  const [result] = await conn.query<BatchResult>(UPSERT_SQL);
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
