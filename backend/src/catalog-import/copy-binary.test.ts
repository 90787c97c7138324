import { databaseKinds } from '../test-support/databases';
import { freshDatabaseForTests } from '../test-support/fresh-database';
import { BinaryFields, COPY_BINARY_HEADER, COPY_BINARY_TRAILER, scaledUnits } from './copy-binary';
import { copyField } from './copy-text';
import { ImportConnection } from './import-connection';

/** Amounts the feed may hold: cents, tenths, whole numbers with zero groups, and digits past the scale. */
const AMOUNTS = [0, 0.01, 0.05, 0.1, 0.5, 1, 9.99, 10, 100, 1000, 9999.99, 10000, 10000.5, 100000000, 12345678.9, 99999999.99];
const PAST_SCALE = [2.675, 1.005, 0.005, 0.015, 3.999, 0.004, 1e-7, 123.4549, 19.995, 4.35, 1.45];

describe('scaledUnits', () => {
  it('rounds the printed decimal half away from zero, as numeric does with the text', () => {
    expect(scaledUnits(2.675, 2)).toBe(268);
    expect(scaledUnits(1.005, 2)).toBe(101);
    expect(scaledUnits(0.004, 2)).toBe(0);
    expect(scaledUnits(1e-7, 2)).toBe(0);
    expect(scaledUnits(-4.35, 1)).toBe(44);
    expect(scaledUnits(12345678.9, 2)).toBe(1234567890);
    // Past exact integers the binary form is refused, not written wrong.
    expect(() => new BinaryFields().numeric(1e300, 2)).toThrow(RangeError);
  });
});

describe.each(databaseKinds())('binary COPY fields, on %s', (kind) => {
  const db = freshDatabaseForTests(kind);

  /**
   * Each row written twice into the same columns: by binary COPY, and by COPY text from the values as the
   * text path writes them. Answers the rows where the two differ (none, when the binary form is right).
   */
  async function differences(columns: string, rows: Array<Array<string | number | boolean | null | string[]>>, write: (f: BinaryFields, row: Array<string | number | boolean | null | string[]>) => void): Promise<unknown[]> {
    const conn = await ImportConnection.open(db.dataSource);
    try {
      await conn.query(`DROP TABLE IF EXISTS t_bin, t_text`);
      await conn.query(`CREATE TEMP TABLE t_bin (n int, ${columns})`);
      await conn.query(`CREATE TEMP TABLE t_text (n int, ${columns})`);
      const names = columns.split(/,\s*(?=[a-z]+ )/).map((c) => c.trim().split(' ')[0] as string);
      const f = new BinaryFields();
      const data: Buffer[] = [COPY_BINARY_HEADER];
      const text: Buffer[] = [];
      rows.forEach((row, n) => {
        f.reset();
        const head = Buffer.alloc(10);
        head.writeInt16BE(names.length + 1, 0);
        head.writeInt32BE(4, 2);
        head.writeInt32BE(n, 6);
        write(f, row);
        data.push(head, Buffer.from(f.buf.subarray(0, f.at)));
        const values = row.map((v) => (Array.isArray(v) ? `{${v.map((e) => `"${e.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}` : v));
        text.push(Buffer.from(`${n}\t${values.map((v) => copyField(v)).join('\t')}\n`));
      });
      data.push(COPY_BINARY_TRAILER);
      await conn.copyBuffers('t_bin', ['n', ...names], data, 'binary');
      await conn.copyBuffers('t_text', ['n', ...names], text);
      const differ = await conn.query(`SELECT b.*, t.* FROM t_bin b FULL JOIN t_text t ON t.n = b.n WHERE (b.*) IS DISTINCT FROM (t.*)`);
      const [counted] = await conn.query<{ count: number }>(`SELECT count(*)::int AS count FROM t_bin`);
      expect(counted?.count).toBe(rows.length);
      return differ;
    } finally {
      await conn.release();
    }
  }

  it('writes numerics as the text of their value would be stored, at each scale the product uses', async () => {
    const values = [...AMOUNTS, ...PAST_SCALE];
    const rows = values.map((v) => [v, v <= 99.9 ? v : null, v <= 9999999 ? v : null]);
    const diff = await differences('a numeric(12,2), b numeric(3,1), c numeric(10,2)', rows, (f, [a, b, c]) => {
      f.numeric(a as number, 2);
      f.numeric(b as number | null, 1);
      f.numeric(c as number | null, 2);
    });
    expect(diff).toEqual([]);
    // numeric(3,1) keeps its limit: a value past it fails the COPY as it fails the text.
    await expect(differences('b numeric(3,1)', [[100]], (f, [b]) => f.numeric(b as number, 1))).rejects.toThrow(/numeric field overflow/);
  });

  it('writes text, booleans, NULLs and text arrays as their text would be stored', async () => {
    const rows = [
      ['', true, [], null],
      ['ascii', false, ['/api/images/a.jpg'], 'x'],
      ['Cámara réflex 24 Mpx – 3" pantalla \\ tab\there', true, ['https://a.example/1.jpg', 'https://a.example/2 ñ.jpg'], 'ñandú €'],
      ['x'.repeat(47) + 'é', false, ['a', 'b', 'c', 'd', 'e', 'f'], 'y'.repeat(5000)],
      ['🎧 auriculares', true, ['"quoted"', 'back\\slash'], '日本語'],
    ];
    const diff = await differences('s text, b boolean, a text[], t text', rows, (f, [s, b, a, t]) => {
      f.text(s as string);
      f.bool(b as boolean);
      f.textArray(a as string[]);
      f.text(t as string | null);
    });
    expect(diff).toEqual([]);
  });
});
