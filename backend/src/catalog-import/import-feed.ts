import type { DataSource } from 'typeorm';
import { isEmbedded } from '../database/data-source';
import { PRODUCT_INDEXES } from '../database/product-indexes';
import { CatalogueSnapshot } from './catalogue-snapshot';
import { emptyCopyBufferPool } from './copy-lines';
import { splitRecord } from './csv-reader';
import { columnIndex, normaliseRow } from './feed-row';
import { ImportConnection } from './import-connection';
import {
  analyzeProducts,
  buildProductIndexes,
  dropPriceHistoryKey,
  repairInterruptedImports,
  restorePriceHistoryKey,
  startRun,
  type ImportRun,
} from './import-runs';
import { hashText, lineHasher, type LineHasher } from './line-hash';
import { readLines } from './line-reader';
import { openSource, type FeedSource } from './open-source';
import { prepareStaging, retireGone, StagedBatch, writeRows, type WriteMode } from './product-writer';

export interface Rejection {
  line: number;
  reason: string;
}

export interface ImportProgress {
  rowsRead: number;
  bytesRead: number;
  totalBytes: number | null;
  rejected: number;
  elapsedMs: number;
}

export interface ImportOptions {
  /** A file path (plain or .gz) or an http(s) URL. */
  source: string;
  /** Rows per transaction. */
  batchSize?: number;
  /** Deactivate products of the feed's merchants that the feed no longer lists (default true). */
  retire?: boolean;
  /** How many rejections are kept with their reasons (all are counted). */
  keepRejections?: number;
  onProgress?: (p: ImportProgress) => void;
  /**
   * Drop the product table's secondary indexes during the import and rebuild them at the end (also when the
   * import fails). Default: only when the catalogue is empty, where nobody can be searching it yet.
   */
  bulk?: boolean;
  /** Batches written at once. PostgreSQL computes search vectors on several cores; PGlite has one connection. */
  writers?: number;
  /** Called after each committed batch; tests use it to interrupt an import between batches. */
  afterBatch?: (batchNumber: number) => void | Promise<void>;
}

export interface ImportReport {
  runId: number;
  source: string;
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  rejections: Rejection[];
  retired: number;
  merchants: string[];
  seconds: number;
  rowsPerSecond: number;
}

/**
 * Streams an Awin product feed into the catalogue. Each batch is one transaction: an interruption leaves
 * every earlier batch committed and the failing one rolled back, and retirement runs only after the whole
 * feed was read, so a half-read feed never retires anything. A refresh (the catalogue is not empty) first
 * reads a snapshot of the active products' line hashes (catalogue-snapshot.ts): lines found there are
 * counted and skipped without a word to the database, and retirement is computed from the snapshot.
 */
export async function importFeed(db: DataSource, options: ImportOptions): Promise<ImportReport> {
  const batchSize = options.batchSize ?? 5000;
  const keep = options.keepRejections ?? 100;
  const started = performance.now();
  // What an earlier import killed halfway left behind is repaired first (marks, residue, indexes).
  await repairInterruptedImports(db);
  const run: ImportRun = await startRun(db, 'products', options.source);
  const runId = run.id;
  const report: ImportReport = {
    runId,
    source: options.source,
    rowsRead: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    rejections: [],
    retired: 0,
    merchants: [],
    seconds: 0,
    rowsPerSecond: 0,
  };
  const merchants = new Set<string>();
  let source: FeedSource | null = null;
  let bulk: boolean;
  /** Into an empty catalogue every row is new and nothing can be retired: no snapshot, the load statement. */
  let empty = false;
  let indexesDropped = false;
  /** The active products before the feed was read (a refresh); null on a load into an empty catalogue. */
  let snapshot: CatalogueSnapshot | null = null;
  /** The snapshot's merchants the feed listed (its own products' merchants are `merchants`). */
  const snapshotMerchants = new Set<number>();
  const asCopyLines = !isEmbedded(db);
  let batch = new StagedBatch(asCopyLines);
  let col: Map<string, number> | null = null;
  let batchNumber = 0;
  const reject = (line: number, reason: string) => {
    report.rejected++;
    if (report.rejections.length < keep) report.rejections.push({ line, reason });
  };
  // Batches are written while the next ones are parsed, so the database and the parser work side by side.
  const writers = Math.max(1, options.writers ?? 1);
  const inFlight = new Set<Promise<void>>();
  let failure: unknown = null;
  const write = async (rows: StagedBatch) => {
    let r;
    // Into an empty catalogue a batch is first tried as all-new rows; a unique violation (an id of an
    // earlier batch repeated) rolls it back and it runs again as an upsert.
    let mode: WriteMode = empty ? 'fresh' : 'refresh';
    for (let attempt = 1; ; attempt++) {
      // A connection per batch, given back between batches: on PGlite (one connection) requests interleave.
      const conn = await ImportConnection.open(db);
      try {
        await prepareStaging(conn);
        r = await conn.transaction(() => writeRows(conn, rows, mode));
        break;
      } catch (e) {
        // Load batches are written in category order, so two that share an id (a feed repeating it) can
        // deadlock; the loser rolled back and simply runs again. Refresh batches lock in id order.
        const code = (e as { code?: string }).code;
        if (!empty || attempt > 3 || (code !== '40P01' && code !== '23505')) throw e;
        if (code === '23505') mode = 'load';
      } finally {
        await conn.release();
      }
    }
    report.inserted += r.inserted;
    report.updated += r.updated;
    batchNumber++;
    await options.afterBatch?.(batchNumber);
  };
  const settle = async (limit: number) => {
    while (inFlight.size > limit) await Promise.race(inFlight);
    if (failure !== null) throw failure;
  };
  const flush = async () => {
    await settle(writers - 1);
    if (batch.size === 0) return;
    const rows = batch;
    batch = new StagedBatch(asCopyLines);
    const p: Promise<void> = write(rows)
      .finally(() => rows.release())
      .then(
        () => void inFlight.delete(p),
        (e: unknown) => {
          inFlight.delete(p);
          failure ??= e;
        },
      );
    inFlight.add(p);
  };
  const progress = () =>
    options.onProgress?.({
      rowsRead: report.rowsRead,
      bytesRead: source?.bytesRead() ?? 0,
      totalBytes: source?.totalBytes ?? null,
      rejected: report.rejected,
      elapsedMs: performance.now() - started,
    });

  try {
    source = await openSource(options.source);
    empty = ((await db.query(`SELECT NOT EXISTS (SELECT 1 FROM product) AS empty`)) as Array<{ empty: boolean }>)[0]?.empty === true;
    bulk = options.bulk ?? empty;
    if (bulk) {
      indexesDropped = true;
      await dropPriceHistoryKey(db);
      for (const index of PRODUCT_INDEXES) await db.query(`DROP INDEX IF EXISTS ${index.name}`);
    }
    if (!empty) {
      const conn = await ImportConnection.open(db);
      try {
        snapshot = await CatalogueSnapshot.read(conn);
      } finally {
        await conn.release();
      }
    }
    let width = 0;
    let hashLine: LineHasher = () => undefined;
    const h = new Uint32Array(4);
    for await (const chunk of readLines(source.stream)) {
      const { buf, starts, ends, lines } = chunk;
      for (let i = 0; i < starts.length; i++) {
        const start = starts[i] as number;
        const end = ends[i] as number;
        const line = lines[i] as number;
        if (col === null) {
          const header = buf.toString('utf8', start, end);
          const fields = splitRecord(header);
          col = columnIndex(fields);
          width = fields.length;
          hashLine = lineHasher(header);
          continue;
        }
        hashLine(buf, start, end, h);
        // A line written before as it stands (same bytes, same header): valid then, nothing to write now.
        // A product another line of this feed rewrote is not skipped, so the feed's last line of an id wins.
        if (snapshot !== null) {
          const e = snapshot.findLine(h);
          if (e >= 0 && !snapshot.isWritten(e)) {
            report.rowsRead++;
            snapshot.markSeen(e);
            snapshotMerchants.add(snapshot.merchantOf(e));
            continue;
          }
        }
        const text = buf.toString('utf8', start, end);
        const fields = splitRecord(text);
        if (fields.length === 1 && (fields[0] as string).trim() === '') continue;
        report.rowsRead++;
        // A wrong field count means shifted columns (an unquoted comma): its values cannot be trusted.
        if (fields.length !== width) {
          reject(line, `${fields.length} field(s) where the header has ${width}`);
          continue;
        }
        const r = normaliseRow(fields, col);
        if (!r.ok) {
          reject(line, r.reason);
          continue;
        }
        if (r.product.merchantId) merchants.add(r.product.merchantId);
        if (snapshot !== null) {
          const e = snapshot.findId(r.product.id);
          if (e >= 0) snapshot.markWritten(e);
        }
        batch.add(r.product, hashText(h));
        if (batch.size >= batchSize) await flush();
      }
      progress();
    }
    if (col === null) throw new Error('the feed is empty (no header row)');
    await flush();
    await settle(0);
    if (bulk) {
      await restorePriceHistoryKey(db);
      await buildProductIndexes(db);
      indexesDropped = false;
      await analyzeProducts(db);
    }
    if (snapshot !== null) {
      for (const m of snapshotMerchants) if (snapshot.merchantName(m) !== '') merchants.add(snapshot.merchantName(m));
    }
    report.merchants = [...merchants].sort();
    // Two batches in flight may report out of order.
    report.rejections.sort((a, b) => a.line - b.line);
    if (options.retire !== false && snapshot !== null) report.retired = await retire(db, snapshot, merchants);
    report.unchanged = report.rowsRead - report.rejected - report.inserted - report.updated;
    report.seconds = Math.round(performance.now() - started) / 1000;
    report.rowsPerSecond = report.seconds > 0 ? Math.round(report.rowsRead / report.seconds) : report.rowsRead;
    await db.query(
      `UPDATE import_run SET finished_at = now(), status = 'done', rows_read = $2, rows_upserted = $3, rows_rejected = $4, rows_retired = $5 WHERE id = $1`,
      [runId, report.rowsRead, report.inserted + report.updated, report.rejected, report.retired],
    );
    progress();
    return report;
  } catch (e) {
    source?.destroy();
    await Promise.allSettled([...inFlight]);
    await db
      .query(`UPDATE import_run SET finished_at = now(), status = 'failed', rows_read = $2 WHERE id = $1`, [runId, report.rowsRead])
      .catch(() => undefined);
    throw e;
  } finally {
    if (indexesDropped) {
      await restorePriceHistoryKey(db);
      await buildProductIndexes(db);
    }
    await run.release();
    emptyCopyBufferPool();
  }
}

/** Retires the snapshot's products of the feed's merchants that the feed did not list (after the whole feed was read). */
async function retire(db: DataSource, snapshot: CatalogueSnapshot, merchants: ReadonlySet<string>): Promise<number> {
  const numbers = new Set<number>();
  for (const name of merchants) {
    const m = snapshot.merchantNumber(name);
    if (m !== undefined) numbers.add(m);
  }
  const gone = snapshot.gone(numbers).map((e) => ({ id: snapshot.id(e), rawHash: snapshot.hashText(e) }));
  if (gone.length === 0) return 0;
  const conn = await ImportConnection.open(db);
  try {
    return await retireGone(conn, gone);
  } finally {
    await conn.release();
  }
}
