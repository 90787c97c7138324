import type { RetireOptions } from './feed-line-diff';

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
  /**
   * A refresh of a catalogue larger than the in-memory snapshot reads the feed twice: 'comparing' (lines
   * hashed and compared on the database side; rowsRead counts lines) then 'writing'. Absent: one pass.
   */
  phase?: 'comparing' | 'writing';
}

export interface ImportOptions {
  /** A file path (plain or .gz) or an http(s) URL. */
  source: string;
  /** Rows per transaction (default: LOAD_BATCH_ROWS into an empty catalogue, REFRESH_BATCH_ROWS otherwise). */
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
  /**
   * Most active products a refresh compares in memory (≈ 50 bytes each, see catalogue-snapshot.ts); above,
   * the feed is compared on the database side in two passes (feed-line-diff.ts), in memory that does not
   * grow with the feed. Default SNAPSHOT_MAX_DEFAULT (IMPORT_SNAPSHOT_MAX_PRODUCTS for the command).
   */
  snapshotMax?: number;
  /** The database-side refresh's retirement: products per transaction, statement timeout (feed-line-diff.ts). */
  retireChunks?: RetireOptions;
  /** Called after each committed batch; tests use it to interrupt an import between batches. */
  afterBatch?: (batchNumber: number) => void | Promise<void>;
  /**
   * The compiled script that parses a load on a thread of its own (parse-worker.ts); default: on the embedded
   * database, the one next to this module when it runs compiled (none from TypeScript sources); false parses
   * in the importing thread.
   */
  parseWorker?: string | false;
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
  /** How a refresh compared the feed: 'memory' (snapshot), 'database' (two passes); 'load' into an empty catalogue. */
  path: 'load' | 'memory' | 'database';
}
