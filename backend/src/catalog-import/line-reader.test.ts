import { Readable } from 'node:stream';
import { readLines } from './line-reader';

async function records(chunks: Array<string | Buffer>): Promise<Array<{ line: number; text: string }>> {
  const out: Array<{ line: number; text: string }> = [];
  for await (const c of readLines(Readable.from(chunks))) {
    for (let i = 0; i < c.starts.length; i++) out.push({ line: c.lines[i] as number, text: c.buf.toString('utf8', c.starts[i], c.ends[i]) });
  }
  return out;
}

describe('readLines', () => {
  const text = '\ufeffid,name\n1,"a ""b"" c"\n\n2,"d\ne, ""f"""\r\n3,f\r\n"",x"y"z,"a""b"\n4,ñ\n5,last';

  it('gives each record as it stands in the file (BOM, empty lines and CR dropped) with the line it starts on', async () => {
    const whole = await records([text]);
    expect(whole).toEqual([
      { line: 1, text: 'id,name' },
      { line: 2, text: '1,"a ""b"" c"' },
      { line: 4, text: '2,"d\ne, ""f"""' },
      { line: 6, text: '3,f' },
      { line: 7, text: '"",x"y"z,"a""b"' },
      { line: 8, text: '4,ñ' },
      { line: 9, text: '5,last' },
    ]);
    expect(whole.map((r) => r.line)).toEqual([1, 2, 4, 6, 7, 8, 9]);
    expect(whole[2]?.text).toBe('2,"d\ne, ""f"""');
  });

  it('gives the same records whatever the chunk boundaries (bytes split inside characters too)', async () => {
    const whole = await records([text]);
    const bytes = Buffer.from(text);
    for (let size = 1; size <= 9; size++) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await records(chunks)).toEqual(whole);
    }
  });

  it('keeps a record longer than its buffer (512 KB) whole, from small pieces or one large piece', async () => {
    const long = `"${'x'.repeat(600_000)}\n${'y'.repeat(600_000)}",z`;
    const text = `id,name\n${long}\nlast,1\n`;
    const expected = [
      { line: 1, text: 'id,name' },
      { line: 2, text: long },
      { line: 4, text: 'last,1' },
    ];
    const bytes = Buffer.from(text);
    const pieces: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 16_384) pieces.push(bytes.subarray(i, i + 16_384));
    expect(await records(pieces)).toEqual(expected);
    expect(await records([bytes])).toEqual(expected);
  });

  it('fails on an unterminated quote with its line', async () => {
    await expect(records(['a\n"open,\n'])).rejects.toThrow('line 2: unterminated quoted field');
    await expect(records(['a\n"x","open'])).rejects.toThrow('line 2: unterminated quoted field');
  });
});
