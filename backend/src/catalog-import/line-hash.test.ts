import { hashText, lineHasher, murmur128, parseHashBytes, parseHashText } from './line-hash';

const text = (hasher: ReturnType<typeof lineHasher>, line: string): string => {
  const out = new Uint32Array(4);
  const b = Buffer.from(`xx${line}yy`);
  hasher(b, 2, b.length - 2, out);
  return hashText(out);
};

describe('line hash', () => {
  it('is MurmurHash3 x86 128 (reference values)', () => {
    const out = new Uint32Array(4);
    const hex = (s: string, seed: number) => {
      const b = Buffer.from(s);
      murmur128(b, 0, b.length, seed, out);
      return [...out].map((w) => w.toString(16).padStart(8, '0')).join('');
    };
    // Values of the reference C implementation (smhasher MurmurHash3_x86_128, as Python's mmh3 gives them), words h1..h4.
    expect(hex('', 0)).toBe('00000000000000000000000000000000');
    expect(hex('', 1)).toBe('88c4adec54d201b954d201b954d201b9');
    expect(hex('The quick brown fox jumps over the lazy dog', 0)).toBe('2f1583c3ecee2c675d7bf66ce5e91d2c');
    expect(hex('abc', 7)).toBe('a0911a14b469ab8cb469ab8cb469ab8c');
    expect(hex('abcdefghijklmnopqrstu', 42)).toBe('5dd8d8885f6736de80911ee36f0a6d07');
    expect(hex('abcdefghijklmnopqrstuvwxyz01234', 0)).toBe('10354e5345d70f1b13c6f71bb130262a');
    expect(hex('Tecnología ñ 12,50', 3)).toBe('bfd2ed4ae22ff1c54c9f1c6e2b589406');
  });

  it('depends on the line bytes and on the header it is read under, not on where the line sits', () => {
    const hash = lineHasher('aw_product_id,product_name');
    const other = lineHasher('product_name,aw_product_id');
    expect(text(hash, '1,a')).toBe(text(lineHasher('aw_product_id,product_name'), '1,a'));
    expect(text(hash, '1,a')).not.toBe(text(hash, '1,b'));
    expect(text(hash, '1,a')).not.toBe(text(other, '1,a'));
    // Every tail length (0–15 bytes past a 16-byte block) changes the hash.
    const seen = new Set<string>();
    for (let n = 0; n <= 40; n++) seen.add(text(hash, 'x'.repeat(n)));
    expect(seen.size).toBe(41);
  });

  it('is stored as 24 characters of base64 and read back', () => {
    const h = new Uint32Array([1, 2, 0xffffffff, 0x80000000]);
    const stored = hashText(h);
    expect(stored).toHaveLength(24);
    const back = new Uint32Array(8);
    expect(parseHashText(stored, back, 4)).toBe(true);
    expect([...back.subarray(4)]).toEqual([...h]);
    expect(parseHashText(null, back, 0)).toBe(false);
    expect(parseHashText('short', back, 0)).toBe(false);
  });

  it('reads a stored hash from its bytes exactly as from its text, and refuses what the text refuses', () => {
    const words = new Uint32Array(4);
    const fromText = new Uint32Array(4);
    const fromBytes = new Uint32Array(4);
    let seed = 7;
    for (let n = 0; n < 2000; n++) {
      for (let w = 0; w < 4; w++) words[w] = seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const stored = hashText(words);
      // Between other bytes, as a COPY row has it.
      const row = Buffer.from(`x\t${stored}\tm`, 'latin1');
      expect(parseHashBytes(row, 2, 26, fromBytes, 0)).toBe(true);
      expect(parseHashText(stored, fromText, 0)).toBe(true);
      expect([...fromBytes]).toEqual([...fromText]);
      expect([...fromBytes]).toEqual([...words]);
    }
    // Not hashes hashText writes: wrong length, no padding, a character outside base64, low bits set (B==), URL-safe base64 (which hashText never writes).
    for (const odd of ['short', 'amZNzB+Is/ki9L67xxikiA=', 'amZNzB+Is/ki9L67xxikiAAA', 'amZNzB+Is/ki9L67xxik*A==', 'amZNzB+Is/ki9L67xxikiB==', 'amZNzB-Is_ki9L67xxikiA==']) {
      const b = Buffer.from(odd, 'latin1');
      expect(parseHashBytes(b, 0, b.length, fromBytes, 0)).toBe(false);
      expect(parseHashText(odd, fromText, 0)).toBe(false);
    }
  });
});
