// Why: A load's rows go by binary COPY straight into product: no text for the server to parse, no staging table.
// Decision: docs/decisions/import-binary-copy.md
/**
 * Fields in PostgreSQL's binary COPY format (`COPY … WITH (FORMAT binary)`): each an int32 byte length (-1 for
 * NULL) and the type's binary form, big-endian. A load writes its rows straight into `product` this way
 * (product-writer.ts): the server reads the values as they are, with no text to parse and no staging table.
 */

/** The stream's header: signature, flags, header extension length (both 0). */
export const COPY_BINARY_HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
/** The stream's trailer: a tuple field count of -1. */
export const COPY_BINARY_TRAILER = Buffer.from([0xff, 0xff]);

/** The OID of `text`, which a binary `text[]` names as its element type. */
const TEXT_OID = 25;
/** numeric's sign word for a negative value (0 for a positive one). */
const NUMERIC_NEG = 0x4000;

/**
 * A value rounded to `scale` decimals as PostgreSQL rounds the text JavaScript prints for it (half away from
 * zero, on the decimal digits): the text path sent `String(v)`, which numeric(p, scale) then rounded. Answers
 * the value × 10^scale as an integer, without its sign.
 */
export function scaledUnits(v: number, scale: number): number {
  let s = String(Math.abs(v));
  // Tiny values print with an exponent; below 10^-7 they round to 0 at any scale used here.
  if (s.includes('e')) s = Math.abs(v).toFixed(20);
  const dot = s.indexOf('.');
  const whole = dot < 0 ? s : s.slice(0, dot);
  const fraction = dot < 0 ? '' : s.slice(dot + 1);
  const units = Number(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  return fraction.length > scale && fraction.charCodeAt(scale) >= 53 /* '5' */ ? units + 1 : units;
}

/**
 * Bytes written into a buffer that grows as needed, integers big-endian (binary COPY's order): the fields of
 * a load's rows (BinaryFields) and their search vectors (search-vector-parts.ts). `buf` may be swapped for a
 * recycled buffer, with `at` set back to 0.
 */
export class ByteWriter {
  at = 0;

  constructor(public buf: Buffer = Buffer.allocUnsafe(4096)) {}

  /** Makes room for `bytes` more bytes (what was written is copied into a buffer at least twice as large). */
  room(bytes: number): void {
    if (this.at + bytes <= this.buf.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.at + bytes));
    this.buf.copy(grown, 0, 0, this.at);
    this.buf = grown;
  }

  /** Writes into room already made. */
  int32(v: number): void {
    const buf = this.buf;
    let at = this.at;
    buf[at++] = v >>> 24;
    buf[at++] = (v >>> 16) & 255;
    buf[at++] = (v >>> 8) & 255;
    buf[at++] = v & 255;
    this.at = at;
  }

  /** Writes into room already made. */
  int16(v: number): void {
    this.buf[this.at++] = (v >> 8) & 255;
    this.buf[this.at++] = v & 255;
  }
}

/**
 * One row's fields, written into a buffer that grows as needed and is reused row after row (`reset`). The
 * caller writes exactly the fields of the COPY's column list, in its order.
 */
export class BinaryFields extends ByteWriter {
  private readonly groups = new Int32Array(8);

  reset(): void {
    this.at = 0;
  }

  null(): void {
    this.room(4);
    this.int32(-1);
  }

  /** A text value (UTF-8, as the server's encoding), or NULL. */
  text(v: string | null): void {
    if (v === null) return this.null();
    // A UTF-16 unit never takes more than 3 UTF-8 bytes.
    this.room(4 + v.length * 3);
    const n = this.buf.write(v, this.at + 4);
    this.int32(n);
    this.at += n;
  }

  bool(v: boolean): void {
    this.room(5);
    this.int32(1);
    this.buf[this.at++] = v ? 1 : 0;
  }

  /**
   * A numeric of `scale` decimals (1 to 4), or NULL: base-10000 digits with the weight of the first, the sign
   * and the display scale. The column's own precision is checked by the server, as for text.
   */
  numeric(v: number | null, scale: number): void {
    if (v === null) return this.null();
    const factor = 10 ** scale;
    const magnitude = Math.abs(v);
    // A value already at the scale (prices are rounded to cents when parsed) prints as its units.
    let units = Math.round(magnitude * factor);
    if (units / factor !== magnitude) units = scaledUnits(v, scale);
    // Exact integers only (the groups below hold up to 32 digits): feed amounts are bounded far below.
    if (!Number.isSafeInteger(units)) throw new RangeError(`numeric value out of range: ${v}`);
    let whole = Math.floor(units / factor);
    const fractionDigit = (units - whole * factor) * (10_000 / factor);
    // Base-10000 groups of the whole part, last first.
    const groups = this.groups;
    let count = 0;
    while (whole > 0) {
      groups[count++] = whole % 10_000;
      whole = Math.floor(whole / 10_000);
    }
    const weight = count - 1;
    // A whole number may end in zero groups (the server strips them too); a zero has no digits.
    let skip = 0;
    if (fractionDigit === 0) while (skip < count && groups[skip] === 0) skip++;
    const digits = count - skip + (fractionDigit === 0 ? 0 : 1);
    this.room(12 + 2 * digits);
    this.int32(8 + 2 * digits);
    this.int16(digits);
    this.int16(digits === 0 ? 0 : weight);
    this.int16(v < 0 && units !== 0 ? NUMERIC_NEG : 0);
    this.int16(scale);
    for (let g = count - 1; g >= skip; g--) this.int16(groups[g] as number);
    if (fractionDigit !== 0) this.int16(fractionDigit);
  }

  /** A one-dimensional text[] without NULLs (an empty one has no dimensions). */
  textArray(values: readonly string[]): void {
    this.room(24);
    const lengthAt = this.at;
    let at = lengthAt + 4;
    at = this.buf.writeInt32BE(values.length === 0 ? 0 : 1, at);
    at = this.buf.writeInt32BE(0, at);
    at = this.buf.writeInt32BE(TEXT_OID, at);
    if (values.length > 0) {
      at = this.buf.writeInt32BE(values.length, at);
      at = this.buf.writeInt32BE(1, at);
    }
    this.at = at;
    for (const v of values) this.text(v);
    this.buf.writeInt32BE(this.at - lengthAt - 4, lengthAt);
  }
}
