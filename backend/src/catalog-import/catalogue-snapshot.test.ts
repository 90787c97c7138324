import { CatalogueSnapshot } from './catalogue-snapshot';
import type { ImportConnection } from './import-connection';
import { hashText } from './line-hash';

const hashOf = (i: number) => new Uint32Array([i * 2654435761, i + 1, 7, 9]);

/**
 * The COPY text of `n` products; merchant 'm\\\\1' (an escaped backslash) for odd ones, 'tienda-ñ' for every
 * fourth, a NULL hash for product 3, a hash of another form for product 5.
 */
function copyText(n: number): Buffer {
  let s = '';
  const merchant = (i: number) => (i % 2 ? 'm\\\\1' : i % 4 === 0 ? 'tienda-ñ' : '13075');
  const hash = (i: number) => (i === 3 ? '\\N' : i === 5 ? 'hecho+a+mano' : hashText(hashOf(i)));
  for (let i = 0; i < n; i++) s += `id-${i}\t${hash(i)}\t${merchant(i)}\n`;
  return Buffer.from(s);
}

function connection(bytes: Buffer, size: number): ImportConnection {
  const fake = {
    canCopyOut: true,
    query: async () => [{ n: 1 }],
    copyOut: async function* () {
      for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
    },
  };
  return fake as unknown as ImportConnection;
}

describe('catalogue snapshot', () => {
  it('reads COPY text cut anywhere into the same products, and finds them by line hash and by id', async () => {
    const bytes = copyText(50);
    for (const size of [1, 2, 3, 7, 64, bytes.length]) {
      const s = await CatalogueSnapshot.read(connection(bytes, size));
      expect(s.size).toBe(50);
      expect(s.findLine(hashOf(10))).toBe(10);
      expect(s.findLine(hashOf(3))).toBe(-1);
      expect(s.findLine(new Uint32Array([1, 2, 3, 4]))).toBe(-1);
      expect(s.findId('id-3')).toBe(3);
      expect(s.findId('id-50')).toBe(-1);
      expect(s.id(49)).toBe('id-49');
      expect(s.merchantName(s.merchantOf(1))).toBe('m\\1');
      expect(s.hashText(10)).toBe(hashText(hashOf(10)));
      expect(s.hashText(3)).toBeNull();
      expect(s.hashText(5)).toBe('hecho+a+mano');
      expect(s.findLine(hashOf(5))).toBe(-1);
      expect(s.merchantName(s.merchantOf(8))).toBe('tienda-ñ');
      expect(s.merchantName(s.merchantOf(2))).toBe('13075');
      expect(new Set(Array.from({ length: 50 }, (_, e) => s.merchantOf(e))).size).toBe(3);
    }
  });

  it('answers the products of the given merchants that were neither seen nor written', async () => {
    const s = await CatalogueSnapshot.read(connection(copyText(10), 5));
    s.markSeen(0);
    s.markWritten(2);
    const shop = s.merchantNumber('13075') as number;
    expect(s.gone(new Set([shop]))).toEqual([6]);
    expect(s.gone(new Set())).toEqual([]);
  });

  it('finds every product whether the estimate it was sized for was right, too low or too high (tables filled as rows arrive)', async () => {
    const n = 5000;
    const bytes = copyText(n);
    for (const [expected, size] of [
      [n, 4096],
      [0, 4096],
      [0, 1 << 20],
      [800, 333],
      [4 * n, 4096],
    ] as const) {
      const s = await CatalogueSnapshot.read(connection(bytes, size), Number.MAX_SAFE_INTEGER, expected);
      expect(s.size).toBe(n);
      const missed: number[] = [];
      for (let i = 0; i < n; i++) {
        if ((i !== 3 && i !== 5 && s.findLine(hashOf(i)) !== i) || s.findId(`id-${i}`) !== i) missed.push(i);
      }
      expect(missed).toEqual([]);
      expect(s.findId(`id-${n}`)).toBe(-1);
      expect(s.findLine(hashOf(n))).toBe(-1);
    }
  });
});
