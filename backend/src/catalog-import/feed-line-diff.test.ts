import { LineSet, writeLineHash } from './feed-line-diff';
import { IdFilter, pgHashText } from './id-filter';
import { hashText } from './line-hash';

describe('the database-side comparison of a feed', () => {
  it('writes a line number and hash as the COPY text of `${line}\\t${hashText(h)}\\n`, byte for byte', () => {
    const out = Buffer.alloc(64);
    const h = new Uint32Array(4);
    let seed = 12345;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    for (const line of [0, 1, 9, 10, 99, 100, 12345, 999_999, 1_000_000, 2_147_483_647]) {
      for (let round = 0; round < 50; round++) {
        for (let w = 0; w < 4; w++) h[w] = next();
        if (round === 0) h.fill(0);
        if (round === 1) h.fill(0xffffffff);
        const end = writeLineHash(out, 3, line, h);
        expect(out.toString('latin1', 3, end)).toBe(`${line}\t${hashText(h)}\n`);
      }
    }
  });

  it('keeps a set of line numbers, counting each once', () => {
    const set = new LineSet();
    for (const line of [2, 3, 3, 8191, 8192, 3_000_001]) set.add(line);
    expect(set.size).toBe(5);
    expect([1, 2, 3, 4, 8191, 8192, 8193, 3_000_001, 3_000_002].map((l) => set.has(l))).toEqual([
      false,
      true,
      true,
      false,
      true,
      true,
      false,
      true,
      false,
    ]);
  });

  it('filters ids: every id added is "maybe", few others are', () => {
    const added = Array.from({ length: 20_000 }, (_, i) => `${1_000_000 + i * 7}`);
    const filter = new IdFilter(added.length);
    for (const id of added) filter.add(pgHashText(id));
    expect(added.filter((id) => !filter.mayHave(id))).toEqual([]);
    const others = Array.from({ length: 20_000 }, (_, i) => `A-${i}`);
    expect(others.filter((id) => filter.mayHave(id)).length).toBeLessThan(others.length * 0.02);
  });
});
