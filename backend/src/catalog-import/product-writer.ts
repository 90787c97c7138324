import type { FeedProduct } from './feed-row';
import { copyRowLine } from './copy-text';
import { CopyLines } from './copy-lines';
import { pgHashText } from './id-filter';
import type { ImportConnection, StageColumn } from './import-connection';
import { categoryWords, descriptionWords, SEARCH_VECTOR_SOURCES, searchVectorSql, titleWords } from '../database/search-vector';
import { addSearchWords, INSERT_SEARCH_WORDS } from '../database/search-words';
import { VECTOR_COLUMNS, VECTOR_STAGE_DDL, VectorRecipes, type ChunkTable, type SearchVectors, type VectorRecipe } from './search-vector-parts';

/** Separates image URLs inside one text value; the unit separator never occurs in a URL. */
const IMAGE_SEP = '\u001f';

/** A validated product with the hash of the feed line it came from. */
interface StagedProduct {
  p: FeedProduct;
  rawHash: string;
  /** The row's number in its batch (joins its staged search vector: search-vector-parts.ts). */
  ord: number;
}

const COLUMNS: ReadonlyArray<StageColumn<StagedProduct>> = [
  { name: 'id', type: 'text', pick: ({ p }) => p.id },
  { name: 'title', type: 'text', pick: ({ p }) => p.title },
  { name: 'merchant', type: 'text', pick: ({ p }) => p.merchant },
  { name: 'merchant_id', type: 'text', pick: ({ p }) => p.merchantId },
  { name: 'price', type: 'numeric', pick: ({ p }) => p.price },
  { name: 'rrp_price', type: 'numeric', pick: ({ p }) => p.rrpPrice },
  { name: 'store_price', type: 'numeric', pick: ({ p }) => p.storePrice },
  { name: 'deep_link', type: 'text', pick: ({ p }) => p.deepLink },
  { name: 'merchant_deep_link', type: 'text', pick: ({ p }) => p.merchantDeepLink },
  { name: 'image_url', type: 'text', pick: ({ p }) => p.imageUrl },
  { name: 'images', type: 'text', pick: ({ p }) => p.images.join(IMAGE_SEP) },
  { name: 'description', type: 'text', pick: ({ p }) => p.description },
  { name: 'category', type: 'text', pick: ({ p }) => p.category },
  { name: 'category_id', type: 'text', pick: ({ p }) => p.categoryId },
  { name: 'category_label', type: 'text', pick: ({ p }) => p.categoryLabel },
  { name: 'brand', type: 'text', pick: ({ p }) => p.brand },
  { name: 'brand_id', type: 'text', pick: ({ p }) => p.brandId },
  { name: 'delivery_cost', type: 'numeric', pick: ({ p }) => p.deliveryCost },
  { name: 'delivery_time', type: 'text', pick: ({ p }) => p.deliveryTime },
  { name: 'rating', type: 'numeric', pick: ({ p }) => p.rating },
  { name: 'currency', type: 'text', pick: ({ p }) => p.currency },
  { name: 'in_stock', type: 'boolean', pick: ({ p }) => p.inStock },
  { name: 'ean', type: 'text', pick: ({ p }) => p.ean },
  { name: 'row_hash', type: 'text', pick: ({ p }) => p.rowHash },
  { name: 'raw_hash', type: 'text', pick: (s) => s.rawHash },
];
/** The staging table's columns: the product's, and the row's number in its batch. */
const STAGE_COLUMNS: ReadonlyArray<StageColumn<StagedProduct>> = [...COLUMNS, { name: 'ord', type: 'int', pick: (s) => s.ord }];

/**
 * A load batch's search vectors once rendered (binary COPY data, search-vector-parts.ts), staged into
 * `import_vec` where the load's INSERT takes them; the buffer goes back to its renderer once the batch is written.
 */
class RenderedVectors {
  private data: Buffer | null = null;
  private renderer: SearchVectors | null = null;

  async render(v: SearchVectors, recipe: VectorRecipe): Promise<void> {
    this.data = await v.render(recipe);
    this.renderer = v;
  }

  async stage(conn: ImportConnection): Promise<void> {
    if (this.data !== null) await conn.copyBuffers('import_vec', VECTOR_COLUMNS, [this.data], 'binary');
  }

  release(): void {
    if (this.data !== null) this.renderer?.recycle(this.data);
    this.data = null;
    this.renderer = null;
  }
}

/**
 * The validated rows of one batch, kept as their COPY text in reusable buffers, off the JavaScript heap: an
 * object of two dozen values per row (or a string built from slices of the parser's input) would keep the
 * row's parse garbage alive until its batch is written, which under a slow database is long enough for the
 * collector to promote it and grow the heap. Both databases take the text by COPY (PGlite from a blob).
 */
export class StagedBatch {
  private readonly lines = new CopyLines();
  private readonly ids: string[] = [];
  /** The vocabulary words of the batch's titles and brands (typo search: database/search-words.ts). */
  private readonly wordSet = new Set<string>();
  /** The recipes of the rows' search vectors, for a batch written by a load (search-vector-parts.ts). */
  private readonly recipes: VectorRecipes | null;
  private readonly vectors = new RenderedVectors();

  /** `chunks`: the batch is written by a load, whose search vectors the importer builds with these chunks. */
  constructor(chunks: ChunkTable | null = null) {
    this.recipes = chunks === null ? null : new VectorRecipes(chunks);
  }

  get size(): number {
    return this.ids.length;
  }

  add(p: FeedProduct, rawHash: string): void {
    const ord = this.ids.length;
    this.ids.push(p.id);
    addSearchWords(p.title, this.wordSet);
    addSearchWords(p.brand, this.wordSet);
    this.recipes?.addRow(p.title, p.brand, p.categoryLabel, p.category, p.description);
    this.lines.append(copyRowLine(STAGE_COLUMNS, { p, rawHash, ord }));
  }

  /** A feed may repeat an id; the last row wins, as a re-import of that row alone would do. */
  private lastOfEachId(): ((i: number) => boolean) | undefined {
    const last = new Map<string, number>();
    this.ids.forEach((id, i) => last.set(id, i));
    return last.size === this.ids.length ? undefined : (i) => last.get(this.ids[i] as string) === i;
  }

  /** Fills the session's staging table with the batch. */
  async stage(conn: ImportConnection): Promise<void> {
    await conn.copyBuffers('import_stage', STAGE_NAMES, this.lines.views(this.lastOfEachId()));
    await this.vectors.stage(conn);
  }

  /** Renders the rows' search vectors; batches must come in the order they were made (they share chunk numbers). */
  async prepareVectors(v: SearchVectors): Promise<void> {
    if (this.recipes !== null) await this.vectors.render(v, this.recipes.take());
  }

  /** The batch's vocabulary words, sorted (see INSERT_SEARCH_WORDS). */
  words(): string[] {
    return [...this.wordSet].sort();
  }

  /** Hashes of the batch's ids (pgHashText): tell batches that share an id (import-feed.ts). */
  idHashes(): Int32Array<ArrayBuffer> {
    return Int32Array.from(this.ids, pgHashText);
  }

  /** Gives the COPY buffers back for the next batches; call once the batch is committed (or abandoned). */
  release(): void {
    this.lines.release();
    this.vectors.release();
  }

  /** The batch as it crosses to another thread (parse-worker.ts); this batch is empty afterwards. */
  detach(): DetachedBatch {
    const ids = this.idHashes();
    const { buffers, runs } = this.lines.detach(this.lastOfEachId());
    return { size: this.ids.length, buffers, runs, words: this.words(), ids, recipe: this.recipes?.take() ?? null };
  }
}

/** A batch's COPY text in transferable buffers (runs: [buffer, start, end] each) and its vocabulary words. */
export interface DetachedBatch {
  size: number;
  buffers: ArrayBuffer[];
  runs: number[];
  words: string[];
  ids: Int32Array<ArrayBuffer>;
  recipe: VectorRecipe | null;
}

/** A batch parsed on another thread (StagedBatch.detach), written like one parsed here. */
export class ReceivedBatch {
  private readonly views: Buffer[] = [];
  private readonly vectors = new RenderedVectors();

  /** `recycle`: takes the batch's buffers back once it is written (release). */
  constructor(
    private readonly batch: DetachedBatch,
    private readonly recycle?: (buffers: ArrayBuffer[]) => void,
  ) {
    for (let i = 0; i < batch.runs.length; i += 3) {
      const start = batch.runs[i + 1] as number;
      this.views.push(Buffer.from(batch.buffers[batch.runs[i] as number] as ArrayBuffer, start, (batch.runs[i + 2] as number) - start));
    }
  }

  get size(): number {
    return this.batch.size;
  }

  words(): string[] {
    return this.batch.words;
  }

  idHashes(): Int32Array<ArrayBuffer> {
    return this.batch.ids;
  }

  async stage(conn: ImportConnection): Promise<void> {
    await conn.copyBuffers('import_stage', STAGE_NAMES, this.views);
    await this.vectors.stage(conn);
  }

  async prepareVectors(v: SearchVectors): Promise<void> {
    if (this.batch.recipe !== null) await this.vectors.render(v, this.batch.recipe);
  }

  release(): void {
    this.views.length = 0;
    this.recycle?.(this.batch.buffers);
    this.batch.buffers = [];
    this.vectors.release();
  }
}


const NAMES = COLUMNS.map((c) => c.name);
const STAGE_NAMES = STAGE_COLUMNS.map((c) => c.name);
const SELECT = NAMES.map((c) => (c === 'images' ? `string_to_array(s.images, E'\\x1f') AS images` : `s.${c}`)).join(', ');
const UPDATES = NAMES.filter((c) => c !== 'id')
  .map((c) => `${c} = EXCLUDED.${c}`)
  .join(', ');

/**
 * Staging tables live per session and empty themselves at every commit, so a batch sees only its own rows
 * and a killed import leaves nothing behind.
 */
const STAGE_DDL = [
  `CREATE TEMP TABLE IF NOT EXISTS import_stage (${STAGE_COLUMNS.map((c) => `${c.name} ${c.type}`).join(', ')}) ON COMMIT DELETE ROWS`,
  VECTOR_STAGE_DDL,
  `CREATE TEMP TABLE IF NOT EXISTS import_gone (id text, raw_hash text) ON COMMIT DELETE ROWS`,
];

/**
 * One product row by id, looked up through the primary key. `OFFSET 0` keeps the planner from turning the
 * lookups into a join that reads the whole product table: for a catalogue that has grown during this very
 * import (never analysed) it estimated a sequential scan cheaper, and a scan per batch grows quadratically.
 */
function probe(columns: string, id: string, also = ''): string {
  return `SELECT ${columns} FROM product p WHERE p.id = ${id} ${also} OFFSET 0`;
}

/**
 * One set-based statement per batch from the staging table: a row whose normalised content is unchanged
 * keeps its values and updated_at (only its line hash is refreshed, for a cosmetic change of the line), and
 * a price that changed, or a new product's first price, is recorded in price_history. `old` reads the rows
 * before the write (all parts of one statement see the same snapshot). Foreign keys are checked at the end
 * of the statement, after the product rows exist.
 *
 * The search vector (a plain column since migration 0080, see database/search-vector.ts) is written with
 * its row, in the same statement, so search never sees a product without it: on a load it is the one the
 * importer built (`import_vec`, search-vector-parts.ts), or for a row it left to SQL computed here, its
 * category part once per category of the batch; an update recomputes it only when a column it is made of changed.
 *
 * A load into an empty catalogue (almost every row new) is one INSERT … ON CONFLICT, in (category, brand)
 * order: each batch's rows of a category then sit on neighbouring pages, so a category listing reads few
 * pages without rewriting the table afterwards (CLUSTER cost more than the whole load).
 *
 * A refresh (most written rows exist) updates the existing rows with UPDATE … FROM and inserts only the new
 * ones. INSERT … ON CONFLICT DO UPDATE computed the new row's values (the search vector, then generated)
 * twice per updated row — once for the insert it attempted, once for the update — which made a refresh's
 * upsert cost 190 µs per row. `old` locks the existing rows in id order, so two concurrent batches cannot
 * deadlock; a product another batch inserted meanwhile (a feed repeating a new id) falls to ON CONFLICT.
 * The UPDATE reads its rows from `old`, so each row is locked there before it is updated (a row this very
 * statement had already updated would not be lockable, and would then look new to the INSERT).
 */
/**
 * The `cat` and `up` parts of a load: the category words once per category of the batch, then the batch's
 * rows inserted in (category, brand) order with their search vector; `tail` ends the INSERT.
 */
function loadInsert(tail: string): string {
  return `cat AS MATERIALIZED (
  SELECT d.category_label, d.category, ${categoryWords('d')} AS words FROM (SELECT DISTINCT category_label, category FROM import_stage) d
), up AS (
  INSERT INTO product AS p (${NAMES.join(', ')}, search_vector)
  SELECT ${SELECT}, coalesce(v.vec, ${titleWords('s')} || c.words || ${descriptionWords('s')})
  FROM import_stage s JOIN cat c ON c.category_label = s.category_label AND c.category = s.category
  LEFT JOIN import_vec v ON v.ord = s.ord
  ORDER BY s.category, s.brand, s.id
  ${tail}`;
}

function loadSql(): string {
  return `
WITH old AS MATERIALIZED (
  SELECT s.id, o.price, o.row_hash, o.active FROM import_stage s JOIN LATERAL (${probe('p.price, p.row_hash, p.active', 's.id')}) o ON true
), ${loadInsert(ON_CONFLICT_UPDATE)}
), hist AS (${PRICE_HISTORY})
${COUNTS}`;
}

/** updated_at moves when the content of `p` differs from the new values `n` (or the product comes back). */
const touched = (n: string) => `updated_at = CASE WHEN p.row_hash <> ${n}.row_hash OR NOT p.active THEN now() ELSE p.updated_at END`;
/** Whether `p` needs writing at all: content changed, came back, or only its raw line changed (hash refreshed). */
const needsWrite = (n: string) => `p.row_hash <> ${n}.row_hash OR NOT p.active OR p.raw_hash IS DISTINCT FROM ${n}.raw_hash`;

/** The tail of the INSERT that writes new rows: an id that exists already is updated as a refresh would. */
const ON_CONFLICT_UPDATE = `ON CONFLICT (id) DO UPDATE SET ${UPDATES}, search_vector = EXCLUDED.search_vector, active = true,
    ${touched('EXCLUDED')}
  WHERE ${needsWrite('EXCLUDED')}
  RETURNING p.id, p.row_hash, (xmax = 0) AS inserted`;

/** A new product's first price, or a changed price, in price_history (`old`: the rows before the write). */
const PRICE_HISTORY = `
  INSERT INTO price_history (product_id, price, rrp_price)
  SELECT s.id, s.price, s.rrp_price FROM import_stage s LEFT JOIN old o ON o.id = s.id
  WHERE o.id IS NULL OR o.price <> s.price
  ON CONFLICT DO NOTHING
`;

/** Counts of a batch's write: products inserted, and products whose content changed (or came back). */
const COUNTS = `SELECT count(*) FILTER (WHERE u.inserted)::int AS inserted,
  count(*) FILTER (WHERE NOT u.inserted AND (o.id IS NULL OR o.row_hash <> u.row_hash OR NOT o.active))::int AS updated
FROM up u LEFT JOIN old o ON o.id = u.id`;

const SET_FROM_STAGE = NAMES.filter((c) => c !== 'id')
  .map((c) => (c === 'images' ? `images = string_to_array(s.images, E'\\x1f')` : `${c} = s.${c}`))
  .join(', ');

/** Whether an update changes a column the search vector is made of (most refresh updates change a price only). */
const TEXT_CHANGED = `(${SEARCH_VECTOR_SOURCES.map((c) => `p.${c}`).join(', ')}) IS DISTINCT FROM (${SEARCH_VECTOR_SOURCES.map((c) => `s.${c}`).join(', ')})`;

function refreshSql(): string {
  return `
WITH old AS MATERIALIZED (
  SELECT s.id, o.price, o.row_hash, o.active FROM (SELECT id FROM import_stage ORDER BY id) s
  JOIN LATERAL (${probe('p.price, p.row_hash, p.active', 's.id', 'FOR NO KEY UPDATE')}) o ON true
), upd AS (
  UPDATE product p SET ${SET_FROM_STAGE}, active = true,
    search_vector = CASE WHEN ${TEXT_CHANGED} THEN ${searchVectorSql('s')} ELSE p.search_vector END,
    ${touched('s')}
  FROM old o JOIN import_stage s ON s.id = o.id
  WHERE p.id = o.id AND (${needsWrite('s')})
  RETURNING p.id, p.row_hash, false AS inserted
), ins AS (
  INSERT INTO product AS p (${NAMES.join(', ')}, search_vector)
  SELECT ${SELECT}, ${searchVectorSql('s')} FROM import_stage s WHERE NOT EXISTS (SELECT 1 FROM old o WHERE o.id = s.id) ORDER BY s.id
  ${ON_CONFLICT_UPDATE}
), up AS (SELECT * FROM upd UNION ALL SELECT * FROM ins), hist AS (${PRICE_HISTORY})
${COUNTS}`;
}

/**
 * The first try at a load batch: a plain INSERT with no lookup of existing rows and no ON CONFLICT (the
 * speculative insertion and the per-row primary-key probe of `old` are a fifth of the load statement's
 * cost). Every row of the batch must be new; one that is not — a feed repeating an id in another batch —
 * fails the whole statement with a unique violation, and the batch runs again as `load` (importFeed).
 * Its price history needs no ON CONFLICT either: the batch's ids are unique and new.
 */
function freshLoadSql(): string {
  return `
WITH ${loadInsert('RETURNING 1')}
), hist AS (
  INSERT INTO price_history (product_id, price, rrp_price) SELECT s.id, s.price, s.rrp_price FROM import_stage s
)
SELECT count(*)::int AS inserted, 0 AS updated FROM up`;
}

const UPSERT = {
  refresh: refreshSql(),
  load: loadSql(),
  fresh: freshLoadSql(),
};

/** How a batch is written: `fresh` (all rows new, into an empty catalogue), `load` (mostly new), `refresh`. */
export type WriteMode = keyof typeof UPSERT;

export interface BatchResult {
  inserted: number;
  updated: number;
}

/** Sessions whose staging tables exist (they live as long as the session: pooled connections keep them). */
const staged = new WeakSet<object>();

/**
 * Creates the session's staging tables, once per session: even as a no-op (IF NOT EXISTS) the two statements
 * cost a batch two round trips and catalogue lookups, 5–20 ms while the writers and the parser share the cores.
 */
export async function prepareStaging(conn: Pick<ImportConnection, 'query'> & { readonly session?: object | null }): Promise<void> {
  const session = conn.session ?? null;
  if (session !== null && staged.has(session)) return;
  for (const ddl of STAGE_DDL) await conn.query(ddl);
  if (session !== null) staged.add(session);
}

/**
 * Writes validated rows inside the connection's current transaction. `load` is a bulk load into an empty
 * catalogue (almost every row new); `refresh` writes the new and changed lines of a feed over existing rows.
 */
export async function writeRows(conn: ImportConnection, batch: Pick<StagedBatch, 'size' | 'stage' | 'words'>, mode: WriteMode): Promise<BatchResult> {
  if (batch.size === 0) return { inserted: 0, updated: 0 };
  await batch.stage(conn);
  // A commit need not wait for its WAL flush: a server crash can lose only the last batches of a run, which
  // then ends 'interrupted' and is re-run; each batch stays atomic either way.
  await conn.query(`SET LOCAL synchronous_commit = off`);
  // Bigger GIN pending lists merge new search entries in fewer, larger steps during bulk writes. Not in a
  // refresh: there the merge would fall to the first statement after the batches — the retirement, which
  // runs alone once the feed was read (0.26 of 0.28 CPU s per 100k lines) — whereas at the default limit the
  // writers merge as they go, beside the parser, for the same CPU in all, and searches during the import scan
  // a pending list of at most that limit.
  if (mode !== 'refresh') await conn.query(`SET LOCAL gin_pending_list_limit = '32MB'`);
  // The batch's sorts (by id, of rows with two dozen columns) stay in memory: at 4 MB they spilled to disk.
  await conn.query(`SET LOCAL work_mem = '64MB'`);
  // The planner's estimates for the staging table (never analysed) put a 5,000-row batch over jit_above_cost,
  // and compiling its expressions took ≈ 50 ms of a 370 ms statement (EXPLAIN ANALYZE: "JIT … Emission 46 ms");
  // the statement runs once, so the compiled code never pays back.
  await conn.query(`SET LOCAL jit = off`);
  if (mode === 'refresh') {
    // The UPDATE's join must probe the primary key once per batch row: with the default page cost the
    // planner read the whole key in order instead (a merge join), a third of a 5,000-row batch's time at
    // 100,000 products (at 1,000,000 the refresh cost the same either way). A refresh's product pages are
    // cached: its snapshot has just read every one of them.
    await conn.query(`SET LOCAL random_page_cost = 1.1`);
  }
  const [result] = await conn.query<BatchResult>(UPSERT[mode]);
  // In the batch's transaction: a word is searchable by typo exactly when a product with it was written.
  const words = batch.words();
  if (words.length > 0) await conn.query(INSERT_SEARCH_WORDS, [words]);
  return result ?? { inserted: 0, updated: 0 };
}

const GONE_COLUMNS: ReadonlyArray<StageColumn<{ id: string; rawHash: string | null }>> = [
  { name: 'id', type: 'text', pick: (g) => g.id },
  { name: 'raw_hash', type: 'text', pick: (g) => g.rawHash },
];

/**
 * Deactivates the given products (those of the feed's merchants that the feed no longer lists, with their
 * line hash as the run's snapshot read it), in one transaction. A product written since that snapshot —
 * by another import, say — has another hash (or came back to life) and is left alone: the snapshot no
 * longer describes it. Returns how many were retired.
 */
export async function retireGone(conn: ImportConnection, gone: ReadonlyArray<{ id: string; rawHash: string | null }>): Promise<number> {
  if (gone.length === 0) return 0;
  await prepareStaging(conn);
  return conn.transaction(async () => {
    await conn.copyRows('import_gone', GONE_COLUMNS, gone);
    const [row] = await conn.query<{ n: number }>(retireFrom('import_gone g'));
    return row?.n ?? 0;
  });
}

/**
 * The statement that deactivates the products of `gone` (a table or subquery aliased `g`, with `id` and the
 * `raw_hash` the run's snapshot read) whose stored line hash is still that one, answering how many (`n`).
 */
export function retireFrom(gone: string): string {
  return `WITH gone AS (
    UPDATE product p SET active = false, updated_at = now()
    FROM ${gone}
    WHERE p.id = g.id AND p.active AND p.raw_hash IS NOT DISTINCT FROM g.raw_hash
    RETURNING 1)
  SELECT count(*)::int AS n FROM gone`;
}
