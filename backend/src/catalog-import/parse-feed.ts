import * as fs from 'node:fs';
import { isEmbedded } from '../database/data-source';
import { type FeedLineDiff, LineSet } from './feed-line-diff';
import { FeedLineParser, type OnFeedLine } from './feed-line-parser';
import { reportProgress, type ImportContext } from './import-context';
import { openSource, type FeedSource } from './open-source';
import { startParseWorker } from './parse-worker';
import { ReceivedBatch } from './product-writer';
import type { RowStager } from './stage-rows';
import type { BatchWrites } from './write-batches';

/**
 * The parse stage: the passes over the feed, each line hashed and, unless the catalogue holds it as it stands,
 * parsed and handed to the stage stage. A load parsed on the worker thread gets its batches ready-made.
 */
export async function parseFeed(ctx: ImportContext, stager: RowStager, writes: BatchWrites): Promise<void> {
  if (ctx.diff !== null) await compareOnDatabaseSide(ctx, ctx.diff, stager);
  else if (ctx.parseScript !== null) await loadInWorker(ctx, ctx.parseScript, writes);
  else await readOnce(ctx, ctx.source as FeedSource, stager);
}

/** One pass over the feed, with a parser of its own (each pass reads the header again). */
class FeedPass {
  readonly parser = new FeedLineParser();
  /** The line hash of the line being read. */
  readonly hash = new Uint32Array(4);

  constructor(
    private readonly ctx: ImportContext,
    private readonly from: FeedSource,
    private readonly stager: RowStager,
  ) {}

  /** Reads the pass: `onLine` sees each line after the header (and is awaited when it answers a promise). */
  read(onLine: OnFeedLine): Promise<void> {
    this.ctx.source = this.from;
    this.stager.startPass();
    return this.parser.read(this.from.stream, onLine, () => reportProgress(this.ctx));
  }

  /** Parses, validates and stages a line whose hash is in `hash`; answers the product's id, or null. */
  stage(buf: Buffer, start: number, end: number, line: number): string | null {
    return this.stager.stage(this.parser.parse(buf, start, end), this.hash, line);
  }
}

/** The load into an empty catalogue and the refresh compared in memory: one pass over the feed. */
async function readOnce(ctx: ImportContext, from: FeedSource, stager: RowStager): Promise<void> {
  const pass = new FeedPass(ctx, from, stager);
  const { parser, hash } = pass;
  const { snapshot, report } = ctx;
  await pass.read((buf, start, end, line) => {
    parser.hashLine(buf, start, end, hash);
    // A line written before as it stands (same bytes, same header): valid then, nothing to write now.
    // A product another line of this feed rewrote is not skipped, so the feed's last line of an id wins.
    if (snapshot !== null) {
      const e = snapshot.findLine(hash);
      if (e >= 0 && !snapshot.isWritten(e)) {
        report.rowsRead++;
        snapshot.markSeen(e);
        ctx.snapshotMerchants.add(snapshot.merchantOf(e));
        return undefined;
      }
    }
    return pass.stage(buf, start, end, line) !== null && stager.full() ? stager.flush() : undefined;
  });
  await stager.flush();
}

/** The load into an empty catalogue, parsed on a worker thread: its batches are written as they come. */
async function loadInWorker(ctx: ImportContext, script: string, writes: BatchWrites): Promise<void> {
  const { report } = ctx;
  // On PostgreSQL this thread makes the vectors' recipes and the vocabulary words, from the texts in the rows'
  // bytes, beside the busy worker (docs/decisions/import-parse-worker.md). PGlite's importing thread is the
  // database's: busy throughout.
  const vectorRecipes = isEmbedded(ctx.db);
  const worker = startParseWorker(script, {
    source: ctx.options.source,
    batchSize: ctx.batchSize,
    asked: ctx.asked,
    keepRejections: ctx.keep,
    credits: ctx.writers + 1,
    vectorRecipes,
  });
  for await (const m of worker.messages()) {
    report.rowsRead = m.rowsRead;
    report.rejected = m.rejected;
    for (const r of m.rejections) if (report.rejections.length < ctx.keep) report.rejections.push(r);
    for (const id of m.merchants) ctx.merchants.add(id);
    ctx.parsed = { bytesRead: m.bytesRead, totalBytes: m.totalBytes };
    if (m.type === 'batch') {
      await writes.handOver(new ReceivedBatch(m.batch, worker.recycle, ctx.chunks));
      worker.ack();
    }
    reportProgress(ctx);
  }
}

/**
 * The refresh of a large catalogue: pass 1 hashes every line and stages (line, hash) for the database to
 * match with the stored hashes; pass 2 parses and writes only the lines that did not match (and, rarely, an
 * unchanged line of an id an earlier line rewrote, so the last line of an id wins).
 */
async function compareOnDatabaseSide(ctx: ImportContext, diff: FeedLineDiff, stager: RowStager): Promise<void> {
  const { report } = ctx;
  /** Size and modification time of a local feed file, to tell that the second pass reads the same bytes. */
  const fileState = () => (ctx.spool === null ? fs.statSync(ctx.options.source) : null);
  ctx.phase = 'comparing';
  const firstPassFile = fileState();
  const first = new FeedPass(ctx, ctx.source as FeedSource, stager);
  let lines = 0;
  await first.read((buf, start, end, line) => {
    first.parser.hashLine(buf, start, end, first.hash);
    report.rowsRead = ++lines;
    return diff.addLine(line, first.hash) ? diff.stageLines() : undefined;
  });
  const { write: todo } = await diff.linesToWrite();
  ctx.phase = 'writing';
  report.rowsRead = 0;
  const now = fileState();
  // Line numbers from the first pass name other lines in another file: nothing is written from one.
  if (now !== null && firstPassFile !== null && (now.size !== firstPassFile.size || now.mtimeMs !== firstPassFile.mtimeMs)) {
    throw new Error('the feed file changed while it was being imported; import it again');
  }
  // The lines of `todo` and, as the in-memory path does, a product's stored line that follows a line of the
  // product this pass wrote (found as the pass goes, before it reaches that line), so both paths write the
  // same lines in the same batches.
  const again = new LineSet();
  const second = new FeedPass(ctx, await openSource(ctx.spool ?? ctx.options.source), stager);
  await second.read((buf, start, end, line) => {
    if (!todo.has(line) && !again.has(line)) {
      // A line the first pass found unchanged.
      report.rowsRead++;
      return undefined;
    }
    second.parser.hashLine(buf, start, end, second.hash);
    const id = second.stage(buf, start, end, line);
    const later = id === null ? undefined : diff.laterStoredLines(id, line);
    if (later === undefined) return stager.full() ? stager.flush() : undefined;
    return later.then(async (lines) => {
      for (const l of lines) again.add(l);
      if (stager.full()) await stager.flush();
    });
  });
  await stager.flush();
}
