import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { AWIN_COLUMNS, csvField, csvLine, generateSampleRows, rowLine, writeSampleFeed } from './index';
import { main } from './cli';
import { parseCsv } from './test-helpers';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sample-feed-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('csvLine', () => {
  it('quotes only fields with comma, quote, CR or LF, doubling quotes', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('')).toBe('');
    expect(csvField('15,6"')).toBe('"15,6"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('a\rb')).toBe('"a\rb"');
    expect(csvLine(['1', 'Portátil 15,6"', 'say "hi"', ''])).toBe('1,"Portátil 15,6""","say ""hi""",');
  });

  it('round-trips awkward values through an RFC 4180 parser', () => {
    const values = ['', ',', '"', '""', 'a,b', 'line\nbreak', 'crlf\r\nx', ' spaces ', 'ñ €', '"quoted", and, more'];
    const text = [csvLine(values), csvLine([...values].reverse())].join('\n') + '\n';
    expect(parseCsv(text)).toEqual([values, [...values].reverse()]);
  });

  it('round-trips generated rows', () => {
    const rows = [...generateSampleRows({ count: 500, seed: 9 })];
    const text = rows.map(rowLine).join('\n');
    const parsed = parseCsv(text);
    expect(parsed).toHaveLength(500);
    parsed.forEach((rec, i) => expect(rec).toEqual(AWIN_COLUMNS.map((c) => rows[i]?.[c])));
    expect(text).toContain('"'); // titles such as 15,6" need quoting
  });
});

describe('writeSampleFeed', () => {
  it('writes a plain CSV with the header and every row', async () => {
    const file = join(dir, 'feed.csv');
    await expect(writeSampleFeed(file, { count: 1500, seed: 4 })).resolves.toEqual({ rows: 1500 });
    const records = parseCsv(readFileSync(file, 'utf8'));
    expect(records[0]).toEqual([...AWIN_COLUMNS]);
    expect(records).toHaveLength(1501);
    const rows = [...generateSampleRows({ count: 1500, seed: 4 })];
    expect(records[1500]).toEqual(AWIN_COLUMNS.map((c) => rows[1499]?.[c]));
  });

  it('gzips when the name ends in .gz, readable with zlib', async () => {
    const file = join(dir, 'nested', 'feed.csv.gz');
    await writeSampleFeed(file, { count: 3000, seed: 4 });
    const raw = readFileSync(file);
    expect(raw[0]).toBe(0x1f);
    expect(raw[1]).toBe(0x8b);
    const text = gunzipSync(raw).toString('utf8');
    const records = parseCsv(text);
    expect(records).toHaveLength(3001);
    expect(records[0]).toEqual([...AWIN_COLUMNS]);
    const plain = readFileSync(join(dir, 'feed.csv'), 'utf8');
    expect(text.startsWith(plain)).toBe(true); // same seed → same first 1500 rows
  });

  it('has a CLI: <out> [count] [seed]', async () => {
    const file = join(dir, 'cli.csv');
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await expect(main([file, '250', '8'])).resolves.toBe(0);
    } finally {
      write.mockRestore();
    }
    expect(parseCsv(readFileSync(file, 'utf8'))).toHaveLength(251);
    await expect(main([file, 'ten'])).rejects.toThrow(/count/);
  });
});
