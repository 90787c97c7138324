import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import * as zlib from 'node:zlib';
import { processAlive } from '../common/process-alive';

/** Bytes per decompressed chunk handed to the line reader. */
const GUNZIP_CHUNK = 256 * 1024;

export interface FeedSource {
  stream: Readable;
  /** Compressed bytes consumed so far (progress is measured on what is read from disk or network). */
  bytesRead(): number;
  totalBytes: number | null;
  destroy(): void;
}

const SPOOL_PREFIX = 'ofertas-feed-';

/**
 * A new file to spool a download to, in a folder of its own in the OS temporary folder named after this
 * process (remove the folder when done). Folders of processes that are gone (killed mid-import) are removed
 * first, so a kill leaves at most one such file behind until the next download.
 */
export function newSpoolFile(): string {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    const pid = new RegExp(`^${SPOOL_PREFIX}(\\d+)-`).exec(name)?.[1];
    if (pid !== undefined && !processAlive(Number(pid))) fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
  }
  return path.join(fs.mkdtempSync(path.join(tmp, `${SPOOL_PREFIX}${process.pid}-`)), 'feed');
}

/** Whether a source is downloaded (read once only) rather than a file (read again at will). */
export function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

/**
 * Opens a feed from a file path or an http(s) URL; gzip is detected from the content, not the name.
 * `spoolTo`: a file the bytes are also written to as they are read (as received, compressed or not), so a
 * downloaded feed can be read a second time; the stream ends only once that file is complete.
 */
export async function openSource(source: string, spoolTo?: string): Promise<FeedSource> {
  let raw: Readable;
  let totalBytes: number | null;
  if (isUrl(source)) {
    const res = await fetch(source, { signal: AbortSignal.timeout(60_000) });
    if (!res.ok || !res.body) throw new Error(`could not download the feed: HTTP ${res.status}`);
    const length = Number(res.headers.get('content-length'));
    totalBytes = Number.isFinite(length) && length > 0 ? length : null;
    raw = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
  } else {
    const stat = await fs.promises.stat(source).catch(() => null);
    if (!stat || !stat.isFile()) throw new Error(`feed file not found: ${source}`);
    totalBytes = stat.size;
    // 64 KB reads, not larger: a larger piece of a gzipped feed outlives several scavenges while its lines are
    // inflated and parsed, is promoted and waits for a full collection (docs/decisions/import-importer-memory.md).
    raw = fs.createReadStream(source, { highWaterMark: 1 << 16 });
  }
  const first = await new Promise<Buffer | null>((resolve, reject) => {
    raw.once('readable', () => resolve(raw.read(2) as Buffer | null));
    raw.once('error', reject);
  });
  if (first) raw.unshift(first);
  const gzipped = first !== null && first[0] === 0x1f && first[1] === 0x8b;
  let bytes = 0;
  const spool = spoolTo === undefined ? null : fs.createWriteStream(spoolTo);
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (spool === null || spool.write(chunk)) done(null, chunk);
      else spool.once('drain', () => done(null, chunk));
    },
    flush(done) {
      if (spool === null) done();
      else spool.end(() => done());
    },
  });
  // A spool that cannot be written (a full disk) fails the read, as a broken download would.
  spool?.on('error', (e) => counter.destroy(e));
  // pipeline() tears the whole chain down on any error; the consumer sees it on the last stream.
  // 256 KB output chunks instead of 16 KB: a sixteenth of the callbacks, line-reader joins and progress
  // updates (docs/decisions/import-importer-memory.md).
  const stream: Readable = gzipped
    ? pipeline(raw, counter, zlib.createGunzip({ chunkSize: GUNZIP_CHUNK }), () => undefined)
    : pipeline(raw, counter, () => undefined);
  return {
    stream,
    bytesRead: () => bytes,
    totalBytes,
    destroy: () => {
      spool?.destroy();
      raw.destroy();
      stream.destroy();
    },
  };
}
