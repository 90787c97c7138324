export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    public readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
  }
}

const QUOTE = 34; // "

/**
 * Splits one complete RFC 4180 record (as `readLines` in line-reader.ts finds it, decoded) into its fields:
 * quoted fields may hold the delimiter, doubled quotes and line breaks. A refresh splits only the lines whose
 * hash it does not know.
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
