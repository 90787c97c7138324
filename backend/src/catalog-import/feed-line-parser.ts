import { splitRecord } from './csv-reader';
import { columnIndex, normaliseRow, type FeedProduct } from './feed-row';
import { lineHasher, type LineHasher } from './line-hash';
import { readLines } from './line-reader';

export const NO_HEADER = 'the feed is empty (no header row)';

/** Sees one line after the header (its bytes and physical line number); a promise it answers is awaited. */
export type OnFeedLine = (buf: Buffer, start: number, end: number, line: number) => Promise<void> | undefined;

/** What one feed line is: a valid product, a rejected row (with the reason for the operator), or blank. */
export type ParsedLine = { ok: true; product: FeedProduct } | { ok: false; reason: string } | null;

/**
 * Reads the lines of one pass over a feed: the header first (it names the columns and salts the line hash),
 * then each line's validated product. Shared by the importer's own thread and the parse worker of a load
 * (parse-worker.ts), so both read a feed the same way.
 */
export class FeedLineParser {
  private col: Map<string, number> | null = null;
  private width = 0;
  /** The line hash of the pass's header (a line hashed before the header is read has no meaning). */
  hashLine: LineHasher = () => undefined;

  get hasHeader(): boolean {
    return this.col !== null;
  }

  /**
   * Reads a whole pass over the feed: the header, then every other line to `onLine`, and `afterChunk` after
   * each chunk of lines (progress). Throws when the feed has no header or lacks a required column.
   */
  async read(stream: AsyncIterable<Buffer | string>, onLine: OnFeedLine, afterChunk: () => void): Promise<void> {
    for await (const chunk of readLines(stream)) {
      const { buf, starts, ends, lines } = chunk;
      for (let i = 0; i < starts.length; i++) {
        if (!this.hasHeader) this.header(buf, starts[i] as number, ends[i] as number);
        else {
          const wait = onLine(buf, starts[i] as number, ends[i] as number, lines[i] as number);
          if (wait !== undefined) await wait;
        }
      }
      afterChunk();
    }
    if (!this.hasHeader) throw new Error(NO_HEADER);
  }

  /** Reads the header line; throws when a required column is missing. */
  header(buf: Buffer, start: number, end: number): void {
    const text = buf.toString('utf8', start, end);
    const fields = splitRecord(text);
    this.col = columnIndex(fields);
    this.width = fields.length;
    this.hashLine = lineHasher(text);
  }

  /** Splits and validates a line after the header. */
  parse(buf: Buffer, start: number, end: number): ParsedLine {
    const text = buf.toString('utf8', start, end);
    const fields = splitRecord(text);
    if (fields.length === 1 && (fields[0] as string).trim() === '') return null;
    // A wrong field count means shifted columns (an unquoted comma): its values cannot be trusted.
    if (fields.length !== this.width) return { ok: false, reason: `${fields.length} field(s) where the header has ${this.width}` };
    const r = normaliseRow(fields, this.col as Map<string, number>, text.includes('\u0000'));
    return r.ok ? { ok: true, product: r.product } : r;
  }
}
