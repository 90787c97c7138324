// Why: A catalogue too large for the in-memory snapshot is compared on the database side, in memory that does not grow with it.
// Decision: docs/decisions/import-feed-line-diff.md
import type { DataSource } from 'typeorm';
import { isEmbedded } from '../database/data-source';
import { ImportConnection, type StageColumn } from './import-connection';
import { IdFilter } from './id-filter';
import { retireFrom } from './product-writer';

/** Feed lines per round trip when staging lines and ids, and rows per FETCH when reading line numbers back. */
const STAGE_ROWS = 50_000;
const FETCH_ROWS = 20_000;
/**
 * Questions by id answered by reading import_matched whole before it gets an index on id: the filter's
 * 32-bit hash lets few through, and a few reads cost less than the index (docs/decisions/import-feed-line-diff.md).
 */
const SCANS_BEFORE_INDEX = 2;
/** Products retired per transaction (the size of a write batch): each holds few locks and writes little WAL. */
const RETIRE_ROWS = 5000;
/** The longest a retirement statement may run on PostgreSQL (a chunk takes well under a second). */
const RETIRE_TIMEOUT_MS = 120_000;

export interface RetireOptions {
  /** Products retired per transaction. */
  chunk?: number;
  /** statement_timeout of each retirement statement (PostgreSQL; PGlite runs in the importer's process). */
  timeoutMs?: number;
  /** Called after each committed chunk with the products retired so far; tests use it to interrupt. */
  afterChunk?: (retired: number) => void | Promise<void>;
}

/**
 * The session's tables of a bounded refresh. Temporary: they live as long as the session (PostgreSQL: the
 * connection this diff holds; PGlite: the process), so a killed import leaves nothing to clean up. They keep
 * their rows across commits (unlike import_stage), and are dropped when the diff is closed.
 */
const TABLES = ['import_snapshot', 'import_lines', 'import_matched', 'import_written', 'import_retire'] as const;

const BASE64 = Buffer.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 'latin1');
/** Bytes of one staged line at most: a line number (10 digits), tab, 24 characters of base64, newline. */
const LINE_BYTES = 36;

/**
 * Writes `<line>\t<hash as base64>\n` (COPY text; the hash as `product.raw_hash` holds it, see hashText) into
 * `out` at `at` and answers the end. Byte by byte, without a string per line: a string per feed line, made
 * and dropped at this rate, was promoted by the collector and grew the heap with the feed (docs/decisions/import-importer-memory.md).
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
 * The lines to write are the others, handed back as a LineSet. Retirement is computed from these tables
 * after the whole feed was read, with the same hash check as retireGone (`retire`: listed, then done in chunks).
 */
export class FeedLineDiff {
  /** The lines noted since the last stageLines, as COPY text. */
  private lineText: Buffer | null = null;
  private used = 0;
  private staged = 0;
  /** After the first pass: the ids of the products whose stored line the feed lists (unchanged lines). */
  private matchedIds: IdFilter | null = null;
  /** Questions asked of import_matched by id (laterStoredLines). */
  private asked = 0;

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
    const write = new LineSet();
    await this.each<{ line: number }>(`SELECT l.line FROM import_lines l WHERE NOT EXISTS (SELECT 1 FROM import_matched m WHERE m.line = l.line)`, (r) =>
      write.add(r.line),
    );
    const ids = new IdFilter(unchanged);
    const hashes = `SELECT hashtext(id) AS h FROM import_matched`;
    // PostgreSQL: as COPY text, read digit by digit (a row object per id cost importer CPU and peak RSS);
    // PGlite: through the cursor.
    if (this.held !== null) await readInts(this.held.copyOut(`COPY (${hashes}) TO STDOUT`), (h) => ids.add(h));
    else await this.each<{ h: number }>(hashes, (r) => ids.add(r.h));
    this.matchedIds = ids;
    return { write, unchanged };
  }

  /** Notes the ids (and lines) of valid lines the import writes. */
  async addWritten(rows: readonly WrittenRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.use((c) => c.copyRows('import_written', WRITTEN_COLUMNS, rows));
  }

  /**
   * A valid line of product `id` at `line` is being written: answers the later lines of the feed that are
   * the product's stored line (unchanged), which must then be written too, at their place in the feed, as
   * the in-memory path does (it writes again an unchanged line of a product an earlier line wrote), so the
   * feed's last line of an id wins and each batch holds the same lines on both paths. Asks the database only
   * when the filter of the unchanged lines' ids may hold the id (SCANS_BEFORE_INDEX on how often); undefined: none.
   */
  laterStoredLines(id: string, line: number): Promise<number[]> | undefined {
    if (this.matchedIds === null || !this.matchedIds.mayHave(id)) return undefined;
    return this.use(async (c) => {
      // The first questions read the table (SCANS_BEFORE_INDEX); a feed that repeats ids more often gets the index.
      if (++this.asked === SCANS_BEFORE_INDEX) await c.query(`CREATE INDEX ON import_matched (id)`);
      const rows = await c.query<{ line: number }>(`SELECT line FROM import_matched WHERE id = $1 AND line > $2`, [id, line]);
      return rows.map((r) => r.line);
    });
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
   * written); as retireGone, a product whose line hash changed since the snapshot was taken (another writer)
   * is left alone. Returns how many were retired.
   *
   * The ids to retire are computed first, into import_retire (two hash anti-joins over the session's tables,
   * read only), then product is updated by primary key in id order, `chunk` rows per transaction. Done as one
   * UPDATE joined with the anti-joins, a refresh of 3,000,000 products once ran it for 15 minutes (its plan
   * was never seen; the others took seconds) and it kept running, holding its row locks, after its importer
   * was killed: a backend notices a dead client only when it next talks to it. Now every statement touches at
   * most `chunk` products through the key, and on PostgreSQL none may run past `timeoutMs`. A kill between
   * chunks leaves whole chunks retired; the next run retires the rest (the feed still does not list them).
   */
  async retire(merchants: readonly string[], options: RetireOptions = {}): Promise<number> {
    if (merchants.length === 0) return 0;
    const chunk = options.chunk ?? RETIRE_ROWS;
    const bound = (c: ImportConnection) =>
      this.held === null ? Promise.resolve() : c.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(options.timeoutMs ?? RETIRE_TIMEOUT_MS))}`);
    return this.use(async (c) => {
      const total = await c.transaction(async () => {
        await bound(c);
        // Temporary tables get no statistics of their own; import_written was filled during the second pass.
        await c.query(`ANALYZE import_written`);
        // The anti-joins' hash tables stay in memory (at 4 MB, 1,000,000 products spilled them to disk).
        await c.query(`SET LOCAL work_mem = '64MB'`);
        await c.query(`DROP TABLE IF EXISTS pg_temp.import_retire`);
        await c.query(
          `CREATE TEMP TABLE import_retire AS
           SELECT (row_number() OVER (ORDER BY s.id))::int AS n, s.id, s.raw_hash FROM import_snapshot s
           WHERE s.merchant_id = ANY($1::text[])
             AND NOT EXISTS (SELECT 1 FROM import_matched m WHERE m.id = s.id)
             AND NOT EXISTS (SELECT 1 FROM import_written w WHERE w.id = s.id)`,
          [merchants],
        );
        await c.query(`CREATE INDEX ON import_retire (n)`);
        await c.query(`ANALYZE import_retire`);
        const [row] = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM import_retire`);
        return row?.n ?? 0;
      });
      let retired = 0;
      for (let from = 0; from < total; from += chunk) {
        retired += await c.transaction(async () => {
          await bound(c);
          const [row] = await c.query<{ n: number }>(retireFrom(`(SELECT id, raw_hash FROM import_retire WHERE n > $1 AND n <= $2 ORDER BY n) g`), [
            from,
            from + chunk,
          ]);
          return row?.n ?? 0;
        });
        await options.afterChunk?.(retired);
      }
      return retired;
    });
  }

  /** Hands each row a query answers to `take`, read through a cursor a page at a time. */
  private each<T>(query: string, take: (row: T) => void): Promise<void> {
    return this.use((c) =>
      c.transaction(async () => {
        await c.query(`DECLARE import_line_cursor NO SCROLL CURSOR FOR ${query}`);
        for (;;) {
          const rows = await c.query<T>(`FETCH ${FETCH_ROWS} FROM import_line_cursor`);
          for (const r of rows) take(r);
          if (rows.length < FETCH_ROWS) break;
        }
        await c.query(`CLOSE import_line_cursor`);
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

/** Hands each signed integer of a one-column COPY text stream (one per line) to `take`. */
async function readInts(pieces: AsyncIterable<Buffer>, take: (n: number) => void): Promise<void> {
  let value = 0;
  let negative = false;
  for await (const piece of pieces) {
    for (let i = 0; i < piece.length; i++) {
      const b = piece[i] as number;
      if (b === 10) {
        take(negative ? -value : value);
        value = 0;
        negative = false;
      } else if (b === 45) negative = true;
      else value = value * 10 + (b - 48);
    }
  }
}

async function dropTables(c: ImportConnection): Promise<void> {
  for (const t of TABLES) await c.query(`DROP TABLE IF EXISTS pg_temp.${t}`);
}
