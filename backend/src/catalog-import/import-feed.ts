import type { DataSource } from 'typeorm';
import { readCsv } from './csv-reader';
import { columnIndex, normaliseRow, type FeedProduct } from './feed-row';
import { openSource } from './open-source';
import { retireMissing, writeBatch } from './product-writer';

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
  const [run] = (await db.query(`INSERT INTO import_run (kind, source) VALUES ('products', $1) RETURNING id`, [
    options.source.slice(0, 1000),
  ])) as Array<{ id: number }>;
  const runId = (run as { id: number }).id;
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
  const source = await openSource(options.source);
  let batch: FeedProduct[] = [];
  let batchNumber = 0;
  const reject = (line: number, reason: string) => {
    report.rejected++;
    if (report.rejections.length < keep) report.rejections.push({ line, reason });
  };
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    const r = await db.transaction((m) => writeBatch(m, runId, rows));
    report.inserted += r.inserted;
    report.updated += r.updated;
    batchNumber++;
    await options.afterBatch?.(batchNumber);
  };
  const progress = () =>
    options.onProgress?.({
      rowsRead: report.rowsRead,
      bytesRead: source.bytesRead(),
      totalBytes: source.totalBytes,
      rejected: report.rejected,
      elapsedMs: performance.now() - started,
    });

  try {
    let col: Map<string, number> | null = null;
    let width = 0;
    for await (const records of readCsv(source.stream)) {
      for (const rec of records) {
        if (col === null) {
          col = columnIndex(rec.fields);
          width = rec.fields.length;
          continue;
        }
        if (rec.fields.length === 1 && rec.fields[0]?.trim() === '') continue;
        report.rowsRead++;
        // A wrong field count means shifted columns (an unquoted comma): its values cannot be trusted.
        if (rec.fields.length !== width) {
          reject(rec.line, `${rec.fields.length} field(s) where the header has ${width}`);
          continue;
        }
        const r = normaliseRow(rec.fields, col);
        if (!r.ok) {
          reject(rec.line, r.reason);
          continue;
        }
        if (r.product.merchantId) merchants.add(r.product.merchantId);
        batch.push(r.product);
        if (batch.length >= batchSize) await flush();
      }
      progress();
    }
    if (col === null) throw new Error('the feed is empty (no header row)');
    await flush();
    report.merchants = [...merchants].sort();
    if (options.retire !== false) report.retired = await retireMissing(db, runId, report.merchants);
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
    source.destroy();
    await db
      .query(`UPDATE import_run SET finished_at = now(), status = 'failed', rows_read = $2 WHERE id = $1`, [runId, report.rowsRead])
      .catch(() => undefined);
    throw e;
  } finally {
    await db.query(`DELETE FROM import_seen WHERE run_id = $1`, [runId]).catch(() => undefined);
  }
}
