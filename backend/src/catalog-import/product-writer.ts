import type { DataSource } from 'typeorm';
import type { FeedProduct } from './feed-row';
import { copyLine } from './copy-text';
import type { ImportConnection, StageColumn } from './import-connection';

/** Separates image URLs inside one text value; the unit separator never occurs in a URL. */
const IMAGE_SEP = '\u001f';

/** A validated product with the hash of the feed line it came from. */
export interface StagedProduct extends FeedProduct {
  rawHash: string;
}

const COLUMNS: ReadonlyArray<StageColumn<StagedProduct>> = [
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
  { name: 'raw_hash', type: 'text', pick: (p) => p.rawHash },
];

/**
 * A feed row read but not yet validated. A refresh first asks the database which lines changed and validates
 * only those; the others were validated when they were written.
 */
export interface RawRow {
  line: number;
  fields: string[];
  /** The id as the feed writes it (trimmed); it may yet prove invalid. */
  id: string;
  rawHash: string;
}

const KEY_COLUMNS: ReadonlyArray<StageColumn<RawRow>> = [
  { name: 'id', type: 'text', pick: (r) => r.id },
  { name: 'raw_hash', type: 'text', pick: (r) => r.rawHash },
];

/**
 * A validated row waiting for its batch. On PostgreSQL it is kept as the UTF-8 bytes of its COPY line, off
 * the JavaScript heap: an object of two dozen values (or a string built from slices of the parser's input)
 * would keep the row's parse garbage alive until its batch is written, which under a slow database is long
 * enough for the collector to promote it and grow the heap.
 */
export interface PendingRow {
  id: string;
  data: StagedProduct | Buffer;
}

export function pendingRow(p: FeedProduct, rawHash: string, asCopyLine: boolean): PendingRow {
  const staged: StagedProduct = { ...p, rawHash };
  return { id: p.id, data: asCopyLine ? Buffer.from(copyLine(COLUMNS.map((c) => c.pick(staged)))) : staged };
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
  `CREATE TEMP TABLE IF NOT EXISTS import_line_keys (id text, raw_hash text) ON COMMIT DELETE ROWS`,
];

/**
 * Which lines of the batch changed since they were written: marks the unchanged ones as seen by this run
 * (retirement needs them; a changed line is marked when it is written, a rejected one never) and answers the
 * ids of the others. A retired product's line counts as changed, so its reappearance brings it back.
 */
const CHANGED_SQL = `
WITH same AS MATERIALIZED (
  SELECT k.id FROM import_line_keys k JOIN product p ON p.id = k.id AND p.raw_hash = k.raw_hash AND p.active
), seen AS (INSERT INTO import_seen (run_id, id) SELECT $1, id FROM same ON CONFLICT DO NOTHING)
SELECT k.id FROM import_line_keys k WHERE NOT EXISTS (SELECT 1 FROM same s WHERE s.id = k.id)`;

/**
 * One set-based statement per batch from the staging table: a row whose normalised content is unchanged
 * keeps its values and updated_at (only its line hash is refreshed, for a cosmetic change of the line), and
 * a price that changed, or a new product's first price, is recorded in price_history. `old` reads the rows
 * before the upsert (all parts of one statement see the same snapshot). Foreign keys are checked at the end
 * of the statement, after the product rows exist.
 *
 * Order: a refresh writes in id order, so two concurrent batches lock rows in the same order and cannot
 * deadlock. A load into an empty catalogue writes in (category, brand) order instead: each batch's rows of a
 * category then sit on neighbouring pages, so a category listing reads few pages without rewriting the table
 * afterwards (CLUSTER cost more than the whole load).
 */
function upsertSql(order: 'id' | 'category', markSeen: boolean): string {
  const orderBy = order === 'id' ? 's.id' : 's.category, s.brand, s.id';
  return `
WITH old AS (
  SELECT p.id, p.price, p.row_hash, p.active FROM product p JOIN import_stage s ON s.id = p.id
), up AS (
  INSERT INTO product AS p (${NAMES.join(', ')})
  SELECT ${SELECT} FROM import_stage s ORDER BY ${orderBy}
  ON CONFLICT (id) DO UPDATE SET ${UPDATES}, active = true,
    updated_at = CASE WHEN p.row_hash <> EXCLUDED.row_hash OR NOT p.active THEN now() ELSE p.updated_at END
  WHERE p.row_hash <> EXCLUDED.row_hash OR NOT p.active OR p.raw_hash IS DISTINCT FROM EXCLUDED.raw_hash
  RETURNING p.id, p.row_hash, (xmax = 0) AS inserted
), hist AS (
  INSERT INTO price_history (product_id, price, rrp_price)
  SELECT s.id, s.price, s.rrp_price FROM import_stage s LEFT JOIN old o ON o.id = s.id
  WHERE o.id IS NULL OR o.price <> s.price
  ON CONFLICT DO NOTHING
)${markSeen ? `, seen AS (INSERT INTO import_seen (run_id, id) SELECT $1, id FROM import_stage ON CONFLICT DO NOTHING)` : ''}
SELECT count(*) FILTER (WHERE u.inserted)::int AS inserted,
  count(*) FILTER (WHERE NOT u.inserted AND (o.id IS NULL OR o.row_hash <> u.row_hash OR NOT o.active))::int AS updated
FROM up u LEFT JOIN old o ON o.id = u.id`;
}

const UPSERT = {
  refresh: upsertSql('id', true),
  load: upsertSql('category', false),
};

export interface BatchResult {
  inserted: number;
  updated: number;
}

/** Creates the session's staging tables (once per session; IF NOT EXISTS makes a repeat cheap). */
export async function prepareStaging(conn: ImportConnection): Promise<void> {
  for (const ddl of STAGE_DDL) await conn.query(ddl);
}

/**
 * Writes validated rows inside the connection's current transaction. `load` is a bulk load into an empty
 * catalogue: every row is new and nothing can be retired, so no id is recorded as seen.
 */
export async function writeRows(conn: ImportConnection, runId: number, batch: readonly PendingRow[], mode: 'load' | 'refresh'): Promise<BatchResult> {
  // A feed may repeat an id; the last row wins, as a re-import of that row alone would do.
  const unique = new Map<string, PendingRow>();
  for (const r of batch) unique.set(r.id, r);
  const rows = [...unique.values()];
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  if (conn.canCopy) await conn.copy('import_stage', NAMES, rows.map((r) => r.data as Buffer));
  else await conn.insertArrays('import_stage', COLUMNS, rows.map((r) => r.data as StagedProduct));
  // Bigger GIN pending lists merge new search entries in fewer, larger steps during bulk writes.
  await conn.query(`SET LOCAL gin_pending_list_limit = '32MB'`);
  const [result] = await conn.query<BatchResult>(UPSERT[mode], mode === 'refresh' ? [runId] : []);
  return result ?? { inserted: 0, updated: 0 };
}

export interface RawBatchHandlers {
  /** Validates a changed row: its pending form, or null when it is rejected (the handler reports it). */
  validate: (row: RawRow) => PendingRow | null;
  /** Called for each row whose line is unchanged (already valid and written). */
  unchanged: (row: RawRow) => void;
}

/**
 * A refresh batch: sends each line's (id, hash), then validates and writes only the changed lines. An id that
 * occurs twice in the batch is always validated, so the last valid one of them wins as in a full write.
 */
export async function writeRawRows(conn: ImportConnection, runId: number, batch: readonly RawRow[], handlers: RawBatchHandlers): Promise<BatchResult> {
  const count = new Map<string, number>();
  for (const r of batch) count.set(r.id, (count.get(r.id) ?? 0) + 1);
  const keys = batch.filter((r) => r.id !== '' && count.get(r.id) === 1);
  let changed = new Set<string>();
  if (keys.length > 0) {
    if (conn.canCopy) await conn.copy('import_line_keys', ['id', 'raw_hash'], keys.map((r) => copyLine([r.id, r.rawHash])));
    else await conn.insertArrays('import_line_keys', KEY_COLUMNS, keys);
    changed = new Set((await conn.query<{ id: string }>(CHANGED_SQL, [runId])).map((r) => r.id));
  }
  const rows: PendingRow[] = [];
  for (const r of batch) {
    if (r.id !== '' && count.get(r.id) === 1 && !changed.has(r.id)) {
      handlers.unchanged(r);
      continue;
    }
    const pending = handlers.validate(r);
    if (pending) rows.push(pending);
  }
  return writeRows(conn, runId, rows, 'refresh');
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
