import type { DataSource } from 'typeorm';
import { isEmbedded } from '../database/data-source';
import { ImportConnection, type StageColumn } from './import-connection';

/** Feed lines per round trip when staging lines and ids, and rows per FETCH when reading line numbers back. */
const STAGE_ROWS = 50_000;
const FETCH_ROWS = 20_000;

/**
 * The session's tables of a bounded refresh. Temporary: they live as long as the session (PostgreSQL: the
 * connection this diff holds; PGlite: the process), so a killed import leaves nothing to clean up. They keep
 * their rows across commits (unlike import_stage), and are dropped when the diff is closed.
 */
const TABLES = ['import_snapshot', 'import_lines', 'import_matched', 'import_written'] as const;

const BASE64 = Buffer.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 'latin1');
/** Bytes of one staged line at most: a line number (10 digits), tab, 24 characters of base64, newline. */
const LINE_BYTES = 36;

/**
 * Writes `<line>\t<hash as base64>\n` (COPY text; the hash as `product.raw_hash` holds it, see hashText) into
 * `out` at `at` and answers the end. Byte by byte, without a string per line: a string per feed line, made
 * and dropped at this rate, was promoted by the collector and grew the heap with the feed (1,000,000 lines:
 * 70 MB of heap used at the peak, against 32 MB on the in-memory path).
 */
export function writeLineHash(out: Buffer, at: number, line: number, h: Uint32Array): number {
  let digits = 1;
  for (let v = line; v >= 10; v = Math.floor(v / 10)) digits++;
  for (let i = digits - 1, v = line; i >= 0; i--, v = Math.floor(v / 10)) out[at + i] = 48 + (v % 10);
  let o = at + digits;
  out[o++] = 9;
  // 16 bytes (the words little-endian): five groups of three bytes, then the last byte and '=='.
  let carry = 0;
  let have = 0;
  for (let w = 0; w < 4; w++) {
    const word = h[w] as number;
    for (let k = 0; k < 4; k++) {
      carry = (carry << 8) | ((word >>> (8 * k)) & 255);
      if (++have === 3) {
        out[o++] = BASE64[(carry >>> 18) & 63] as number;
        out[o++] = BASE64[(carry >>> 12) & 63] as number;
        out[o++] = BASE64[(carry >>> 6) & 63] as number;
        out[o++] = BASE64[carry & 63] as number;
        carry = 0;
        have = 0;
      }
    }
  }
  out[o++] = BASE64[(carry >>> 2) & 63] as number;
  out[o++] = BASE64[(carry << 4) & 63] as number;
  out[o++] = 61;
  out[o++] = 61;
  out[o++] = 10;
  return o;
}

/** A set of feed line numbers, one bit each (3,000,000 lines: 375 KB). */
export class LineSet {
  private bits = new Uint8Array(1024);
  size = 0;

  add(line: number): void {
    const byte = line >>> 3;
    if (byte >= this.bits.length) {
      const bigger = new Uint8Array(Math.max(byte + 1, this.bits.length * 2));
      bigger.set(this.bits);
      this.bits = bigger;
    }
    const mask = 1 << (line & 7);
    if (((this.bits[byte] as number) & mask) === 0) this.size++;
    this.bits[byte] = (this.bits[byte] as number) | mask;
  }

  has(line: number): boolean {
    return (((this.bits[line >>> 3] ?? 0) >>> (line & 7)) & 1) === 1;
  }
}

interface WrittenRow {
  id: string;
  line: number;
}
const WRITTEN_COLUMNS: ReadonlyArray<StageColumn<WrittenRow>> = [
  { name: 'id', type: 'text', pick: (r) => r.id },
  { name: 'line', type: 'int', pick: (r) => r.line },
];

/**
 * A daily refresh compared on the database side, for a catalogue too large for the in-memory snapshot
 * (catalogue-snapshot.ts): the importer's memory does not grow with the feed or the catalogue.
 *
 * It makes the same decisions as the in-memory path, from the same facts kept in temporary tables instead:
 * - import_snapshot: the active products (id, stored line hash, merchant) before the feed is read;
 * - import_lines: every feed line's number and hash (first pass over the feed);
 * - import_matched: the lines found in the snapshot by their hash (unchanged: never parsed nor written);
 * - import_written: the id and line of every valid line the import writes (second pass).
 * The lines to write are the others, handed back as a LineSet. Retirement is computed and done in one
 * statement from these tables after the whole feed was read, with the same hash check as retireGone.
 */
export class FeedLineDiff {
  /** The lines noted since the last stageLines, as COPY text. */
  private lineText: Buffer | null = null;
  private used = 0;
  private staged = 0;

  private constructor(
    private readonly db: DataSource,
    /** PostgreSQL: the session that owns the tables, held for the whole import. PGlite: null (one session). */
    private readonly held: ImportConnection | null,
  ) {}

  /** Creates the tables and copies the active products into import_snapshot (set-based, on the server). */
  static async start(db: DataSource): Promise<FeedLineDiff> {
    const held = isEmbedded(db) ? null : await ImportConnection.open(db);
    const diff = new FeedLineDiff(db, held);
    try {
      await diff.use(async (c) => {
        await dropTables(c);
        await c.query(`CREATE TEMP TABLE import_snapshot AS SELECT id, raw_hash, merchant_id FROM product WHERE active`);
        await c.query(`CREATE TEMP TABLE import_lines (line int NOT NULL, hash text NOT NULL)`);
        await c.query(`CREATE TEMP TABLE import_written (id text NOT NULL, line int NOT NULL)`);
      });
    } catch (e) {
      await diff.close();
      throw e;
    }
    return diff;
  }

  private async use<R>(work: (c: ImportConnection) => Promise<R>): Promise<R> {
    if (this.held !== null) return work(this.held);
    // PGlite's pool has one connection, which the batch writers need too: taken per step, given back.
    const c = await ImportConnection.open(this.db);
    try {
      return await work(c);
    } finally {
      await c.release();
    }
  }

  /** Notes one feed line's number and hash (the first pass); answers true when stageLines is due. */
  addLine(line: number, h: Uint32Array): boolean {
    this.lineText ??= Buffer.allocUnsafe(STAGE_ROWS * LINE_BYTES);
    this.used = writeLineHash(this.lineText, this.used, line, h);
    return ++this.staged >= STAGE_ROWS;
  }

  /** Sends the lines noted so far to import_lines. */
  async stageLines(): Promise<void> {
    if (this.staged === 0) return;
    const text = (this.lineText as Buffer).subarray(0, this.used);
    this.staged = 0;
    this.used = 0;
    // The buffer is written again only after this COPY ended (the first pass awaits it).
    await this.use((c) => c.copyBuffers('import_lines', ['line', 'hash'], [text]));
  }

  /**
   * After the first pass: matches the feed's lines with the snapshot by hash and answers the lines to write
   * (every line not found there), and how many lines were found (unchanged).
   */
  async linesToWrite(): Promise<{ write: LineSet; unchanged: number }> {
    await this.stageLines();
    this.lineText = null;
    const unchanged = await this.use(async (c) => {
      // Temporary tables get no statistics of their own (autovacuum skips them): without, the planner guesses.
      await c.query(`ANALYZE import_snapshot`);
      await c.query(`ANALYZE import_lines`);
      // A stored hash names one product; DISTINCT ON keeps one should two products hold the same hash.
      await c.query(
        `CREATE TEMP TABLE import_matched AS
         SELECT DISTINCT ON (l.line) l.line, s.id, s.merchant_id FROM import_lines l JOIN import_snapshot s ON s.raw_hash = l.hash ORDER BY l.line, s.id`,
      );
      await c.query(`ANALYZE import_matched`);
      const [row] = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM import_matched`);
      return row?.n ?? 0;
    });
    const write = await this.lineSet(`SELECT l.line FROM import_lines l WHERE NOT EXISTS (SELECT 1 FROM import_matched m WHERE m.line = l.line)`);
    return { write, unchanged };
  }

  /** Notes the ids (and lines) of valid lines the import writes. */
  async addWritten(rows: readonly WrittenRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.use((c) => c.insertArrays('import_written', WRITTEN_COLUMNS, rows));
  }

  /**
   * Unchanged lines of a product that an earlier line of the feed wrote (a feed repeating an id): the
   * in-memory path writes such a line again, so the feed's last line of an id wins; these lines are
   * written in a third pass, in feed order. Almost always none.
   */
  async linesRewritten(): Promise<LineSet> {
    await this.use((c) => c.query(`ANALYZE import_written`));
    return this.lineSet(
      `SELECT m.line FROM import_matched m WHERE EXISTS (SELECT 1 FROM import_written w WHERE w.id = m.id AND w.line < m.line)`,
    );
  }

  /** The merchants of the unchanged lines (the written lines' merchants are known from parsing them). */
  async matchedMerchants(): Promise<string[]> {
    const rows = await this.use((c) =>
      c.query<{ merchant_id: string }>(`SELECT DISTINCT merchant_id FROM import_matched WHERE merchant_id IS NOT NULL AND merchant_id <> ''`),
    );
    return rows.map((r) => r.merchant_id);
  }

  /**
   * Retires the snapshot's products of the given merchants that the feed did not list (neither matched nor
   * written), in one transaction; as retireGone, a product whose line hash changed since the snapshot was
   * taken (another writer) is left alone. Returns how many were retired.
   */
  async retire(merchants: readonly string[]): Promise<number> {
    if (merchants.length === 0) return 0;
    return this.use((c) =>
      c.transaction(async () => {
        const [row] = await c.query<{ n: number }>(
          `WITH gone AS (
             UPDATE product p SET active = false, updated_at = now()
             FROM import_snapshot s
             WHERE s.merchant_id = ANY($1::text[])
               AND NOT EXISTS (SELECT 1 FROM import_matched m WHERE m.id = s.id)
               AND NOT EXISTS (SELECT 1 FROM import_written w WHERE w.id = s.id)
               AND p.id = s.id AND p.active AND p.raw_hash IS NOT DISTINCT FROM s.raw_hash
             RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
          [merchants],
        );
        return row?.n ?? 0;
      }),
    );
  }

  /** The line numbers a query answers, read through a cursor a page at a time. */
  private lineSet(query: string): Promise<LineSet> {
    const set = new LineSet();
    return this.use((c) =>
      c.transaction(async () => {
        await c.query(`DECLARE import_line_cursor NO SCROLL CURSOR FOR ${query}`);
        for (;;) {
          const rows = await c.query<{ line: number }>(`FETCH ${FETCH_ROWS} FROM import_line_cursor`);
          for (const r of rows) set.add(r.line);
          if (rows.length < FETCH_ROWS) break;
        }
        await c.query(`CLOSE import_line_cursor`);
        return set;
      }),
    );
  }

  /** Drops the tables (PGlite's session outlives the import) and gives the held connection back. */
  async close(): Promise<void> {
    this.lineText = null;
    try {
      await this.use(dropTables);
    } finally {
      await this.held?.release();
    }
  }
}

async function dropTables(c: ImportConnection): Promise<void> {
  for (const t of TABLES) await c.query(`DROP TABLE IF EXISTS pg_temp.${t}`);
}
