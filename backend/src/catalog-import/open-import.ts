import type { DataSource } from 'typeorm';
import { LOAD_BATCH_ROWS, REFRESH_BATCH_ROWS } from './batch-size';
import { CatalogueSnapshot } from './catalogue-snapshot';
import { dropIndexesForBulk } from './bulk-indexes';
import { FeedLineDiff } from './feed-line-diff';
import { ImportConnection } from './import-connection';
import { newImportContext, type ImportContext } from './import-context';
import { SNAPSHOT_MAX_DEFAULT } from './import.env';
import type { ImportOptions } from './import-report';
import { repairInterruptedImports, startRun } from './import-runs';
import { isUrl, newSpoolFile, openSource } from './open-source';
import { defaultParseWorkerScript } from './parse-worker';
import { refreshMayTrustKeys } from './product-writer';

/** The open stage, first part: repairs what an import killed halfway left behind, then starts this run. */
export async function startImport(db: DataSource, options: ImportOptions): Promise<ImportContext> {
  const started = performance.now();
  await repairInterruptedImports(db);
  const run = await startRun(db, 'products', options.source);
  return newImportContext(db, options, run, started, LOAD_BATCH_ROWS);
}

/**
 * The open stage, second part: how the feed is compared with the catalogue (nothing to compare into an
 * empty one, in memory, or on the database side), then the feed opened and a bulk import's indexes dropped.
 */
export async function openFeed(ctx: ImportContext): Promise<void> {
  const { db, options, report } = ctx;
  ctx.empty = ((await db.query(`SELECT NOT EXISTS (SELECT 1 FROM product) AS empty`)) as Array<{ empty: boolean }>)[0]?.empty === true;
  if (!ctx.empty) {
    ctx.snapshot = await snapshotWithin(db, options.snapshotMax ?? SNAPSHOT_MAX_DEFAULT);
    report.path = ctx.snapshot === null ? 'database' : 'memory';
    if (!ctx.asked) ctx.batchSize = REFRESH_BATCH_ROWS;
    ctx.trustKeys = await refreshMayTrustKeys(db);
  }
  // The download is kept as received for the second pass, in a folder of its own removed at the end.
  if (report.path === 'database' && isUrl(options.source)) ctx.spool = newSpoolFile();
  // A load parses on a worker thread on both databases (docs/decisions/import-parse-worker.md).
  const script = options.parseWorker === false ? null : (options.parseWorker ?? defaultParseWorkerScript());
  ctx.parseScript = ctx.empty ? script : null;
  if (ctx.parseScript === null) ctx.source = await openSource(options.source, ctx.spool ?? undefined);
  if (options.bulk ?? ctx.empty) await dropIndexesForBulk(ctx);
  if (report.path === 'database') ctx.diff = await FeedLineDiff.start(db);
}

/** The active products' snapshot, or null when there are more than `max` (the database side compares them). */
async function snapshotWithin(db: DataSource, max: number): Promise<CatalogueSnapshot | null> {
  const conn = await ImportConnection.open(db);
  try {
    // A catalogue the planner puts within the limit is read straight away, one product past the limit saying
    // it does not fit after all (no count of the whole table first). Above the limit, or unknown, it is
    // counted first: a snapshot read in vain would cost `max` rows of time and memory.
    const estimate = await CatalogueSnapshot.estimate(conn);
    const counted = estimate >= 0 && estimate <= max ? null : ((await conn.query<{ n: number }>(`SELECT count(*)::int AS n FROM product WHERE active`))[0]?.n ?? 0);
    if (counted !== null && counted > max) return null;
    const snapshot = await CatalogueSnapshot.read(conn, max + 1, counted ?? estimate);
    return snapshot.size > max ? null : snapshot;
  } finally {
    await conn.release();
  }
}
