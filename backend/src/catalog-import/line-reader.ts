// Why: Records are found in the raw bytes, so a refresh decodes only the lines whose hash the catalogue lacks.
// Decision: docs/decisions/import-line-hash.md
import { CsvSyntaxError } from './csv-reader';

/**
 * The records of one input chunk as byte ranges of `buf`: record i is `buf[starts[i], ends[i])` (without its
 * line break) and starts on physical line `lines[i]`. Nothing is decoded: a refresh hashes the bytes of each
 * record and decodes only the records whose hash it does not know. `buf` is a view of the reader's reused
 * buffer: it holds these bytes only until the next chunk is asked for.
 */
export interface LineChunk {
  buf: Buffer;
  starts: number[];
  ends: number[];
  lines: number[];
}

const QUOTE = 34; // "
const LF = 10;
const CR = 13;
/** The reader's buffer: a gunzip piece (256 KB, open-source.ts) plus an unfinished record fit, so it rarely grows. */
const WINDOW_BYTES = 512 * 1024;

/**
 * Streams RFC 4180 CSV records as byte ranges, one LineChunk per input chunk, with the physical line each
 * starts on: a record ends at a line feed outside quotes (a CR before it is not part of the
 * record), quoted fields may hold line breaks, empty records are skipped, a UTF-8 BOM at the start is dropped.
 */
export async function* readLines(input: AsyncIterable<Buffer | string>): AsyncGenerator<LineChunk> {
  let line = 1;
  let first = true;
  const scan = (buf: Buffer, final: boolean): { chunk: LineChunk; used: number } => {
    const chunk: LineChunk = { buf, starts: [], ends: [], lines: [] };
    const len = buf.length;
    let pos = 0;
    // The next quote at or after pos (len: none). Looked up again only once passed, so a chunk without
    // quotes is searched once, not once per record.
    let quote = -1;
    while (pos < len) {
      if (quote < pos) {
        quote = buf.indexOf(QUOTE, pos);
        if (quote === -1) quote = len;
      }
      let nl = buf.indexOf(LF, pos);
      let breaks = 0;
      if (quote < (nl === -1 ? len : nl)) {
        // Quoted fields: the record ends at the first line feed outside quotes. Each quoted span is found
        // with indexOf (native), as are the line feeds inside one (counted for the line numbers).
        let open = quote;
        let unterminated = false;
        for (;;) {
          const close = buf.indexOf(QUOTE, open + 1);
          if (close === -1) {
            unterminated = true;
            break;
          }
          while (nl !== -1 && nl < close) {
            breaks++;
            nl = buf.indexOf(LF, nl + 1);
          }
          // A doubled quote ("") closes and reopens at once: the next quote then follows straight away.
          const again = buf.indexOf(QUOTE, close + 1);
          if (again === -1 || (nl !== -1 && again > nl)) break;
          open = again;
        }
        if (unterminated) {
          if (!final) break;
          throw new CsvSyntaxError('unterminated quoted field', line);
        }
        quote = -1;
      }
      if (nl === -1 && !final) break;
      const next = nl === -1 ? len : nl + 1;
      let end = nl === -1 ? len : nl;
      if (end > pos && buf[end - 1] === CR) end--;
      if (end > pos) {
        chunk.starts.push(pos);
        chunk.ends.push(end);
        chunk.lines.push(line);
      }
      line += 1 + breaks;
      pos = next;
    }
    return { chunk, used: pos };
  };
  // Each input piece is copied once into one buffer reused for the whole feed, after the unfinished record of
  // the piece before: joining them with Buffer.concat allocated a new buffer per piece (as many bytes again
  // as the feed), which the collector frees only at its own pace (docs/decisions/import-importer-memory.md).
  let window = Buffer.allocUnsafe(WINDOW_BYTES);
  let held = 0;
  for await (const piece of input) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
    if (held + bytes.length > window.length) {
      // A record longer than the buffer (or a piece larger than it): grow, keeping the unfinished record.
      const bigger = Buffer.allocUnsafe(Math.max(2 * window.length, held + bytes.length));
      window.copy(bigger, 0, 0, held);
      window = bigger;
    }
    bytes.copy(window, held);
    held += bytes.length;
    let from = 0;
    if (first) {
      if (held < 3) continue;
      if (window[0] === 0xef && window[1] === 0xbb && window[2] === 0xbf) from = 3;
      first = false;
    }
    const { chunk, used } = scan(window.subarray(from, held), false);
    if (chunk.starts.length > 0) yield chunk;
    // The unfinished record moves to the front (the consumer is done with the chunk once it asks for more).
    window.copy(window, 0, from + used, held);
    held -= from + used;
  }
  if (held > 0) {
    // (A BOM was looked for once 3 bytes had come; fewer cannot hold one.)
    const { chunk } = scan(window.subarray(0, held), true);
    if (chunk.starts.length > 0) yield chunk;
  }
}
