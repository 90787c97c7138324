// Why: A load parses on a thread of its own: the importing thread (PostgreSQL) or the database (PGlite) was the bottleneck.
// Decision: docs/decisions/import-parse-worker.md
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { batchTarget } from './batch-size';
import { recycleCopyBuffers } from './copy-lines';
import { FeedLineParser } from './feed-line-parser';
import { hashText } from './line-hash';
import { openSource } from './open-source';
import { StagedBatch, type DetachedBatch } from './product-writer';
import { ChunkTable } from './search-vector-parts';

/**
 * A load into an empty catalogue parses the feed on a thread of its own: gunzip, CSV, validation, hashing,
 * the binary COPY rows of each batch (and on PGlite its search vectors' recipes and vocabulary words:
 * ParseJob.vectorRecipes) happen there, and batches cross to the importing thread as transferred buffers (no
 * copy). On the embedded database that thread is also the database's; on PostgreSQL, since the importer
 * builds the search vectors, one thread no longer kept up with the two writers. A refresh keeps parsing in the importing thread: it skips most lines by the catalogue
 * snapshot held there.
 */

export interface ParseJob {
  source: string;
  batchSize: number;
  /** Whether the batch size was asked for (then no ramp: batch-size.ts). */
  asked: boolean;
  /** Rejections sent with their reasons (all are counted). */
  keepRejections: number;
  /** Batches the worker may send ahead of the importer's acknowledgements. */
  credits: number;
  /**
   * Whether the worker makes its batches' search-vector recipes (search-vector-parts.ts) and vocabulary words,
   * or leaves both to the importing thread, which reads the texts from the rows' fields (ReceivedBatch). On
   * PostgreSQL that thread mostly waited while this one was the load's bottleneck; on PGlite it is the
   * database's, busy throughout.
   */
  vectorRecipes: boolean;
}

export interface ParseCounts {
  rowsRead: number;
  rejected: number;
  /** New since the last message. */
  rejections: Array<{ line: number; reason: string }>;
  /** Merchant ids first seen since the last message. */
  merchants: string[];
  bytesRead: number;
  totalBytes: number | null;
}

export type ParseMessage =
  | ({ type: 'batch'; batch: DetachedBatch } & ParseCounts)
  | ({ type: 'progress' } & ParseCounts)
  | ({ type: 'end' } & ParseCounts)
  | { type: 'error'; message: string };

/** What the importer sees of a job: an 'error' message is thrown instead. */
export type ParseUpdate = Exclude<ParseMessage, { type: 'error' }>;

const JOB_KIND = 'ofertas-feed-parse';
/** V8's young generation is three semi-spaces: 24 MB is 8 MB semi-spaces. */
const PARSER_YOUNG_MB = 24;

/** This module as a worker script when it runs compiled; null when it runs from TypeScript sources (tests). */
export function defaultParseWorkerScript(): string | null {
  return __filename.endsWith('.js') ? __filename : null;
}

/** A parse job running on a worker thread. */
export interface ParseWorker {
  /** The job's messages in order; ending the iteration (or an 'error' message, thrown) stops the worker. */
  messages(): AsyncGenerator<ParseUpdate, void, undefined>;
  /** A batch went to a writer: the worker may send another. */
  ack(): void;
  /** Gives a batch's buffers back to the worker once its COPY is put together; the worker fills them again (no new memory per batch). */
  recycle(buffers: ArrayBuffer[]): void;
}

export function startParseWorker(script: string, job: ParseJob): ParseWorker {
  // The parser's own young generation (8 MB semi-spaces): the importing thread runs with smaller ones
  // (`import:feed`'s --max-semi-space-size=4, backend/package.json), which would leave the parser collecting
  // twice as often.
  const worker = new Worker(script, { workerData: { kind: JOB_KIND, job }, resourceLimits: { maxYoungGenerationSizeMb: PARSER_YOUNG_MB } });
  const queue: ParseMessage[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const nudge = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (m: ParseMessage) => {
    queue.push(m);
    nudge();
  });
  worker.on('error', (e: Error) => {
    queue.push({ type: 'error', message: e.message });
    nudge();
  });
  worker.on('exit', () => {
    ended = true;
    nudge();
  });
  return {
    ack: () => worker.postMessage('ack'),
    recycle: (buffers) => {
      if (!ended) worker.postMessage({ recycle: buffers }, buffers);
    },
    async *messages() {
      try {
        for (;;) {
          const m = queue.shift();
          if (m === undefined) {
            if (ended) throw new Error('the feed parser stopped without finishing');
            await new Promise<void>((resolve) => (wake = resolve));
            continue;
          }
          if (m.type === 'error') throw new Error(m.message);
          yield m;
          if (m.type === 'end') return;
        }
      } finally {
        await worker.terminate();
      }
    },
  };
}

async function runJob(job: ParseJob, port: NonNullable<typeof parentPort>): Promise<void> {
  let credits = job.credits;
  let wake: (() => void) | null = null;
  port.on('message', (m: unknown) => {
    if (typeof m === 'object' && m !== null && 'recycle' in m) return recycleCopyBuffers((m as { recycle: ArrayBuffer[] }).recycle);
    if (m !== 'ack') return;
    credits++;
    wake?.();
    wake = null;
  });
  const source = await openSource(job.source);
  const parser = new FeedLineParser();
  const h = new Uint32Array(4);
  const counts: ParseCounts = { rowsRead: 0, rejected: 0, rejections: [], merchants: [], bytesRead: 0, totalBytes: source.totalBytes };
  const merchants = new Set<string>();
  let sentRejections = 0;
  const recipes = job.vectorRecipes ? new ChunkTable() : 'writer';
  let batch = new StagedBatch(recipes);
  let handed = 0;
  /** The counts since the last message, which then start again (rejections, merchants). */
  const take = (): ParseCounts => {
    const out = { ...counts, bytesRead: source.bytesRead() };
    counts.rejections = [];
    counts.merchants = [];
    return out;
  };
  const send = async () => {
    if (batch.size === 0) return;
    while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
    credits--;
    const detached = batch.detach();
    batch = new StagedBatch(recipes);
    handed++;
    const transfer = [...detached.buffers, detached.ids.buffer, detached.ord.buffer as ArrayBuffer];
    if (detached.recipe !== null) transfer.push(detached.recipe.recipe.buffer);
    port.postMessage({ type: 'batch', batch: detached, ...take() } satisfies ParseMessage, transfer);
  };
  await parser.read(
    source.stream,
    (buf, start, end, line) => {
      parser.hashLine(buf, start, end, h);
      const r = parser.parse(buf, start, end);
      if (r === null) return undefined;
      counts.rowsRead++;
      if (!r.ok) {
        counts.rejected++;
        if (sentRejections++ < job.keepRejections) counts.rejections.push({ line, reason: r.reason });
        return undefined;
      }
      const merchant = r.product.merchantId;
      if (merchant && !merchants.has(merchant)) {
        merchants.add(merchant);
        counts.merchants.push(merchant);
      }
      batch.add(r.product, hashText(h));
      return batch.size >= batchTarget(handed, job.batchSize, job.asked) ? send() : undefined;
    },
    () => port.postMessage({ type: 'progress', ...take() } satisfies ParseMessage),
  );
  await send();
  port.postMessage({ type: 'end', ...take() } satisfies ParseMessage);
}

if (!isMainThread && parentPort !== null && (workerData as { kind?: string } | null)?.kind === JOB_KIND) {
  const port = parentPort;
  runJob((workerData as { job: ParseJob }).job, port).catch((e: unknown) => {
    port.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) } satisfies ParseMessage);
  });
}
