import { Readable } from 'node:stream';
import { CsvSyntaxError, splitRecord } from './csv-reader';
import { readLines } from './line-reader';

interface CsvRecord {
  line: number;
  fields: string[];
  text: string;
}

/** The feed reader's records (line-reader.ts) decoded and split (splitRecord), as the import reads a feed. */
async function parseChunks(chunks: Array<string | Buffer>): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  for await (const c of readLines(Readable.from(chunks))) {
    for (let i = 0; i < c.starts.length; i++) {
      const text = c.buf.toString('utf8', c.starts[i], c.ends[i]);
      out.push({ line: c.lines[i] as number, fields: splitRecord(text), text });
    }
  }
  return out;
}

describe('readLines + splitRecord', () => {
  it('reads plain and quoted fields with physical line numbers', async () => {
    const text = 'a,b,c\n1,"x, y",3\n2,"multi\nline ""quoted""",4\r\n5,,6';
    expect(await parseChunks([text])).toEqual([
      { line: 1, fields: ['a', 'b', 'c'], text: 'a,b,c' },
      { line: 2, fields: ['1', 'x, y', '3'], text: '1,"x, y",3' },
      { line: 3, fields: ['2', 'multi\nline "quoted"', '4'], text: '2,"multi\nline ""quoted""",4' },
      { line: 5, fields: ['5', '', '6'], text: '5,,6' },
    ]);
  });

  it('gives the same records whatever the chunk boundaries', async () => {
    const text = '\ufeffid,name\n1,"a ""b"" c"\n2,"d\ne"\n3,f\n';
    const whole = await parseChunks([text]);
    for (let size = 1; size <= 7; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
      expect(await parseChunks(chunks)).toEqual(whole);
    }
    expect(whole[0]?.fields).toEqual(['id', 'name']);
  });

  it("splits a record's text again into the same fields", async () => {
    const text = 'a,b,c\n1,"x, y",3\n2,"multi\nline ""quoted""",4\r\n5,,6\n"",x"y"z,"a""b"\n';
    const records = await parseChunks([text]);
    expect(records).toHaveLength(5);
    for (const r of records) expect(splitRecord(r.text)).toEqual(r.fields);
  });

  it('decodes UTF-8 split across byte chunks', async () => {
    const bytes = Buffer.from('n\nTecnología ñ\n', 'utf8');
    const chunks = [...bytes].map((b) => Buffer.from([b]));
    expect((await parseChunks(chunks))[1]?.fields).toEqual(['Tecnología ñ']);
  });

  it('fails on an unterminated quote with its line', async () => {
    await expect(parseChunks(['a\n"open,\n'])).rejects.toBeInstanceOf(CsvSyntaxError);
    await expect(parseChunks(['a\n"open,\n'])).rejects.toThrow('line 2: unterminated quoted field');
  });
});
