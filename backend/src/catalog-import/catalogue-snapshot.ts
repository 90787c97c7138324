// Why: A refresh skips the feed's unchanged lines without asking the database: the active products' line hashes, held off the heap.
// Decision: docs/decisions/import-catalogue-snapshot.md
import type { ImportConnection } from './import-connection';
import { parseHashBytes, parseHashText } from './line-hash';

const SEEN = 1;
const WRITTEN = 2;
const HASHED = 4;

/** Rows per page when the snapshot is read without COPY (PGlite). */
const PAGE_ROWS = 20_000;

const TAB = 9;
const LF = 10;

/** FNV-1a of an id's characters (ids are ASCII: `[\w-]`), the id table's key. */
function idKey(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function idKeyBytes(b: Uint8Array, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ (b[i] as number), 0x01000193);
  return h >>> 0;
}

/** Whether b[start, end) holds the bytes of `known` (a loop: Buffer.compare's call cost more than a merchant id's few bytes). */
function sameBytes(known: Uint8Array, b: Uint8Array, start: number, end: number): boolean {
  if (known.length !== end - start) return false;
  for (let i = 0; i < known.length; i++) if (known[i] !== b[start + i]) return false;
  return true;
}

/** Undoes COPY text escapes (only a merchant id could hold one). */
function unescapeCopy(v: string): string {
  return v.replace(/\\(.)/g, (_m, c: string) => ({ t: '\t', n: '\n', r: '\r' })[c] ?? c);
}

/**
 * The active products as a daily refresh found them before reading the feed: per product its id, stored
 * line hash and merchant, in typed arrays and one byte buffer off the JavaScript heap, sized from a count or
 * the planner's row estimate (≈ 50 bytes a product). The refresh compares each feed line's hash with these and
 * asks the database nothing about unchanged lines; after the whole feed was read, the products of the feed's merchants it did not see are
 * the ones to retire.
 */
export class CatalogueSnapshot {
  private count = 0;
  private hashes: Uint32Array;
  private merchants: Uint32Array;
  private flags: Uint8Array;
  private idBytes: Buffer;
  private idAt: Uint32Array;
  private readonly merchantNames: string[] = [];
  private readonly merchantIds = new Map<string, number>();
  /** Each merchant's id as UTF-8 bytes, by number, and the first number met under each FNV key of such bytes. */
  private readonly merchantBytes: Buffer[] = [];
  private readonly merchantByBytes = new Map<number, number>();
  /** Stored hashes that are not a line hash of this version's form (rare: written by hand, say), by entry. */
  private readonly oddHashes = new Map<number, string>();
  /** Open addressing, entry + 1 per slot (0: empty); keyed by the line hash's first word / the id's FNV. */
  private lineTable: Int32Array;
  private idTable: Int32Array;
  private slots: number;
  /** Entries already in the tables: they are filled as the rows arrive (indexNew), while the server still sends. */
  private indexed = 0;

  /** Sized for `expected` products (a count or the planner's estimate), so the arrays are seldom grown and copied. */
  private constructor(expected: number) {
    const n = Math.max(1024, Math.ceil(expected * 1.01) + 64);
    this.hashes = new Uint32Array(4 * n);
    this.merchants = new Uint32Array(n);
    this.flags = new Uint8Array(n);
    this.idBytes = Buffer.allocUnsafe(12 * n);
    this.idAt = new Uint32Array(n + 1);
    this.slots = CatalogueSnapshot.slotsFor(n);
    this.lineTable = new Int32Array(this.slots);
    this.idTable = new Int32Array(this.slots);
  }

  /** At most 70 % full: linear probing stays short, and the tables cost ≈ 11 bytes per product. */
  private static slotsFor(entries: number): number {
    return Math.max(1024, Math.ceil(entries / 0.7));
  }

  get size(): number {
    return this.count;
  }

  /** The planner's estimate of the product rows, retired ones included; -1 when unknown (never analysed). */
  static async estimate(conn: ImportConnection): Promise<number> {
    const [row] = await conn.query<{ n: number }>(`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'product'::regclass`);
    return row?.n ?? -1;
  }

  /**
   * Reads the active products' (id, raw hash, merchant), at most `limit` of them, into arrays sized for
   * `expected`: one COPY on PostgreSQL, pages by id on PGlite. A refresh reads one past the most it may compare
   * in memory, which answers whether the catalogue fits without counting it first (a count reads the whole
   * table once more).
   */
  static async read(conn: ImportConnection, limit = Number.MAX_SAFE_INTEGER, expected = 0): Promise<CatalogueSnapshot> {
    const s = new CatalogueSnapshot(Math.min(limit, Math.max(0, expected)));
    const bounded = limit < Number.MAX_SAFE_INTEGER ? ` LIMIT ${Math.floor(limit)}` : '';
    if (conn.canCopyOut) {
      // Only the line cut by a chunk boundary is copied (joined with its end from the next chunk): copying
      // every chunk onto its predecessor's tail doubled the garbage, which the collector frees late.
      let rest: Buffer | null = null;
      for await (const piece of conn.copyOut(`COPY (SELECT id, raw_hash, merchant_id FROM product WHERE active${bounded}) TO STDOUT`)) {
        let from = 0;
        if (rest !== null) {
          const nl = piece.indexOf(LF);
          if (nl === -1) {
            rest = Buffer.concat([rest, piece]);
            continue;
          }
          s.addCopyText(Buffer.concat([rest, piece.subarray(0, nl + 1)]), 0);
          rest = null;
          from = nl + 1;
        }
        const used = s.addCopyText(piece, from);
        if (used < piece.length) rest = Buffer.from(piece.subarray(used));
        // Here, not after the last row: the COPY is the server's pace (1,000,000 rows: ≈ 1 s of its CPU, the
        // importer's parsing a seventh of it), so the tables fill while it sends; built at the end they held
        // the refresh up for 0.26 s with the server idle (--cpu-prof).
        s.indexNew();
      }
    } else {
      for (let after = ''; ; ) {
        const page = Math.min(PAGE_ROWS, limit - s.count);
        const rows = await conn.query<{ id: string; raw_hash: string | null; merchant_id: string }>(
          `SELECT id, raw_hash, merchant_id FROM product WHERE active AND id > $1 ORDER BY id LIMIT ${page}`,
          [after],
        );
        for (const r of rows) s.add(r.id, r.raw_hash, r.merchant_id);
        s.indexNew();
        if (rows.length < page || s.count >= limit) break;
        after = (rows[rows.length - 1] as { id: string }).id;
      }
    }
    s.indexNew();
    return s;
  }

  /**
   * Adds the complete lines of COPY text in `buf` from `from`; answers where the first incomplete one starts.
   * Read byte by byte, without a string per row: a line hash as hashText writes it is decoded from its bytes,
   * and a merchant met before is found by its bytes (a refresh can do nothing else until the snapshot is read).
   */
  private addCopyText(buf: Buffer, from: number): number {
    const len = buf.length;
    let pos = from;
    for (;;) {
      let t1 = pos;
      while (t1 < len && buf[t1] !== TAB) t1++;
      let t2 = t1 + 1;
      while (t2 < len && buf[t2] !== TAB) t2++;
      let nl = t2 + 1;
      while (nl < len && buf[nl] !== LF) nl++;
      if (nl >= len) return pos;
      const e = this.count;
      this.addId(buf, pos, t1);
      this.merchants[e] = this.merchantOfBytes(buf, t2 + 1, nl);
      if (parseHashBytes(buf, t1 + 1, t2, this.hashes, 4 * e)) this.flags[e] = HASHED;
      else {
        const hash = buf.toString('latin1', t1 + 1, t2);
        this.setHash(e, hash === '\\N' ? null : hash);
      }
      this.count++;
      pos = nl + 1;
    }
  }

  /** The number of the merchant whose id COPY sent as b[start, end). */
  private merchantOfBytes(b: Buffer, start: number, end: number): number {
    const key = idKeyBytes(b, start, end);
    const m = this.merchantByBytes.get(key);
    if (m !== undefined) {
      if (sameBytes(this.merchantBytes[m] as Buffer, b, start, end)) return m;
    }
    const text = b.toString('utf8', start, end);
    const found = this.merchantNumberOf(text.includes('\\') ? unescapeCopy(text) : text);
    // The first merchant of each key is found by its bytes; another that shares the key (never seen: a few
    // dozen merchants in 2^32 keys) is found by its text.
    if (m === undefined) this.merchantByBytes.set(key, found);
    return found;
  }

  private merchantNumberOf(merchant: string): number {
    let m = this.merchantIds.get(merchant);
    if (m === undefined) {
      m = this.merchantNames.length;
      this.merchantNames.push(merchant);
      this.merchantIds.set(merchant, m);
      this.merchantBytes.push(Buffer.from(merchant, 'utf8'));
    }
    return m;
  }

  private add(id: string, hash: string | null, merchant: string): void {
    const e = this.count;
    const bytes = Buffer.from(id, 'latin1');
    this.addId(bytes, 0, bytes.length);
    this.merchants[e] = this.merchantNumberOf(merchant);
    this.setHash(e, hash);
    this.count++;
  }

  /** Makes room for entry `count` and stores its id's bytes. */
  private addId(b: Buffer, start: number, end: number): void {
    const e = this.count;
    if (e + 1 >= this.flags.length) this.grow();
    const at = this.idAt[e] as number;
    if (at + (end - start) > this.idBytes.length) {
      const bigger = Buffer.allocUnsafe(Math.max(Math.ceil(this.idBytes.length * 1.5), at + (end - start)));
      this.idBytes.copy(bigger, 0, 0, at);
      this.idBytes = bigger;
    }
    b.copy(this.idBytes, at, start, end);
    this.idAt[e + 1] = at + (end - start);
  }

  private setHash(e: number, hash: string | null): void {
    this.flags[e] = parseHashText(hash, this.hashes, 4 * e) ? HASHED : 0;
    if (hash !== null && this.flags[e] === 0) this.oddHashes.set(e, hash);
  }

  private grow(): void {
    const n = Math.ceil(this.flags.length * 1.5);
    const hashes = new Uint32Array(4 * n);
    hashes.set(this.hashes);
    this.hashes = hashes;
    const merchants = new Uint32Array(n);
    merchants.set(this.merchants);
    this.merchants = merchants;
    const flags = new Uint8Array(n);
    flags.set(this.flags);
    this.flags = flags;
    const idAt = new Uint32Array(n + 1);
    idAt.set(this.idAt);
    this.idAt = idAt;
  }

  /**
   * Puts the entries added since the last call into the tables, or, once the products outgrow the size they
   * were made for (more than the estimate said), makes them anew for all, half as large again as needed (as
   * grow() does: a catalogue read chunk by chunk past a stale estimate is not re-indexed at every chunk).
   */
  private indexNew(): void {
    if (this.count > this.slots * 0.7) {
      this.slots = CatalogueSnapshot.slotsFor(Math.ceil(this.count * 1.5));
      this.lineTable = new Int32Array(this.slots);
      this.idTable = new Int32Array(this.slots);
      this.indexed = 0;
    }
    const slots = this.slots;
    for (let e = this.indexed; e < this.count; e++) {
      if ((this.flags[e] as number) & HASHED) {
        let i = (this.hashes[4 * e] as number) % slots;
        while (this.lineTable[i] !== 0) i = i + 1 === slots ? 0 : i + 1;
        this.lineTable[i] = e + 1;
      }
      let j = idKeyBytes(this.idBytes, this.idAt[e] as number, this.idAt[e + 1] as number) % slots;
      while (this.idTable[j] !== 0) j = j + 1 === slots ? 0 : j + 1;
      this.idTable[j] = e + 1;
    }
    this.indexed = this.count;
  }

  /** The product whose stored line hash is `h`, or -1. */
  findLine(h: Uint32Array): number {
    if (this.count === 0) return -1;
    const h0 = h[0] as number;
    for (let i = h0 % this.slots; ; i = i + 1 === this.slots ? 0 : i + 1) {
      const slot = this.lineTable[i] as number;
      if (slot === 0) return -1;
      const k = 4 * (slot - 1);
      if (this.hashes[k] === h0 && this.hashes[k + 1] === h[1] && this.hashes[k + 2] === h[2] && this.hashes[k + 3] === h[3]) return slot - 1;
    }
  }

  /** The product with this id, or -1. */
  findId(id: string): number {
    if (this.count === 0) return -1;
    for (let i = idKey(id) % this.slots; ; i = i + 1 === this.slots ? 0 : i + 1) {
      const slot = this.idTable[i] as number;
      if (slot === 0) return -1;
      if (this.idEquals(slot - 1, id)) return slot - 1;
    }
  }

  private idEquals(e: number, id: string): boolean {
    const start = this.idAt[e] as number;
    if ((this.idAt[e + 1] as number) - start !== id.length) return false;
    for (let i = 0; i < id.length; i++) if (this.idBytes[start + i] !== id.charCodeAt(i)) return false;
    return true;
  }

  id(e: number): string {
    return this.idBytes.toString('latin1', this.idAt[e], this.idAt[e + 1]);
  }

  /** The product's merchant as a number (the feed's merchants are collected as these). */
  merchantOf(e: number): number {
    return this.merchants[e] as number;
  }

  merchantNumber(name: string): number | undefined {
    return this.merchantIds.get(name);
  }

  merchantName(m: number): string {
    return this.merchantNames[m] as string;
  }

  /** The feed listed the product with the line it was written from. */
  markSeen(e: number): void {
    this.flags[e] = (this.flags[e] as number) | SEEN;
  }

  /** The feed listed the product with another line, which this run writes. */
  markWritten(e: number): void {
    this.flags[e] = (this.flags[e] as number) | WRITTEN;
  }

  isWritten(e: number): boolean {
    return ((this.flags[e] as number) & WRITTEN) !== 0;
  }

  /** The stored line hash as `product.raw_hash` holds it. */
  hashText(e: number): string | null {
    if (((this.flags[e] as number) & HASHED) === 0) return this.oddHashes.get(e) ?? null;
    const buf = Buffer.allocUnsafe(16);
    for (let w = 0; w < 4; w++) buf.writeUInt32LE(this.hashes[4 * e + w] as number, 4 * w);
    return buf.toString('base64');
  }

  /** The products of the given merchants that the feed did not list (neither seen nor written). */
  gone(merchants: ReadonlySet<number>): number[] {
    const out: number[] = [];
    for (let e = 0; e < this.count; e++) {
      if ((this.flags[e] as number) & (SEEN | WRITTEN) || !merchants.has(this.merchants[e] as number)) continue;
      out.push(e);
    }
    return out;
  }
}
