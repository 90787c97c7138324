import { CsvSyntaxError } from './csv-reader';

/**
 * The records of one input chunk as byte ranges of `buf`: record i is `buf[starts[i], ends[i])` (without its
 * line break) and starts on physical line `lines[i]`. Nothing is decoded: a refresh hashes the bytes of each
 * record and decodes only the records whose hash it does not know.
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

/**
 * Streams RFC 4180 CSV records as byte ranges, one LineChunk per input chunk, with the physical line each
 * starts on: a record ends at a line feed outside quotes (a CR before it is not part of the
 * record), quoted fields may hold line breaks, empty records are skipped, a UTF-8 BOM at the start is dropped.
 */
export async function* readLines(input: AsyncIterable<Buffer | string>): AsyncGenerator<LineChunk> {
  let rest: Buffer | null = null;
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
  for await (const piece of input) {
    let buf: Buffer = typeof piece === 'string' ? Buffer.from(piece) : piece;
    if (rest !== null && rest.length > 0) buf = Buffer.concat([rest, buf]);
    if (first && buf.length >= 3) {
      if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) buf = buf.subarray(3);
      first = false;
    } else if (first) {
      rest = buf;
      continue;
    }
    const { chunk, used } = scan(buf, false);
    // The unfinished record is copied: the input may reuse its buffer.
    rest = used < buf.length ? Buffer.from(buf.subarray(used)) : null;
    if (chunk.starts.length > 0) yield chunk;
  }
  if (rest !== null && rest.length > 0) {
    let buf = rest;
    if (first && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) buf = buf.subarray(3);
    const { chunk } = scan(buf, true);
    if (chunk.starts.length > 0) yield chunk;
  }
}
