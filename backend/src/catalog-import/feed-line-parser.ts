import { splitRecord } from './csv-reader';
import { columnIndex, normaliseRow, type FeedProduct } from './feed-row';
import { lineHasher, type LineHasher } from './line-hash';

export const NO_HEADER = 'the feed is empty (no header row)';

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
    const fields = splitRecord(buf.toString('utf8', start, end));
    if (fields.length === 1 && (fields[0] as string).trim() === '') return null;
    // A wrong field count means shifted columns (an unquoted comma): its values cannot be trusted.
    if (fields.length !== this.width) return { ok: false, reason: `${fields.length} field(s) where the header has ${this.width}` };
    const r = normaliseRow(fields, this.col as Map<string, number>);
    return r.ok ? { ok: true, product: r.product } : r;
  }
}
