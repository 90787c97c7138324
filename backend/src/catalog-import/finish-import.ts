import * as fs from 'node:fs';
import * as path from 'node:path';
import { settlePriceTrust } from '../database/price-trust';
import { restoreIndexesAfterFailure } from './bulk-indexes';
import { emptyCopyBufferPool } from './copy-lines';
import { reportProgress, type ImportContext } from './import-context';
import type { ImportReport } from './import-report';
import type { BatchWrites } from './write-batches';

/**
 * The finish stage's first step: the 30-day low and high, the reference's kind and the verified discount of
 * the products whose history left the 30-day window since the last computation. The rows this run wrote got
 * theirs with each write (product-writer.ts).
 */
export async function settleRunPriceTrust(ctx: ImportContext): Promise<void> {
  await settlePriceTrust(ctx.db, 'window');
}

/** The finish stage: the report's totals recorded on the run (its price alerts are the alert worker's, matchFinishedRuns). */
export async function finishRun(ctx: ImportContext): Promise<ImportReport> {
  const { report } = ctx;
  // Two batches in flight may report out of order.
  report.rejections.sort((a, b) => a.line - b.line);
  report.unchanged = report.rowsRead - report.rejected - report.inserted - report.updated;
  report.seconds = Math.round(performance.now() - ctx.started) / 1000;
  report.rowsPerSecond = report.seconds > 0 ? Math.round(report.rowsRead / report.seconds) : report.rowsRead;
  await ctx.db.query(
    `UPDATE import_run SET finished_at = now(), status = 'done', rows_read = $2, rows_upserted = $3, rows_rejected = $4, rows_retired = $5 WHERE id = $1`,
    [report.runId, report.rowsRead, report.inserted + report.updated, report.rejected, report.retired],
  );
  reportProgress(ctx);
  return report;
}

/** A failed import: reading stops, the batches in flight end (each commits or rolls back whole), the run is marked failed. */
export async function failRun(ctx: ImportContext, writes: BatchWrites): Promise<void> {
  ctx.source?.destroy();
  await writes.abandon();
  await ctx.db
    .query(`UPDATE import_run SET finished_at = now(), status = 'failed', rows_read = $2 WHERE id = $1`, [ctx.report.runId, ctx.report.rowsRead])
    .catch(() => undefined);
}

/** Whichever way the import ended: indexes and keys back, temporary tables and files gone, the run's lock released. */
export async function closeImport(ctx: ImportContext): Promise<void> {
  await restoreIndexesAfterFailure(ctx);
  await ctx.diff?.close().catch(() => undefined);
  if (ctx.spool !== null) fs.rmSync(path.dirname(ctx.spool), { recursive: true, force: true });
  await ctx.run.release();
  emptyCopyBufferPool();
}
