// Why: Each line is hashed over its bytes, so a refresh tells an unchanged line without decoding it.
// Decision: docs/decisions/import-line-hash.md
import { hash } from 'node:crypto';

/**
 * Bump when validation or normalisation changes what a line becomes: every stored raw hash then misses once,
 * so each row is validated again by the next import instead of being trusted as yesterday's.
 * Version 2: the hash became MurmurHash3 over the line's bytes (version 1 was MD5 of the decoded text).
 */
const RULES_VERSION = '2';

const C1 = 0x239b961b;
const C2 = 0xab0e9789;
const C3 = 0x38b34ae5;
const C4 = 0xa1e38b93;

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const word = (b: Uint8Array, i: number): number => (b[i] as number) | ((b[i + 1] as number) << 8) | ((b[i + 2] as number) << 16) | ((b[i + 3] as number) << 24);

/**
 * MurmurHash3 x86 128-bit of `b[start, end)` into `out` (four 32-bit words). Not cryptographic: the hash only
 * tells a feed line from yesterday's line of the same product, and 128 bits make a chance match negligible.
 * It reads the bytes in place (no string, no copy): on a daily refresh it runs for every line of the feed.
 */
export function murmur128(b: Uint8Array, start: number, end: number, seed: number, out: Uint32Array): void {
  const len = end - start;
  let h1 = seed | 0;
  let h2 = seed | 0;
  let h3 = seed | 0;
  let h4 = seed | 0;
  let i = start;
  for (const last = start + (len & ~15); i < last; i += 16) {
    let k1 = word(b, i);
    let k2 = word(b, i + 4);
    let k3 = word(b, i + 8);
    let k4 = word(b, i + 12);
    k1 = Math.imul(k1, C1);
    k1 = (k1 << 15) | (k1 >>> 17);
    h1 ^= Math.imul(k1, C2);
    h1 = (h1 << 19) | (h1 >>> 13);
    h1 = (Math.imul(h1 + h2, 5) + 0x561ccd1b) | 0;
    k2 = Math.imul(k2, C2);
    k2 = (k2 << 16) | (k2 >>> 16);
    h2 ^= Math.imul(k2, C3);
    h2 = (h2 << 17) | (h2 >>> 15);
    h2 = (Math.imul(h2 + h3, 5) + 0x0bcaa747) | 0;
    k3 = Math.imul(k3, C3);
    k3 = (k3 << 17) | (k3 >>> 15);
    h3 ^= Math.imul(k3, C4);
    h3 = (h3 << 15) | (h3 >>> 17);
    h3 = (Math.imul(h3 + h4, 5) + 0x96cd1c35) | 0;
    k4 = Math.imul(k4, C4);
    k4 = (k4 << 18) | (k4 >>> 14);
    h4 ^= Math.imul(k4, C1);
    h4 = (h4 << 13) | (h4 >>> 19);
    h4 = (Math.imul(h4 + h1, 5) + 0x32ac3b17) | 0;
  }
  // The tail (up to 15 bytes), little-endian into k1..k4 as the reference implementation's fall-through switch.
  let k1 = 0;
  let k2 = 0;
  let k3 = 0;
  let k4 = 0;
  const tail = len & 15;
  for (let t = tail - 1; t >= 0; t--) {
    const v = (b[i + t] as number) << ((t & 3) * 8);
    if (t >= 12) k4 ^= v;
    else if (t >= 8) k3 ^= v;
    else if (t >= 4) k2 ^= v;
    else k1 ^= v;
  }
  if (tail > 12) {
    k4 = Math.imul(k4, C4);
    k4 = (k4 << 18) | (k4 >>> 14);
    h4 ^= Math.imul(k4, C1);
  }
  if (tail > 8) {
    k3 = Math.imul(k3, C3);
    k3 = (k3 << 17) | (k3 >>> 15);
    h3 ^= Math.imul(k3, C4);
  }
  if (tail > 4) {
    k2 = Math.imul(k2, C2);
    k2 = (k2 << 16) | (k2 >>> 16);
    h2 ^= Math.imul(k2, C3);
  }
  if (tail > 0) {
    k1 = Math.imul(k1, C1);
    k1 = (k1 << 15) | (k1 >>> 17);
    h1 ^= Math.imul(k1, C2);
  }
  h1 ^= len;
  h2 ^= len;
  h3 ^= len;
  h4 ^= len;
  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h3 = fmix(h3);
  h4 = fmix(h4);
  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;
  out[0] = h1;
  out[1] = h2;
  out[2] = h3;
  out[3] = h4;
}

/** Hashes feed lines (as bytes) into four 32-bit words. */
export type LineHasher = (b: Uint8Array, start: number, end: number, out: Uint32Array) => void;

/**
 * Hashes feed lines as they stand in the file, salted with the header (the same line under another column
 * order means something else) and the rules version. A line whose hash matches the stored one is exactly a
 * line that was validated and written before, so a refresh need not decode, validate or send it again.
 */
export function lineHasher(header: string): LineHasher {
  const salt = hash('md5', `${RULES_VERSION}\u001f${header}`, 'buffer');
  const seed = salt.readUInt32LE(0);
  const x = [salt.readUInt32LE(4), salt.readUInt32LE(8), salt.readUInt32LE(12), salt.readUInt32LE(0) ^ 0x9e3779b9];
  return (b, start, end, out) => {
    murmur128(b, start, end, seed, out);
    out[0] = (out[0] as number) ^ (x[0] as number);
    out[1] = (out[1] as number) ^ (x[1] as number);
    out[2] = (out[2] as number) ^ (x[2] as number);
    out[3] = (out[3] as number) ^ (x[3] as number);
  };
}

const scratch = Buffer.alloc(16);

/** A line hash as stored in `product.raw_hash`: the 16 bytes in base64 (24 characters, as the former MD5). */
export function hashText(h: Uint32Array): string {
  scratch.writeUInt32LE(h[0] as number, 0);
  scratch.writeUInt32LE(h[1] as number, 4);
  scratch.writeUInt32LE(h[2] as number, 8);
  scratch.writeUInt32LE(h[3] as number, 12);
  return scratch.toString('base64');
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Each byte's base64 value, -1 for a byte that is not a base64 character. */
const BASE64_VALUE = new Int8Array(256).fill(-1);
for (let i = 0; i < BASE64.length; i++) BASE64_VALUE[BASE64.charCodeAt(i)] = i;
const EQUALS = 0x3d;

/** A stored hash's four words as parseHashBytes decodes them, copied out only when the whole hash is valid. */
const decoded = new Uint32Array(4);

/**
 * Reads a stored raw hash from its bytes (b[start, end): the text COPY sends, read without making a string of
 * it, as the refresh's snapshot does for every product) into `out` at `at`; false, and `out` untouched, when
 * the bytes are not a hash hashText writes: 24 characters of standard base64 ending in '==', whose 22nd
 * carries 2 bits (A, Q, g or w) — only such a text comes back the same from hashText, which retirement relies on.
 */
export function parseHashBytes(b: Uint8Array, start: number, end: number, out: Uint32Array, at: number): boolean {
  if (end - start !== 24 || b[start + 22] !== EQUALS || b[start + 23] !== EQUALS) return false;
  // 22 characters of 6 bits: 16 bytes and 4 bits, which must be 0.
  let word = 0;
  let bits = 0;
  let k = 0;
  let acc = 0;
  for (let i = start; i < start + 22; i++) {
    const v = BASE64_VALUE[b[i] as number] as number;
    if (v < 0) return false;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      const byte = (acc >>> bits) & 255;
      acc &= (1 << bits) - 1;
      word |= byte << (8 * (k & 3));
      if ((k & 3) === 3) {
        decoded[k >> 2] = word >>> 0;
        word = 0;
      }
      k++;
    }
  }
  if ((acc & ((1 << bits) - 1)) !== 0) return false;
  out.set(decoded, at);
  return true;
}

/** parseHashBytes of a stored raw hash as text (null: none). */
export function parseHashText(text: string | null, out: Uint32Array, at: number): boolean {
  if (text === null) return false;
  const bytes = Buffer.from(text, 'utf8');
  return parseHashBytes(bytes, 0, bytes.length, out, at);
}
