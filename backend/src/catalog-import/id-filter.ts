// Why: The database-side comparison asks about an id only when this filter of the unchanged lines' ids may hold it.
// Decision: docs/decisions/import-feed-line-diff.md
/**
 * PostgreSQL's `hashtext(text)` (hash_bytes in src/common/hashfn.c, Bob Jenkins' lookup3, little-endian,
 * deterministic collation) of an ASCII string, as a signed 32-bit number, so the importer and the database
 * hash an id alike without sending it. Feed ids are ASCII (feed-row.ts rejects others).
 */
export function pgHashText(s: string): number {
  let len = s.length;
  let a = (0x9e3779b9 + len + 3923095) | 0;
  let b = a;
  let c = a;
  const at = (i: number) => s.charCodeAt(i) & 255;
  const word = (i: number) => at(i) | (at(i + 1) << 8) | (at(i + 2) << 16) | (at(i + 3) << 24);
  const rot = (x: number, k: number) => (x << k) | (x >>> (32 - k));
  let k = 0;
  while (len >= 12) {
    a = (a + word(k)) | 0;
    b = (b + word(k + 4)) | 0;
    c = (c + word(k + 8)) | 0;
    // mix(a, b, c)
    a = (a - c) | 0; a ^= rot(c, 4); c = (c + b) | 0;
    b = (b - a) | 0; b ^= rot(a, 6); a = (a + c) | 0;
    c = (c - b) | 0; c ^= rot(b, 8); b = (b + a) | 0;
    a = (a - c) | 0; a ^= rot(c, 16); c = (c + b) | 0;
    b = (b - a) | 0; b ^= rot(a, 19); a = (a + c) | 0;
    c = (c - b) | 0; c ^= rot(b, 4); b = (b + a) | 0;
    k += 12;
    len -= 12;
  }
  // The last 11 bytes; the lowest byte of c is reserved for the length (not added: lookup3 as PostgreSQL has it).
  if (len >= 9) c = (c + (len >= 11 ? at(k + 10) << 24 : 0) + (len >= 10 ? at(k + 9) << 16 : 0) + (at(k + 8) << 8)) | 0;
  if (len >= 5) b = (b + (len >= 8 ? at(k + 7) << 24 : 0) + (len >= 7 ? at(k + 6) << 16 : 0) + (len >= 6 ? at(k + 5) << 8 : 0) + at(k + 4)) | 0;
  if (len >= 1) a = (a + (len >= 4 ? at(k + 3) << 24 : 0) + (len >= 3 ? at(k + 2) << 16 : 0) + (len >= 2 ? at(k + 1) << 8 : 0) + at(k)) | 0;
  // final(a, b, c)
  c ^= b; c = (c - rot(b, 14)) | 0;
  a ^= c; a = (a - rot(c, 11)) | 0;
  b ^= a; b = (b - rot(a, 25)) | 0;
  c ^= b; c = (c - rot(b, 16)) | 0;
  a ^= c; a = (a - rot(c, 4)) | 0;
  b ^= a; b = (b - rot(a, 14)) | 0;
  c ^= b; c = (c - rot(b, 24)) | 0;
  return c;
}

/**
 * Bits per id and bit positions per id: few ids not added answer "maybe" from the bits, plus those whose
 * 32-bit hash equals an added one's (added ids / 2^32; docs/decisions/import-feed-line-diff.md).
 */
const BITS_PER_ID = 20;
const PROBES = 10;

/**
 * A Bloom filter of ids by their `hashtext` (2.5 bytes per id): answers "certainly not" or "maybe". The
 * database-side refresh keeps the ids of the products whose stored line the feed lists in one, so that only
 * a line whose id may be one of them costs a question to the database.
 */
export class IdFilter {
  private readonly bits: Uint32Array;
  private readonly size: number;

  constructor(ids: number) {
    this.size = Math.max(64, ids * BITS_PER_ID);
    this.bits = new Uint32Array(Math.ceil(this.size / 32));
  }

  /** Adds an id by its hash (pgHashText, or hashtext on the database side). */
  add(h: number): void {
    const step = secondHash(h);
    for (let i = 0, p = (h >>> 0) % this.size; i < PROBES; i++, p = (p + step) % this.size) {
      this.bits[p >>> 5] = (this.bits[p >>> 5] as number) | (1 << (p & 31));
    }
  }

  mayHave(id: string): boolean {
    const h = pgHashText(id);
    const step = secondHash(h);
    for (let i = 0, p = (h >>> 0) % this.size; i < PROBES; i++, p = (p + step) % this.size) {
      if (((this.bits[p >>> 5] as number) & (1 << (p & 31))) === 0) return false;
    }
    return true;
  }
}

/** The probe step (double hashing), odd and derived from the same 32 bits. */
function secondHash(h: number): number {
  return (Math.imul(h ^ (h >>> 16), 0x85ebca6b) | 1) >>> 0;
}
