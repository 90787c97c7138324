import * as fs from 'node:fs';
import * as path from 'node:path';
import type { DataSource } from 'typeorm';
import { databaseErrorCode } from '../common/database-errors';
import { isEmbedded } from '../database/data-source';
import { PRICE_HISTORY_KEY, PRICE_HISTORY_PRIMARY_KEY, PRODUCT_INDEXES } from '../database/product-indexes';
import { CommittedWords } from '../database/search-words';
import { CatalogueSnapshot, SNAPSHOT_MAX_DEFAULT } from './catalogue-snapshot';
import { emptyCopyBufferPool } from './copy-lines';
import { batchTarget, LOAD_BATCH_ROWS, RAMP_FIRST_ROWS, REFRESH_BATCH_ROWS, REFRESH_FIRST_ROWS, TAIL_MIN_ROWS, tailTarget } from './batch-size';
import { FeedLineDiff, LineSet, type RetireOptions } from './feed-line-diff';
import { FeedLineParser, type OnFeedLine } from './feed-line-parser';
import { ImportConnection } from './import-connection';
import {
  addPriceHistoryKeyUnchecked,
  analyzeProducts,
  buildProductIndexes,
  dropPriceHistoryConstraint,
  repairInterruptedImports,
  restorePriceHistoryKey,
  restorePriceHistoryPrimaryKey,
  startRun,
  type ImportRun,
} from './import-runs';
import { hashText } from './line-hash';
import { isUrl, newSpoolFile, openSource, type FeedSource } from './open-source';
import { defaultParseWorkerScript, startParseWorker } from './parse-worker';
import { prepareStaging, ReceivedBatch, refreshMayTrustKeys, retireGone, StagedBatch, stagingFor, writeRows, type WriteMode } from './product-writer';
import { ChunkTable, SearchVectors } from './search-vector-parts';

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

export { LOAD_BATCH_ROWS, RAMP_FIRST_ROWS, REFRESH_BATCH_ROWS } from './batch-size';

/**
 * Streams an Awin product feed into the catalogue. Each batch is one transaction: an interruption leaves
 * every earlier batch committed and the failing one rolled back, and retirement runs only after the whole
 * feed was read, so a half-read feed never retires anything. A refresh (the catalogue is not empty) first
 * reads a snapshot of the active products' line hashes (catalogue-snapshot.ts): lines found there are
 * counted and skipped without a word to the database, and retirement is computed from the snapshot.
 * A catalogue of more than `snapshotMax` active products is compared on the database side instead
 * (FeedLineDiff): a first pass stages every line's hash, a second parses and writes only the lines that
 * did not match (a downloaded feed is spooled to a temporary file for it), with the same results.
 */
export async function importFeed(db: DataSource, options: ImportOptions): Promise<ImportReport> {
  let batchSize = options.batchSize ?? LOAD_BATCH_ROWS;
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
    path: 'load',
  };
  const merchants = new Set<string>();
  let source: FeedSource | null = null;
  let bulk: boolean;
  /** Into an empty catalogue every row is new and nothing can be retired: no snapshot, the load statement. */
  let empty = false;
  let indexesDropped = false;
  /** price_history's primary key was dropped (a load into an empty catalogue, whose history is empty too). */
  let historyKeyDropped = false;
  /** The active products before the feed was read (a refresh); null on a load into an empty catalogue. */
  let snapshot: CatalogueSnapshot | null = null;
  /** The refresh compared on the database side, when the catalogue is larger than `snapshotMax`. */
  let diff: FeedLineDiff | null = null;
  /** The ids and lines written, noted in the diff batch by batch. */
  let written: Array<{ id: string; line: number }> = [];
  let spool: string | null = null;
  let phase: ImportProgress['phase'];
  /** The snapshot's merchants the feed listed (its own products' merchants are `merchants`). */
  const snapshotMerchants = new Set<number>();
  let batch = new StagedBatch();
  /** The chunks of text a load's rows were cut into, and their lexemes, for the rows' search vectors. */
  const chunks = new ChunkTable();
  const searchVectors = new SearchVectors(db);
  /** The vocabulary words the run's committed batches added. */
  const words = new CommittedWords();
  /** A refresh's batches leave out their history rows' foreign-key checks (refreshMayTrustKeys). */
  let trustKeys = false;
  let batchNumber = 0;
  /** A load parsed on a worker thread: the bytes it has read. */
  let parsed: { bytesRead: number; totalBytes: number | null } | null = null;
  /** Batches handed to the writers so far. */
  let handed = 0;
  const reject = (line: number, reason: string) => {
    report.rejected++;
    if (report.rejections.length < keep) report.rejections.push({ line, reason });
  };
  // Batches are written while the next ones are parsed, so the database and the parser work side by side.
  const writers = Math.max(1, options.writers ?? 1);
  const inFlight = new Set<Promise<void>>();
  let failure: unknown = null;
  const write = async (rows: StagedBatch | ReceivedBatch) => {
    let r;
    // Into an empty catalogue a batch is first tried as all-new rows; a unique violation (an id of an
    // earlier batch repeated) rolls it back and it runs again as an upsert.
    let mode: WriteMode = empty ? 'fresh' : 'refresh';
    for (let attempt = 1; ; attempt++) {
      // A connection per batch, given back between batches: on PGlite (one connection) requests interleave.
      const conn = await ImportConnection.open(db);
      try {
        const m = mode;
        await prepareStaging(conn, stagingFor(m));
        r = await conn.transaction(() => (m === 'refresh' ? writeRows(conn, refreshRows(rows), m, { known: words, trustKeys }) : writeRows(conn, rows, m, { known: words })));
        words.committed(r.words);
        break;
      } catch (e) {
        // Load batches are written in category order, so two that share an id (a feed repeating it) can
        // deadlock; the loser rolled back and simply runs again. Refresh batches lock in id order.
        const code = databaseErrorCode(e);
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
    if (diff !== null && written.length > 0) {
      const rows = written;
      written = [];
      await diff.addWritten(rows);
    }
    if (batch.size === 0) return settle(writers - 1);
    const rows = batch;
    batch = new StagedBatch(empty ? chunks : null);
    await handOver(rows);
  };
  /**
   * Hashes of the ids of each batch being written, sorted. Typed arrays rather than one Map of counts: the
   * Map's tables, grown and shrunk by 5,000 ids a batch, were most of what the importing thread's collector
   * promoted and then had to find (7.8 of 24 MB per 100,000 rows, by sampling).
   */
  const idsInFlight = new Set<Int32Array>();
  const sharesAnId = (ids: Int32Array) => [...idsInFlight].some((held) => ids.some((h) => sortedHas(held, h)));
  /**
   * Gives a batch to a writer once one is free (at most `writers` batches are written at once). A batch
   * holding an id that a batch still in flight holds too (a feed repeating an id) waits until every earlier
   * batch is committed: written side by side, the later line could commit first and the earlier one then
   * overwrite it (a load's retry as an upsert, a refresh's update), where the feed's last line of an id wins.
   */
  const handOver = async (rows: StagedBatch | ReceivedBatch) => {
    const ids = rows.idHashes().sort();
    await settle(sharesAnId(ids) ? 0 : writers - 1);
    // Here, in the order the batches were made, which their chunk numbers need.
    await rows.prepareVectors(searchVectors);
    handed++;
    idsInFlight.add(ids);
    const p: Promise<void> = write(rows)
      .finally(() => {
        rows.release();
        idsInFlight.delete(ids);
      })
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
      bytesRead: parsed?.bytesRead ?? source?.bytesRead() ?? 0,
      totalBytes: parsed?.totalBytes ?? source?.totalBytes ?? null,
      rejected: report.rejected,
      elapsedMs: performance.now() - started,
      phase,
    });
  /** The current pass's reader of lines (a new one per pass: each reads the header again). */
  let parser = new FeedLineParser();
  const h = new Uint32Array(4);
  /** Rows this pass staged to write (a refresh's batches shrink as the feed ends: tailTarget). */
  let stagedRows = 0;
  /** Parses, validates and stages a line to write (its hash in `h`); answers the product's id, or null (rejected, blank). */
  const stageLine = (buf: Buffer, start: number, end: number, line: number): string | null => {
    const r = parser.parse(buf, start, end);
    if (r === null) return null;
    report.rowsRead++;
    if (!r.ok) {
      reject(line, r.reason);
      return null;
    }
    if (r.product.merchantId) merchants.add(r.product.merchantId);
    if (snapshot !== null) {
      const e = snapshot.findId(r.product.id);
      if (e >= 0) snapshot.markWritten(e);
    }
    if (diff !== null) written.push({ id: r.product.id, line });
    batch.add(r.product, hashText(h));
    stagedRows++;
    return r.product.id;
  };
  const asked = options.batchSize !== undefined;
  const full = () => {
    if (batch.size >= batchTarget(handed, batchSize, asked, empty ? RAMP_FIRST_ROWS : REFRESH_FIRST_ROWS)) return true;
    if (empty || asked || source === null || batch.size < TAIL_MIN_ROWS) return false;
    return batch.size >= tailTarget(stagedRows, source.bytesRead(), source.totalBytes, writers);
  };
  /** A pass over the feed: `onLine` sees each line after the header (and is awaited when it answers a promise). */
  const pass = async (from: FeedSource, onLine: OnFeedLine) => {
    source = from;
    stagedRows = 0;
    parser = new FeedLineParser();
    await parser.read(from.stream, onLine, progress);
  };
  /** Size and modification time of a local feed file, to tell that a second pass reads the same bytes. */
  const fileState = () => (spool === null ? fs.statSync(options.source) : null);
  let firstPassFile: fs.Stats | null = null;
  /**
   * The bounded path's second pass: writes the lines of `todo` (those the first pass did not find in the
   * catalogue) and, as the in-memory path does, a product's stored line that follows a line of the product
   * this pass wrote (found as the pass goes, before the pass reaches it), so both paths write the same lines
   * in the same batches.
   */
  const writeLines = async (d: FeedLineDiff, todo: LineSet) => {
    const now = fileState();
    // Line numbers from the first pass name other lines in another file: nothing is written from one.
    if (now !== null && firstPassFile !== null && (now.size !== firstPassFile.size || now.mtimeMs !== firstPassFile.mtimeMs)) {
      throw new Error('the feed file changed while it was being imported; import it again');
    }
    const again = new LineSet();
    const from = await openSource(spool ?? options.source);
    await pass(from, (buf, start, end, line) => {
      if (!todo.has(line) && !again.has(line)) {
        // A line the first pass found unchanged.
        report.rowsRead++;
        return undefined;
      }
      parser.hashLine(buf, start, end, h);
      const id = stageLine(buf, start, end, line);
      const later = id === null ? undefined : d.laterStoredLines(id, line);
      if (later === undefined) return full() ? flush() : undefined;
      return later.then(async (lines) => {
        for (const l of lines) again.add(l);
        if (full()) await flush();
      });
    });
    await flush();
  };

  try {
    empty = ((await db.query(`SELECT NOT EXISTS (SELECT 1 FROM product) AS empty`)) as Array<{ empty: boolean }>)[0]?.empty === true;
    if (!empty) {
      const max = options.snapshotMax ?? SNAPSHOT_MAX_DEFAULT;
      const conn = await ImportConnection.open(db);
      try {
        // A catalogue the planner puts within the in-memory limit is read straight away, one product past the
        // limit saying it does not fit after all (no count of the whole table first: 60 ms at 100,000). Above
        // the limit, or unknown, it is counted first: a snapshot read in vain would cost `max` rows of time and
        // memory on top of the database-side comparison.
        const estimate = await CatalogueSnapshot.estimate(conn);
        const counted =
          estimate >= 0 && estimate <= max ? null : ((await conn.query<{ n: number }>(`SELECT count(*)::int AS n FROM product WHERE active`))[0]?.n ?? 0);
        if (counted === null || counted <= max) snapshot = await CatalogueSnapshot.read(conn, max + 1, counted ?? estimate);
      } finally {
        await conn.release();
      }
      report.path = snapshot === null || snapshot.size > max ? 'database' : 'memory';
      if (report.path === 'database') snapshot = null;
    }
    if (!empty && options.batchSize === undefined) batchSize = REFRESH_BATCH_ROWS;
    if (!empty) trustKeys = await refreshMayTrustKeys(db);
    // A load's rows carry their search vectors (search-vector-parts.ts); a refresh's few written rows keep SQL's.
    batch = new StagedBatch(empty ? chunks : null);
    if (report.path === 'database' && isUrl(options.source)) {
      // The download is kept as received for the second pass, in a folder of its own removed at the end.
      spool = newSpoolFile();
    }
    // A load parses on a worker thread on both databases. On the embedded one the database's work shares the
    // importing thread. On PostgreSQL the importing thread once only parsed, and a worker added memory for
    // nothing (peak RSS 151–155 → 177–179 MB at 100,000 rows, rows/s within noise); since the importer builds
    // a load's search vectors (search-vector-parts.ts) that thread was the bottleneck (busy ≈ 80 %), and the
    // worker took a 1,000,000-row load from 17,352–18,698 to 21,464–26,383 rows/s. Its peak RSS (191–219 MB)
    // was the collector's slack in two isolates with 8 MB semi-spaces each; the importing thread now runs with
    // 4 MB ones (backend/package.json; 2 MB cost a refresh parsed on it 7–10 % more CPU) and the parser keeps
    // 8 (parse-worker.ts).
    const parseScript = options.parseWorker === false ? null : (options.parseWorker ?? defaultParseWorkerScript());
    const inWorker = empty && parseScript !== null;
    if (!inWorker) source = await openSource(options.source, spool ?? undefined);
    bulk = options.bulk ?? empty;
    if (bulk) {
      indexesDropped = true;
      await dropPriceHistoryConstraint(db, PRICE_HISTORY_KEY);
      if (empty) {
        historyKeyDropped = true;
        await dropPriceHistoryConstraint(db, PRICE_HISTORY_PRIMARY_KEY);
      }
      for (const index of PRODUCT_INDEXES) await db.query(`DROP INDEX IF EXISTS ${index.name}`);
    }
    if (report.path === 'database') diff = await FeedLineDiff.start(db);
    if (diff !== null) {
      await refreshBounded(diff);
    } else if (inWorker) {
      await loadInWorker(parseScript);
    } else {
      await readOnce(source as FeedSource);
    }
    await settle(0);
    if (bulk) {
      // ANALYZE and the index builds conflict (each waits for the other's lock), so they run in turn; the
      // history's primary key is built and its foreign key checked beside both, on a connection of their own
      // (PostgreSQL), in what would otherwise be the idle core of the single-threaded ANALYZE.
      await addPriceHistoryKeyUnchecked(db);
      // Both sides settle before a failure is thrown: the clean-up below must not build what one still builds.
      const closing = await Promise.allSettled([
        (async () => {
          await restorePriceHistoryPrimaryKey(db);
          historyKeyDropped = false;
          await restorePriceHistoryKey(db);
        })(),
        (async () => {
          await analyzeProducts(db);
          await buildProductIndexes(db);
        })(),
      ]);
      for (const side of closing) if (side.status === 'rejected') throw side.reason;
      indexesDropped = false;
    }
    if (snapshot !== null) {
      for (const m of snapshotMerchants) if (snapshot.merchantName(m) !== '') merchants.add(snapshot.merchantName(m));
    }
    if (diff !== null) for (const m of await diff.matchedMerchants()) merchants.add(m);
    report.merchants = [...merchants].sort();
    // Two batches in flight may report out of order.
    report.rejections.sort((a, b) => a.line - b.line);
    if (options.retire !== false && snapshot !== null) report.retired = await retire(db, snapshot, merchants);
    if (options.retire !== false && diff !== null) report.retired = await diff.retire(report.merchants, options.retireChunks);
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
    if (historyKeyDropped) await restorePriceHistoryPrimaryKey(db);
    if (indexesDropped) {
      await restorePriceHistoryKey(db);
      await buildProductIndexes(db);
    }
    await diff?.close().catch(() => undefined);
    if (spool !== null) fs.rmSync(path.dirname(spool), { recursive: true, force: true });
    await run.release();
    emptyCopyBufferPool();
  }

  /**
   * The refresh of a large catalogue: pass 1 hashes every line and stages (line, hash) for the database to
   * match with the snapshot; pass 2 parses and writes only the lines that did not match (and, rarely, an
   * unchanged line of an id an earlier line rewrote, so the last line of an id wins).
   */
  async function refreshBounded(d: FeedLineDiff): Promise<void> {
    phase = 'comparing';
    firstPassFile = fileState();
    let lines = 0;
    await pass(source as FeedSource, (buf, start, end, line) => {
      parser.hashLine(buf, start, end, h);
      report.rowsRead = ++lines;
      return d.addLine(line, h) ? d.stageLines() : undefined;
    });
    const { write } = await d.linesToWrite();
    phase = 'writing';
    report.rowsRead = 0;
    await writeLines(d, write);
  }

  /** The load into an empty catalogue, parsed on a worker thread: its batches are written as they come. */
  async function loadInWorker(script: string): Promise<void> {
    // On PostgreSQL this thread makes the vectors' recipes and the vocabulary words, from the texts in the rows'
    // bytes: it idled while the worker, busy throughout, was the load's bottleneck (--cpu-prof, 100,000 rows:
    // this thread 78 % idle), and the flat strings it decodes are read faster than the parser's slices. The
    // worker alone went from 4.6–5.1 to 2.3–2.7 s per 100,000 rows (bench/parse-worker.mjs), a first import from
    // 14,900 to 16,400 rows/s with the recipes, and from 17,500 to 19,200 with the words (means of interleaved
    // pairs, bench/import.mjs: README, session 18). PGlite's importing thread is the database's: busy throughout.
    const vectorRecipes = isEmbedded(db);
    const worker = startParseWorker(script, { source: options.source, batchSize, asked: options.batchSize !== undefined, keepRejections: keep, credits: writers + 1, vectorRecipes });
    for await (const m of worker.messages()) {
      report.rowsRead = m.rowsRead;
      report.rejected = m.rejected;
      for (const r of m.rejections) if (report.rejections.length < keep) report.rejections.push(r);
      for (const id of m.merchants) merchants.add(id);
      parsed = { bytesRead: m.bytesRead, totalBytes: m.totalBytes };
      if (m.type === 'batch') {
        await handOver(new ReceivedBatch(m.batch, worker.recycle, chunks));
        worker.ack();
      }
      progress();
    }
  }

  /** The load into an empty catalogue and the refresh compared in memory: one pass over the feed. */
  async function readOnce(from: FeedSource): Promise<void> {
    await pass(from, (buf, start, end, line) => {
      parser.hashLine(buf, start, end, h);
      // A line written before as it stands (same bytes, same header): valid then, nothing to write now.
      // A product another line of this feed rewrote is not skipped, so the feed's last line of an id wins.
      if (snapshot !== null) {
        const e = snapshot.findLine(h);
        if (e >= 0 && !snapshot.isWritten(e)) {
          report.rowsRead++;
          snapshot.markSeen(e);
          snapshotMerchants.add(snapshot.merchantOf(e));
          return undefined;
        }
      }
      return stageLine(buf, start, end, line) !== null && full() ? flush() : undefined;
    });
    await flush();
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

/** A refresh's batches are parsed on the importing thread (StagedBatch); only a load's come from the parse worker. */
function refreshRows(rows: StagedBatch | ReceivedBatch): StagedBatch {
  if (!(rows instanceof StagedBatch)) throw new Error('a refresh batch came from the parse worker, which parses only loads');
  return rows;
}

/** Whether the sorted `a` holds `v` (binary search). */
function sortedHas(a: Int32Array, v: number): boolean {
  let lo = 0;
  let hi = a.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const x = a[mid] as number;
    if (x === v) return true;
    if (x < v) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
