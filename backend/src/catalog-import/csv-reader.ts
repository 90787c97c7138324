import { StringDecoder } from 'node:string_decoder';

export interface CsvRecord {
  /** 1-based physical line where the record starts (what an operator sees in an editor). */
  line: number;
  fields: string[];
  /** The record as it stands in the file, without its line break (a refresh hashes it to skip unchanged rows). */
  text: string;
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    public readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
  }
}

const QUOTE = 34; // "
const CR = 13;
const LF = 10;

/**
 * Streams RFC 4180 CSV as batches of records, one batch per input chunk, so memory stays flat whatever the
 * file size. Lines without a quote take a fast path (split); quoted fields may contain commas, doubled quotes
 * and newlines. A BOM at the start is dropped.
 */
export async function* readCsv(input: AsyncIterable<Buffer | string>, delimiter = ','): AsyncGenerator<CsvRecord[]> {
  const decoder = new StringDecoder('utf8');
  const delimCode = delimiter.charCodeAt(0);
  let buf = '';
  let line = 1;
  let first = true;

  const parse = (final: boolean): CsvRecord[] => {
    const out: CsvRecord[] = [];
    let pos = 0;
    const len = buf.length;
    while (pos < len) {
      const nl = buf.indexOf('\n', pos);
      if (nl === -1 && !final) break;
      const end = nl === -1 ? len : nl;
      const quote = buf.indexOf('"', pos);
      if (quote === -1 || quote > end) {
        // Fast path: a whole record on one physical line, no quoting.
        let text = buf.slice(pos, end);
        if (text.charCodeAt(text.length - 1) === CR) text = text.slice(0, -1);
        if (text.length > 0) out.push({ line, fields: text.split(delimiter), text });
        line++;
        pos = end + 1;
        continue;
      }
      // Slow path: quoted fields; the record may span several physical lines.
      const startLine = line;
      const fields: string[] = [];
      let field = '';
      let i = pos;
      let inQuotes = false;
      let complete = false;
      let fieldStart = i;
      let lines = 0;
      let textEnd = len;
      while (i < len) {
        const c = buf.charCodeAt(i);
        if (inQuotes) {
          if (c === QUOTE) {
            if (buf.charCodeAt(i + 1) === QUOTE) {
              field += buf.slice(fieldStart, i + 1);
              i += 2;
              fieldStart = i;
              continue;
            }
            if (i + 1 >= len && !final) break; // cannot tell "" from " yet
            field += buf.slice(fieldStart, i);
            inQuotes = false;
            i++;
            fieldStart = i;
            continue;
          }
          if (c === LF) lines++;
          i++;
          continue;
        }
        if (c === QUOTE) {
          field += buf.slice(fieldStart, i);
          inQuotes = true;
          i++;
          fieldStart = i;
          continue;
        }
        if (c === delimCode) {
          fields.push(field + buf.slice(fieldStart, i));
          field = '';
          i++;
          fieldStart = i;
          continue;
        }
        if (c === LF || c === CR) {
          fields.push(field + buf.slice(fieldStart, i));
          textEnd = i;
          if (c === CR && buf.charCodeAt(i + 1) === LF) i++;
          else if (c === CR && i + 1 >= len && !final) break;
          i++;
          lines++;
          complete = true;
          break;
        }
        i++;
      }
      if (!complete) {
        if (!final) break; // wait for more input
        if (inQuotes) throw new CsvSyntaxError('unterminated quoted field', startLine);
        fields.push(field + buf.slice(fieldStart, len));
        i = len;
        lines++;
      }
      out.push({ line: startLine, fields, text: buf.slice(pos, textEnd) });
      line += lines;
      pos = i;
    }
    buf = buf.slice(pos);
    return out;
  };

  for await (const chunk of input) {
    let text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    buf += text;
    const records = parse(false);
    if (records.length > 0) yield records;
  }
  buf += decoder.end();
  const rest = parse(true);
  if (rest.length > 0) yield rest;
}

/**
 * Splits one complete record (the `text` of a CsvRecord) into its fields exactly as readCsv did: a refresh
 * keeps only the text of each line while it asks the database which lines changed, and splits the changed
 * ones again.
 */
export function splitRecord(text: string, delimiter = ','): string[] {
  if (!text.includes('"')) return text.split(delimiter);
  const delimCode = delimiter.charCodeAt(0);
  const fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inQuotes) {
      if (c !== QUOTE) continue;
      if (text.charCodeAt(i + 1) === QUOTE) {
        field += text.slice(start, i + 1);
        i++;
      } else {
        field += text.slice(start, i);
        inQuotes = false;
      }
      start = i + 1;
    } else if (c === QUOTE) {
      field += text.slice(start, i);
      inQuotes = true;
      start = i + 1;
    } else if (c === delimCode) {
      fields.push(field + text.slice(start, i));
      field = '';
      start = i + 1;
    }
  }
  fields.push(field + text.slice(start));
  return fields;
}
