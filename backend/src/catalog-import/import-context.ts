import type { DataSource } from 'typeorm';
import { CommittedWords } from '../database/search-words';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import type { FeedLineDiff } from './feed-line-diff';
import type { ImportRun } from './import-runs';
import type { ImportOptions, ImportProgress, ImportReport } from './import-report';
import type { FeedSource } from './open-source';
import { ChunkTable, SearchVectors } from './search-vector-parts';

/**
 * What the stages of one import share (import-feed.ts names them in order). The open stage settles how the
 * feed is compared; the later stages read that and add to the report.
 */
export interface ImportContext {
  readonly db: DataSource;
  readonly options: ImportOptions;
  readonly run: ImportRun;
  readonly report: ImportReport;
  /** performance.now() when the import began. */
  readonly started: number;
  /** Rejections kept with their reasons (all are counted). */
  readonly keep: number;
  /** Batches written at once. */
  readonly writers: number;
  /** The batch size was given: batches are that size from the first to the last (batch-size.ts). */
  readonly asked: boolean;
  batchSize: number;
  /** Into an empty catalogue every row is new and nothing can be retired: no snapshot, the load statement. */
  empty: boolean;
  /** The active products before the feed was read (a refresh compared in memory), else null. */
  snapshot: CatalogueSnapshot | null;
  /** The refresh compared on the database side, when the catalogue is larger than `snapshotMax`. */
  diff: FeedLineDiff | null;
  /** A refresh's batches leave out their history rows' foreign-key checks (refreshMayTrustKeys). */
  trustKeys: boolean;
  /** The compiled parse worker a load is parsed on, or null: parsed on this thread. */
  parseScript: string | null;
  /** Where a download is kept for the database-side comparison's second pass. */
  spool: string | null;
  /** The current pass's feed (none while a load is parsed on the worker). */
  source: FeedSource | null;
  phase: ImportProgress['phase'];
  /** A load parsed on a worker thread: the bytes it has read. */
  parsed: { bytesRead: number; totalBytes: number | null } | null;
  /** The merchants of the feed's written rows. */
  readonly merchants: Set<string>;
  /** The snapshot's merchants of the lines found unchanged. */
  readonly snapshotMerchants: Set<number>;
  /** The chunks of text a load's rows were cut into, and their lexemes, for the rows' search vectors. */
  readonly chunks: ChunkTable;
  readonly searchVectors: SearchVectors;
  /** The vocabulary words the run's committed batches added. */
  readonly words: CommittedWords;
  /** price_history's foreign key and the product indexes are dropped until the bulk import rebuilds them. */
  indexesDropped: boolean;
  /** price_history's primary key is dropped (a load into an empty catalogue, whose history is empty too). */
  historyKeyDropped: boolean;
}

export function newImportContext(db: DataSource, options: ImportOptions, run: ImportRun, started: number, defaultBatchSize: number): ImportContext {
  return {
    db,
    options,
    run,
    report: {
      runId: run.id,
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
      path: 'load',
    },
    started,
    keep: options.keepRejections ?? 100,
    writers: Math.max(1, options.writers ?? 1),
    asked: options.batchSize !== undefined,
    batchSize: options.batchSize ?? defaultBatchSize,
    empty: false,
    snapshot: null,
    diff: null,
    trustKeys: false,
    parseScript: null,
    spool: null,
    source: null,
    phase: undefined,
    parsed: null,
    merchants: new Set(),
    snapshotMerchants: new Set(),
    chunks: new ChunkTable(),
    searchVectors: new SearchVectors(db),
    words: new CommittedWords(),
    indexesDropped: false,
    historyKeyDropped: false,
  };
}

/** Counts a rejected line, and keeps its reason while fewer than `keep` are kept. */
export function rejectLine(ctx: ImportContext, line: number, reason: string): void {
  ctx.report.rejected++;
  if (ctx.report.rejections.length < ctx.keep) ctx.report.rejections.push({ line, reason });
}

export function reportProgress(ctx: ImportContext): void {
  ctx.options.onProgress?.({
    rowsRead: ctx.report.rowsRead,
    bytesRead: ctx.parsed?.bytesRead ?? ctx.source?.bytesRead() ?? 0,
    totalBytes: ctx.parsed?.totalBytes ?? ctx.source?.totalBytes ?? null,
    rejected: ctx.report.rejected,
    elapsedMs: performance.now() - ctx.started,
    phase: ctx.phase,
  });
}
