import type { DataSource } from 'typeorm';
import { isEmbedded } from '../database/data-source';
import { PRODUCT_INDEXES } from '../database/product-indexes';
import { readCsv, splitRecord } from './csv-reader';
import { columnIndex, lineHasher, normaliseRow } from './feed-row';
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
import { openSource, type FeedSource } from './open-source';
import { prepareStaging, RawBatch, retireMissing, StagedBatch, writeRawRows, writeRows } from './product-writer';

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
 * feed was read, so a half-read feed never retires anything.
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
  /** Into an empty catalogue every row is new and nothing can be retired: no pre-check, no seen ids. */
  let empty = false;
  let indexesDropped = false;
  /** Validated rows (a load into an empty catalogue) or rows read but not yet validated (a refresh). */
  const asCopyLines = !isEmbedded(db);
  let batch = new StagedBatch(asCopyLines);
  let raws = new RawBatch(asCopyLines);
  let col: Map<string, number> | null = null;
  let hashLine: (text: string) => string = () => '';
  const validate = (line: number, fields: string[], rawHash: string, into: StagedBatch) => {
    const r = normaliseRow(fields, col as Map<string, number>);
    if (!r.ok) return reject(line, r.reason);
    if (r.product.merchantId) merchants.add(r.product.merchantId);
    into.add(r.product, rawHash);
  };
  // A changed line of a refresh, kept as text while the database was asked (its field count was checked).
  const validateText = (line: number, text: string, into: StagedBatch) => validate(line, splitRecord(text), hashLine(text), into);
  const addMerchant = (id: string) => void merchants.add(id);
  let batchNumber = 0;
  const reject = (line: number, reason: string) => {
    report.rejected++;
    if (report.rejections.length < keep) report.rejections.push({ line, reason });
  };
  // Batches are written while the next ones are parsed, so the database and the parser work side by side.
  const writers = Math.max(1, options.writers ?? 1);
  const inFlight = new Set<Promise<void>>();
  let failure: unknown = null;
  type Job = { rows: StagedBatch } | { raws: RawBatch; into: StagedBatch };
  const write = async (job: Job) => {
    let r;
    for (let attempt = 1; ; attempt++) {
      // A connection per batch, given back between batches: on PGlite (one connection) requests interleave.
      const conn = await ImportConnection.open(db);
      try {
        await prepareStaging(conn);
        r = await conn.transaction(() =>
          'rows' in job ? writeRows(conn, runId, job.rows, 'load') : writeRawRows(conn, runId, job.raws, job.into, validateText, addMerchant),
        );
        break;
      } catch (e) {
        // Load batches are written in category order, so two that share an id (a feed repeating it) can
        // deadlock; the loser rolled back and simply runs again. Refresh batches lock in id order.
        if (!('rows' in job) || attempt > 2 || (e as { code?: string }).code !== '40P01') throw e;
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
    if (batch.size === 0 && raws.size === 0) return;
    const job: Job = empty ? { rows: batch } : { raws, into: batch };
    batch = new StagedBatch(asCopyLines);
    raws = new RawBatch(asCopyLines);
    const p: Promise<void> = write(job)
      .finally(() => ('rows' in job ? job.rows.release() : (job.raws.release(), job.into.release())))
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
    let width = 0;
    let idAt = 0;
    for await (const records of readCsv(source.stream)) {
      for (const rec of records) {
        if (col === null) {
          col = columnIndex(rec.fields);
          width = rec.fields.length;
          idAt = col.get('aw_product_id') as number;
          hashLine = lineHasher(rec.text);
          continue;
        }
        if (rec.fields.length === 1 && rec.fields[0]?.trim() === '') continue;
        report.rowsRead++;
        // A wrong field count means shifted columns (an unquoted comma): its values cannot be trusted.
        if (rec.fields.length !== width) {
          reject(rec.line, `${rec.fields.length} field(s) where the header has ${width}`);
          continue;
        }
        const rawHash = hashLine(rec.text);
        // Into an empty catalogue every line is new: validate now and keep only the row's bytes.
        if (empty) validate(rec.line, rec.fields, rawHash, batch);
        else raws.add(rec.line, (rec.fields[idAt] as string).trim(), rawHash, rec.text);
        if (batch.size + raws.size >= batchSize) await flush();
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
    report.merchants = [...merchants].sort();
    // Refresh batches validate when the database has answered, so two in flight may report out of order.
    report.rejections.sort((a, b) => a.line - b.line);
    if (options.retire !== false && !empty) report.retired = await retireMissing(db, runId, report.merchants);
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
    await db.query(`DELETE FROM import_seen WHERE run_id = $1`, [runId]).catch(() => undefined);
    await run.release();
  }
}
