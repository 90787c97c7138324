// Why: COPY data is built in reused buffers, so a batch leaves nothing on the JavaScript heap across a round trip.
// Decision: docs/decisions/import-binary-copy.md
/** Bytes of one buffer of COPY text; a batch of 5,000 feed rows fills about 14. */
const CHUNK_BYTES = 256 * 1024;
/** Buffers kept for reuse between batches (the import has at most three batches alive at once). */
const POOL_MAX = 64;
const pool: Buffer[] = [];

/**
 * Drops the buffers kept for reuse once an import is over: the next import
 * may be a refresh in the same process (the bench, a server's seed), whose catalogue snapshot needs the room.
 */
export function emptyCopyBufferPool(): void {
  pool.length = 0;
}

/** Buffers of batches sent to another thread and written there, given back for reuse (parse-worker.ts). */
export function recycleCopyBuffers(buffers: readonly ArrayBuffer[]): void {
  for (const b of buffers) keepForReuse(Buffer.from(b));
}

/** A buffer of the standard size goes back to the pool while it has room. */
function keepForReuse(chunk: Buffer): void {
  if (chunk.length === CHUNK_BYTES && pool.length < POOL_MAX) pool.push(chunk);
}

/** A buffer for at least `bytes` bytes: one from the pool, or a new one (of its own size when larger). */
function newChunk(bytes: number): Buffer {
  return bytes > CHUNK_BYTES ? Buffer.allocUnsafe(bytes) : (pool.pop() ?? Buffer.allocUnsafe(CHUNK_BYTES));
}

/**
 * Text lines of one batch (COPY lines, or a refresh's raw feed lines), written straight into a few large buffers that are reused batch after
 * batch. A buffer per row (or per chunk sent) is external memory the collector frees only at its own pace
 * (docs/decisions/import-importer-memory.md).
 */
export class CopyLines {
  private readonly chunks: Buffer[] = [];
  /** Per line: its chunk, start and end offsets. */
  private readonly where: number[] = [];
  private used = CHUNK_BYTES;

  get length(): number {
    return this.where.length / 3;
  }

  /** Appends the bytes `src[start, end)` as one line (binary COPY data: product-writer.ts). */
  appendBytes(src: Buffer, start: number, end: number): void {
    this.added(src.copy(this.room(end - start), this.used, start, end));
  }

  /** Line i's bytes (a view into the buffers, no copy). */
  view(i: number): Buffer {
    const k = i * 3;
    return (this.chunks[this.where[k] as number] as Buffer).subarray(this.where[k + 1], this.where[k + 2]);
  }

  append(line: string): void {
    // A UTF-16 unit never takes more than 3 UTF-8 bytes, so a line of n units always fits in 3n bytes.
    this.added(this.room(line.length * 3).write(line, this.used));
  }

  /** The buffer the next line goes into, with room for `bytes` more bytes. */
  private room(bytes: number): Buffer {
    const chunk = this.chunks[this.chunks.length - 1];
    if (chunk !== undefined && this.used + bytes <= chunk.length) return chunk;
    this.chunks.push(newChunk(bytes));
    this.used = 0;
    return this.chunks[this.chunks.length - 1] as Buffer;
  }

  /** Records the line of `written` bytes just put at the end of the last buffer. */
  private added(written: number): void {
    this.where.push(this.chunks.length - 1, this.used, this.used + written);
    this.used += written;
  }

  /**
   * The bytes to send, as views into the buffers (no copy): whole runs of consecutive kept lines, so a batch
   * without skipped lines is sent as its few buffers. `keep(i)` says whether line i is sent.
   */
  *views(keep: (i: number) => boolean = () => true): Generator<Buffer> {
    let chunk = -1;
    let start = 0;
    let end = 0;
    for (let i = 0, k = 0; k < this.where.length; i++, k += 3) {
      if (!keep(i)) continue;
      const c = this.where[k] as number;
      const s = this.where[k + 1] as number;
      if (c === chunk && s === end) {
        end = this.where[k + 2] as number;
        continue;
      }
      if (chunk >= 0 && end > start) yield (this.chunks[chunk] as Buffer).subarray(start, end);
      chunk = c;
      start = s;
      end = this.where[k + 2] as number;
    }
    if (chunk >= 0 && end > start) yield (this.chunks[chunk] as Buffer).subarray(start, end);
  }

  /** Line i as text again. */
  text(i: number): string {
    const k = i * 3;
    return (this.chunks[this.where[k] as number] as Buffer).toString('utf8', this.where[k + 1], this.where[k + 2]);
  }

  /**
   * The buffers holding the kept lines (for a transfer to another thread, which detaches them) and each
   * kept run as [buffer index, start, end]. The lines must not be read afterwards, nor the buffers released.
   */
  detach(keep?: (i: number) => boolean): { buffers: ArrayBuffer[]; runs: number[] } {
    const buffers: ArrayBuffer[] = [];
    const runs: number[] = [];
    for (const view of this.views(keep)) {
      let b = buffers.indexOf(view.buffer as ArrayBuffer);
      if (b < 0) b = buffers.push(view.buffer as ArrayBuffer) - 1;
      runs.push(b, view.byteOffset, view.byteOffset + view.length);
    }
    this.chunks.length = 0;
    this.where.length = 0;
    return { buffers, runs };
  }

  /**
   * As `detach`, with a run per line, of the lines `order` lists, in its order (a binary load's rows, each
   * followed by its search vector when the batch is written: product-writer.ts).
   */
  detachEach(order: Int32Array): { buffers: ArrayBuffer[]; runs: number[] } {
    const buffers: ArrayBuffer[] = [];
    const runs: number[] = [];
    const index = new Map<number, number>();
    for (const i of order) {
      const k = i * 3;
      const c = this.where[k] as number;
      let b = index.get(c);
      if (b === undefined) {
        b = buffers.push((this.chunks[c] as Buffer).buffer as ArrayBuffer) - 1;
        index.set(c, b);
      }
      runs.push(b, (this.chunks[c] as Buffer).byteOffset + (this.where[k + 1] as number), (this.chunks[c] as Buffer).byteOffset + (this.where[k + 2] as number));
    }
    this.chunks.length = 0;
    this.where.length = 0;
    return { buffers, runs };
  }

  /** Gives the buffers back for reuse; the lines must not be read afterwards. */
  release(): void {
    for (const chunk of this.chunks) keepForReuse(chunk);
    this.chunks.length = 0;
    this.where.length = 0;
  }
}

/**
 * Bytes appended back to back into the same reusable buffers, for a COPY sent as a whole (a load's binary
 * rows): unlike CopyLines it keeps no offsets per piece, whose arrays — three pieces a row — the collector
 * promoted and then had to find.
 */
export class CopyStream {
  private readonly chunks: Buffer[] = [];
  private used = CHUNK_BYTES;

  append(src: Buffer, start: number, end: number): void {
    for (let from = start; from < end; ) {
      let chunk = this.chunks[this.chunks.length - 1];
      if (chunk === undefined || this.used === chunk.length) {
        chunk = newChunk(CHUNK_BYTES);
        this.chunks.push(chunk);
        this.used = 0;
      }
      const n = Math.min(end - from, chunk.length - this.used);
      src.copy(chunk, this.used, from, from + n);
      this.used += n;
      from += n;
    }
  }

  /** The bytes appended, as views into the buffers (no copy). */
  *views(): Generator<Buffer> {
    for (let i = 0; i < this.chunks.length; i++) {
      const chunk = this.chunks[i] as Buffer;
      yield i === this.chunks.length - 1 ? chunk.subarray(0, this.used) : chunk;
    }
  }

  /** Gives the buffers back for reuse; the bytes must not be read afterwards. */
  release(): void {
    for (const chunk of this.chunks) keepForReuse(chunk);
    this.chunks.length = 0;
    this.used = CHUNK_BYTES;
  }
}
