/** Test helpers: a small RFC 4180 parser and an XML well-formedness check (no dependencies). */

/** Parse CSV text into records (quoted fields, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      i++;
    } else if (c === ',') {
      record.push(field);
      field = '';
      i++;
    } else if (c === '\r' && text[i + 1] === '\n') {
      i++;
    } else if (c === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      if (c === '"') throw new Error(`stray quote at ${i}`);
      field += c;
      i++;
    }
  }
  if (quoted) throw new Error('unterminated quoted field');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/**
 * Check that `xml` is well-formed enough for our SVGs: balanced tags, quoted attributes, no raw '<' or bare
 * '&' in text or attribute values. Returns the text content of every element named `tag` (entities decoded).
 */
export function checkXml(xml: string, tag = 'text'): string[] {
  const stack: string[] = [];
  const texts: string[] = [];
  const decode = (s: string): string => {
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(s)) throw new Error(`bare & in '${s}'`);
    if (s.includes('<') || s.includes('>')) throw new Error(`raw < or > in '${s}'`);
    return s.replace(/&(amp|lt|gt|quot|apos);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e] ?? '');
  };
  const re = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
  let pos = 0;
  let open: string | undefined;
  let textBuf = '';
  for (const m of xml.matchAll(re)) {
    if (m.index !== pos) throw new Error(`unexpected markup at ${pos}: ${xml.slice(pos, pos + 40)}`);
    pos = m.index + m[0].length;
    if (m[5] !== undefined) {
      const t = decode(m[5]);
      if (stack.length === 0 && t.trim() !== '') throw new Error('text outside the root');
      if (open === tag) textBuf += t;
      continue;
    }
    const [, close, name = '', attrs = '', selfClose] = m;
    for (const a of attrs.matchAll(/="([^"]*)"/g)) decode(a[1] ?? '');
    if (close) {
      if (stack.pop() !== name) throw new Error(`mismatched </${name}>`);
      if (name === tag) texts.push(textBuf);
      open = stack[stack.length - 1];
    } else if (!selfClose) {
      if (stack.length === 0 && pos !== m[0].length) throw new Error('second root element');
      stack.push(name);
      open = name;
      if (name === tag) textBuf = '';
    }
  }
  if (pos !== xml.length) throw new Error(`trailing garbage at ${pos}`);
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('><')}>`);
  return texts;
}
