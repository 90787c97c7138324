// Why: A batch is written by a few set-based statements (a load by binary COPY straight into product), not row by row.
// Decision: docs/decisions/import-product-writer.md
import type { DataSource } from 'typeorm';
import type { FeedProduct } from './feed-row';
import { copyRowLine } from './copy-text';
import { CopyLines, CopyStream } from './copy-lines';
import { pgHashText } from './id-filter';
import type { ImportConnection, StageColumn } from './import-connection';
import { firstPriceTrust, firstTrust, trustOnWrite } from '../database/price-trust';
import { SEARCH_VECTOR_SOURCES, searchVectorSql } from '../database/search-vector';
import { addSearchWords, INSERT_SEARCH_WORDS, type CommittedWords } from '../database/search-words';
import { BinaryFields, COPY_BINARY_HEADER, COPY_BINARY_TRAILER } from './copy-binary';
import { ownCopy, VectorRecipes, type ChunkTable, type RenderedVectors, type SearchVectors, type VectorRecipe } from './search-vector-parts';

/** Separates image URLs inside one text value; the unit separator never occurs in a URL. */
const IMAGE_SEP = '\u001f';

/** A validated product with the hash of the feed line it came from. */
interface StagedProduct {
  p: FeedProduct;
  rawHash: string;
}

/** A product column; a numeric one with its scale (a load writes the value in binary: copy-binary.ts). */
type ProductColumn = StageColumn<StagedProduct> & { scale?: number };

const COLUMNS: ReadonlyArray<ProductColumn> = [
  { name: 'id', type: 'text', pick: ({ p }) => p.id },
  { name: 'title', type: 'text', pick: ({ p }) => p.title },
  { name: 'merchant', type: 'text', pick: ({ p }) => p.merchant },
  { name: 'merchant_id', type: 'text', pick: ({ p }) => p.merchantId },
  { name: 'price', type: 'numeric', pick: ({ p }) => p.price, scale: 2 },
  { name: 'rrp_price', type: 'numeric', pick: ({ p }) => p.rrpPrice, scale: 2 },
  { name: 'store_price', type: 'numeric', pick: ({ p }) => p.storePrice, scale: 2 },
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
  { name: 'delivery_cost', type: 'numeric', pick: ({ p }) => p.deliveryCost, scale: 2 },
  { name: 'delivery_time', type: 'text', pick: ({ p }) => p.deliveryTime },
  { name: 'rating', type: 'numeric', pick: ({ p }) => p.rating, scale: 1 },
  { name: 'currency', type: 'text', pick: ({ p }) => p.currency },
  { name: 'in_stock', type: 'boolean', pick: ({ p }) => p.inStock },
  { name: 'ean', type: 'text', pick: ({ p }) => p.ean },
  { name: 'raw_hash', type: 'text', pick: (s) => s.rawHash },
];
/**
 * The verified-discount figures a load writes with each row it inserts (firstPriceTrust), after COLUMNS'
 * fields. Not among COLUMNS, which a refresh stages, compares and updates: a refresh computes a row's figures
 * in the statement that writes it (database/price-trust.ts trustOnWrite, firstTrust).
 */
const TRUST_NAMES = ['low_30d', 'high_30d', 'reference_kind', 'verified_discount'];

/** A load row's figures as binary COPY fields, in TRUST_NAMES' order (numeric(12,2) and numeric(6,2)). */
function writeTrustFields(f: BinaryFields, p: FeedProduct): void {
  const t = firstPriceTrust(p.price, p.rrpPrice, p.storePrice);
  f.numeric(t.low, 2);
  f.numeric(t.high, 2);
  f.text(t.kind);
  f.numeric(t.verified, 2);
}

/** The columns of a load row's first price in price_history (a load's rows are all new: each has its first price). */
const HISTORY_NAMES = ['product_id', 'price', 'rrp_price'];
/** A load row's price field; rrp_price follows it, and id is the first (a history row copies those fields). */
const PRICE_FIELD = COLUMNS.findIndex((c) => c.name === 'price');
if (COLUMNS[0]?.name !== 'id' || COLUMNS[PRICE_FIELD + 1]?.name !== 'rrp_price') throw new Error('a history row copies the id field, then price and rrp_price');
/** Where a load row's history row is put together. */
let historyRow = Buffer.allocUnsafe(256);

/** The end of the binary COPY field at `at` (an int32 byte length, -1 for NULL, then that many bytes). */
const fieldEnd = (row: Buffer, at: number): number => at + 4 + Math.max(0, row.readInt32BE(at));

/**
 * A load row's first price as a binary COPY row of price_history: the row's own id, price and rrp_price
 * fields, copied as they are, not formatted again as COPY text (docs/decisions/import-product-writer.md).
 */
function appendHistoryRow(history: CopyLines, row: Buffer): void {
  const idEnd = fieldEnd(row, 0);
  let at = idEnd;
  for (let f = 1; f < PRICE_FIELD; f++) at = fieldEnd(row, at);
  const pricesEnd = fieldEnd(row, fieldEnd(row, at));
  const size = 2 + idEnd + (pricesEnd - at);
  if (historyRow.length < size) historyRow = Buffer.allocUnsafe(2 * size);
  historyRow.writeInt16BE(HISTORY_NAMES.length, 0);
  row.copy(historyRow, 2, 0, idEnd);
  row.copy(historyRow, 2 + idEnd, at, pricesEnd);
  history.appendBytes(historyRow, 0, size);
}

/** A load's row as binary COPY fields, in COLUMNS' order, then its figures (its search vector follows: LoadCopy). */
function writeBinaryRow(f: BinaryFields, s: StagedProduct): void {
  for (const c of COLUMNS) {
    if (c.name === 'images') f.textArray(s.p.images);
    else if (c.type === 'numeric') f.numeric(c.pick(s) as number | null, c.scale ?? 2);
    else if (c.type === 'boolean') f.bool(c.pick(s) as boolean);
    else f.text(c.pick(s) as string | null);
  }
  writeTrustFields(f, s.p);
}

/** Where a load row's fields are written before they are copied into its batch (one row at a time). */
const ROW_FIELDS = new BinaryFields();

/** A binary row's field count: the product's columns, its figures and its search vector. */
const FIELD_COUNT = Buffer.from([0, 0]);
FIELD_COUNT.writeInt16BE(COLUMNS.length + TRUST_NAMES.length + 1);

/**
 * A load batch as the binary COPY of its rows into `product`, each row's fields followed by its search vector
 * (search-vector-parts.ts), in (category, brand) order, plus the binary COPY of the rows' first prices. Put
 * together once the vectors are rendered (`assemble`), in reusable buffers that the batch holds until it is
 * written, so the rows as parsed and the rendered vectors are given back at once.
 */
class LoadCopy {
  private readonly stream = new CopyStream();
  private readonly history = new CopyStream();
  /** Rows in the COPY. */
  written = 0;

  /**
   * `row(j)`: the fields of the j-th row to write, whose vector is `ord[j]`; `history`: the price history's
   * binary COPY rows (one per row written).
   */
  assemble(row: (j: number) => Buffer, ord: Int32Array, vectors: RenderedVectors, history: Iterable<Buffer>): void {
    const { data, ends } = vectors;
    this.written = ord.length;
    for (let j = 0; j < ord.length; j++) {
      const i = ord[j] as number;
      const r = row(j);
      this.stream.append(FIELD_COUNT, 0, 2);
      this.stream.append(r, 0, r.length);
      this.stream.append(data, i === 0 ? 0 : (ends[i - 1] as number), ends[i] as number);
    }
    for (const b of history) this.history.append(b, 0, b.length);
  }

  /** The rows into `table` (`product`, or `import_load`, the typed staging table of STAGE_DDL). */
  async copyRows(conn: ImportConnection, table: string): Promise<void> {
    await conn.copyBuffers(table, PRODUCT_COPY_NAMES, [COPY_BINARY_HEADER, ...this.stream.views(), COPY_BINARY_TRAILER], 'binary');
  }

  async copyHistory(conn: ImportConnection): Promise<void> {
    await conn.copyBuffers(
      'price_history',
      HISTORY_NAMES,
      [COPY_BINARY_HEADER, ...this.history.views(), COPY_BINARY_TRAILER],
      'binary',
    );
  }

  release(): void {
    this.stream.release();
    this.history.release();
  }
}

/** The parts of a load batch, as a writer takes them (writeRows). */
export interface LoadRows {
  readonly size: number;
  words(): string[];
  /** Ids of the rows whose search vector SQL computes (the importer left them: search-vector-parts.ts). */
  sqlVectorIds(): string[];
  /** Rows the COPY writes (the last of each id the batch holds). */
  rowsWritten(): number;
  copyRows(conn: ImportConnection, table: string): Promise<void>;
  copyHistory(conn: ImportConnection): Promise<void>;
}

/**
 * The validated rows of one batch, kept as COPY data in reusable buffers, off the JavaScript heap: an object
 * of two dozen values per row (or a string built from slices of the parser's input) would keep the row's
 * parse garbage alive until its batch is written, which under a slow database is long enough for the
 * collector to promote it and grow the heap. A refresh's rows are COPY text for the staging table; a load's
 * are binary COPY rows for `product` itself (LoadCopy). Both databases take COPY (PGlite from a blob).
 */
export class StagedBatch implements LoadRows {
  private readonly lines = new CopyLines();
  private readonly ids: string[] = [];
  /** The vocabulary words of a load batch's titles and brands (typo search: database/search-words.ts). */
  private readonly wordSet = new Set<string>();
  /** A refresh batch's titles and brands, by row: only its new and renamed products' words are wanted (wordsOf). */
  private readonly named: string[] = [];
  /** What a load's batch keeps beside its rows; null for a refresh's. */
  private readonly parts: LoadParts | null;
  private load: LoadCopy | null = null;

  /**
   * `recipes`: the batch is written by a load, whose search vectors the importer builds: their recipes (and
   * the batch's vocabulary words) made here as rows are added, with this chunk table, or ('writer') where the
   * batch is written, from its rows' fields (ReceivedBatch). null: a refresh's batch.
   */
  constructor(recipes: ChunkTable | 'writer' | null = null) {
    this.parts = recipes === null ? null : new LoadParts(recipes === 'writer' ? null : recipes);
  }

  get size(): number {
    return this.ids.length;
  }

  add(p: FeedProduct, rawHash: string): void {
    this.ids.push(p.id);
    const parts = this.parts;
    if (parts === null) {
      // Copies: slices of the parsed line would keep each written line's text alive until the batch is written.
      this.named.push(ownCopy(p.title), ownCopy(p.brand));
      this.lines.append(copyRowLine(COLUMNS, { p, rawHash }));
      return;
    }
    // A load batch whose recipes are left to its writer leaves the words to it too (writtenRowsTexts).
    if (parts.recipes !== null) {
      addSearchWords(p.title, this.wordSet);
      addSearchWords(p.brand, this.wordSet);
    }
    if (parts.recipes !== null && !parts.recipes.addRow(p.title, p.brand, p.categoryLabel, p.category, p.description)) parts.sqlIds.push(p.id);
    parts.order.add(p.category, p.brand);
    ROW_FIELDS.reset();
    writeBinaryRow(ROW_FIELDS, { p, rawHash });
    this.lines.appendBytes(ROW_FIELDS.buf, 0, ROW_FIELDS.at);
    appendHistoryRow(parts.history, ROW_FIELDS.buf);
  }

  /** A feed may repeat an id; the last row wins, as a re-import of that row alone would do. */
  private lastOfEachId(): ((i: number) => boolean) | undefined {
    const last = new Map<string, number>();
    this.ids.forEach((id, i) => last.set(id, i));
    return last.size === this.ids.length ? undefined : (i) => last.get(this.ids[i] as string) === i;
  }

  /** Fills the session's staging table with a refresh batch. */
  async stage(conn: ImportConnection): Promise<void> {
    await conn.copyBuffers('import_stage', NAMES, this.lines.views(this.lastOfEachId()));
  }

  /**
   * Renders a load's search vectors and puts its COPY together; batches must come in the order they were
   * made (they share chunk numbers).
   */
  async prepareVectors(v: SearchVectors): Promise<void> {
    const parts = this.parts;
    if (parts === null) return;
    if (parts.recipes === null) throw new Error('a batch whose recipes are left to its writer is written from another thread (ReceivedBatch)');
    const vectors = await v.render(parts.recipes.take());
    const ord = parts.order.sorted(this.lastOfEachId());
    this.load = new LoadCopy();
    this.load.assemble((j) => this.lines.view(ord[j] as number), ord, vectors, parts.history.views(this.lastOfEachId()));
    v.recycle(vectors);
    this.lines.release();
    parts.history.release();
  }

  sqlVectorIds(): string[] {
    return this.parts?.sqlIds ?? [];
  }

  rowsWritten(): number {
    return loadOf(this.load).written;
  }

  copyRows(conn: ImportConnection, table: string): Promise<void> {
    return loadOf(this.load).copyRows(conn, table);
  }

  copyHistory(conn: ImportConnection): Promise<void> {
    return loadOf(this.load).copyHistory(conn);
  }

  /** A load batch's vocabulary words, sorted (see INSERT_SEARCH_WORDS). */
  words(): string[] {
    return [...this.wordSet].sort();
  }

  /** A refresh batch's vocabulary words of the rows with these ids, sorted. */
  wordsOf(ids: ReadonlySet<string>): string[] {
    const words = new Set<string>();
    for (let i = 0; i < this.ids.length; i++) {
      if (!ids.has(this.ids[i] as string)) continue;
      addSearchWords(this.named[2 * i] as string, words);
      addSearchWords(this.named[2 * i + 1] as string, words);
    }
    return [...words].sort();
  }

  /** Hashes of the batch's ids (pgHashText): tell batches that share an id (write-batches.ts). */
  idHashes(): Int32Array<ArrayBuffer> {
    return Int32Array.from(this.ids, pgHashText);
  }

  /** Gives the COPY buffers back for the next batches; call once the batch is committed (or abandoned). */
  release(): void {
    this.lines.release();
    this.parts?.history.release();
    this.load?.release();
    this.load = null;
  }

  /** A load batch as it crosses to another thread (parse-worker.ts); this batch is empty afterwards. */
  detach(): DetachedBatch {
    const parts = this.parts;
    if (parts === null) throw new Error('only a load batch crosses threads');
    const ids = this.idHashes();
    const keep = this.lastOfEachId();
    const ord = parts.order.sorted(keep);
    const rows = this.lines.detachEach(ord);
    const history = parts.history.detach(keep);
    // One list of buffers: the history's runs name theirs after the rows'.
    const at = rows.buffers.length;
    const historyRuns = history.runs.map((v, k) => (k % 3 === 0 ? v + at : v));
    return {
      size: this.ids.length,
      buffers: [...rows.buffers, ...history.buffers],
      rows: rows.runs,
      ord,
      history: historyRuns,
      words: this.words(),
      ids,
      sqlIds: parts.sqlIds,
      recipe: parts.recipes?.take() ?? null,
    };
  }
}

/**
 * What only a load's batch keeps: its search vectors' recipes (null: left to the writer), its rows' first
 * prices (binary COPY rows), the ids SQL makes vectors for, and the rows' write order.
 */
class LoadParts {
  readonly recipes: VectorRecipes | null;
  readonly history = new CopyLines();
  readonly sqlIds: string[] = [];
  readonly order = new RowOrder();

  constructor(chunks: ChunkTable | null) {
    this.recipes = chunks === null ? null : new VectorRecipes(chunks);
  }
}

function loadOf(load: LoadCopy | null): LoadCopy {
  if (load === null) throw new Error('a load batch is written once its vectors are prepared');
  return load;
}

/**
 * The order a load writes its rows in: by category, then brand (each first met in the batch, in that order),
 * so a batch's rows of a category sit on neighbouring pages and a category listing reads few pages, without
 * rewriting the table afterwards (CLUSTER cost more than the whole load).
 */
class RowOrder {
  private readonly categories = new Map<string, number>();
  private readonly brands = new Map<string, number>();
  private keys: number[] = [];

  add(category: string, brand: string): void {
    this.keys.push(numberOf(this.categories, category) * 2 ** 21 + numberOf(this.brands, brand));
  }

  /** The rows to write (those `keep` keeps), in write order. */
  sorted(keep?: (i: number) => boolean): Int32Array {
    const rows: number[] = [];
    for (let i = 0; i < this.keys.length; i++) if (keep === undefined || keep(i)) rows.push(i);
    const keys = this.keys;
    rows.sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
    return Int32Array.from(rows);
  }
}

/** The number of `key` in `numbers`, a new one for a key first met (copied: the map outlives the parsed line). */
function numberOf(numbers: Map<string, number>, key: string): number {
  let n = numbers.get(key);
  if (n === undefined) {
    n = numbers.size;
    numbers.set(Buffer.from(key, 'utf8').toString('utf8'), n);
  }
  return n;
}

/** A load batch's binary rows (per row [buffer, start, end], in write order) and price history, in transferable buffers. */
export interface DetachedBatch {
  size: number;
  buffers: ArrayBuffer[];
  rows: number[];
  /** Per row written, its number in the batch (its search vector). */
  ord: Int32Array;
  /** The price history's binary COPY rows, as runs [buffer, start, end]. */
  history: number[];
  words: string[];
  ids: Int32Array<ArrayBuffer>;
  /**
   * The rows whose vector SQL computes, and the vectors' recipes; null: left to the writer, with the words
   * (ReceivedBatch).
   */
  sqlIds: string[];
  recipe: VectorRecipe | null;
}

/**
 * A load batch parsed on another thread (StagedBatch.detach), written like one parsed here. A batch that
 * came without its vectors' recipes gets them here, from its rows' fields, with the importer's chunk table.
 */
export class ReceivedBatch implements LoadRows {
  private load: LoadCopy | null = null;

  /**
   * `recycle`: takes the batch's buffers back once its COPY is put together (prepareVectors); `chunks`: the
   * table this thread's recipes number chunks in (for a batch that came without recipes).
   */
  constructor(
    private readonly batch: DetachedBatch,
    private readonly recycle?: (buffers: ArrayBuffer[]) => void,
    private readonly chunks?: ChunkTable,
  ) {}

  get size(): number {
    return this.batch.size;
  }

  words(): string[] {
    return this.batch.words;
  }

  idHashes(): Int32Array<ArrayBuffer> {
    return this.batch.ids;
  }

  sqlVectorIds(): string[] {
    return this.batch.sqlIds;
  }

  rowsWritten(): number {
    return loadOf(this.load).written;
  }

  async prepareVectors(v: SearchVectors): Promise<void> {
    const { buffers, rows, history } = this.batch;
    const view = (runs: number[], k: number) => Buffer.from(buffers[runs[k] as number] as ArrayBuffer, runs[k + 1], (runs[k + 2] as number) - (runs[k + 1] as number));
    const row = (j: number) => view(rows, j * 3);
    let { recipe, ord } = this.batch;
    if (recipe === null) {
      // Made here, in write order: row j's vector is the j-th.
      const texts = writtenRowsTexts(row, this.batch.ord.length, chunksOf(this.chunks), this.batch.sqlIds);
      recipe = texts.recipe;
      this.batch.words = texts.words;
      ord = Int32Array.from(this.batch.ord.keys());
    }
    const vectors = await v.render(recipe);
    this.load = new LoadCopy();
    const historyViews: Buffer[] = [];
    for (let k = 0; k < history.length; k += 3) historyViews.push(view(history, k));
    this.load.assemble(row, ord, vectors, historyViews);
    v.recycle(vectors);
    this.recycle?.(buffers);
    this.batch.buffers = [];
  }

  copyRows(conn: ImportConnection, table: string): Promise<void> {
    return loadOf(this.load).copyRows(conn, table);
  }

  copyHistory(conn: ImportConnection): Promise<void> {
    return loadOf(this.load).copyHistory(conn);
  }

  release(): void {
    if (this.batch.buffers.length > 0) this.recycle?.(this.batch.buffers);
    this.batch.buffers = [];
    this.load?.release();
    this.load = null;
  }
}

function chunksOf(chunks: ChunkTable | undefined): ChunkTable {
  if (chunks === undefined) throw new Error('a batch that came without its vectors\' recipes needs the importer\'s chunk table');
  return chunks;
}

/** Where each text the search vector reads sits among a load row's binary fields (COLUMNS' order). */
const FIELD_AT = Object.fromEntries(
  (['id', 'title', 'brand', 'category_label', 'category', 'description'] as const).map((name) => [name, COLUMNS.findIndex((c) => c.name === name)]),
) as Record<'id' | 'title' | 'brand' | 'category_label' | 'category' | 'description', number>;
const LAST_TEXT_FIELD = Math.max(...Object.values(FIELD_AT));
/**
 * Bytes of a description read for its first 600 UTF-16 units (DESCRIPTION_CHARS, search-vector-parts.ts): a
 * unit takes at most three UTF-8 bytes (a pair of them four), so 1,800 bytes hold them all (a character cut
 * at the end lies past them).
 */
const DESCRIPTION_BYTES = 1800;

/**
 * The vector recipes and vocabulary words of a load batch's written rows (`row(j)`, j < n: binary COPY
 * fields, writeBinaryRow), read back from their fields: the texts StagedBatch.add gives VectorRecipes.addRow
 * and addSearchWords, decoded from the bytes the row holds. Rows the importer leaves to SQL have their ids
 * added to `sqlIds`. The words are those of the rows written: a row a later line of its id replaced in the
 * same batch adds none (in a batch parsed in the importing thread it does, though never written).
 */
function writtenRowsTexts(row: (j: number) => Buffer, n: number, chunks: ChunkTable, sqlIds: string[]): { recipe: VectorRecipe; words: string[] } {
  const recipes = new VectorRecipes(chunks);
  const words = new Set<string>();
  const starts = new Int32Array(LAST_TEXT_FIELD + 1);
  const ends = new Int32Array(LAST_TEXT_FIELD + 1);
  for (let j = 0; j < n; j++) {
    const r = row(j);
    for (let f = 0, at = 0; f <= LAST_TEXT_FIELD; f++) {
      starts[f] = at + 4;
      at = fieldEnd(r, at);
      ends[f] = at;
    }
    const text = (f: number, max = Infinity) => r.toString('utf8', starts[f], Math.min(ends[f] as number, (starts[f] as number) + max));
    const description = text(FIELD_AT.description, DESCRIPTION_BYTES);
    const title = text(FIELD_AT.title);
    const brand = text(FIELD_AT.brand);
    addSearchWords(title, words);
    addSearchWords(brand, words);
    // addRow reads the description's first 600 characters itself, as it does for the worker's rows.
    const ok = recipes.addRow(title, brand, text(FIELD_AT.category_label), text(FIELD_AT.category), description);
    if (!ok) sqlIds.push(text(FIELD_AT.id));
  }
  return { recipe: recipes.take(), words: [...words].sort() };
}

const NAMES = COLUMNS.map((c) => c.name);
/** The columns of a load's binary COPY: the product's, its figures, then its search vector. */
const PRODUCT_COPY_NAMES = [...NAMES, ...TRUST_NAMES, 'search_vector'];
/** A staged row's images as the list they are stored as. */
const STAGED_IMAGES = `string_to_array(s.images, E'\\x1f')`;
const SELECT = NAMES.map((c) => (c === 'images' ? `${STAGED_IMAGES} AS images` : `s.${c}`)).join(', ');
const UPDATES = NAMES.filter((c) => c !== 'id')
  .map((c) => `${c} = EXCLUDED.${c}`)
  .join(', ');
/** Columns compared first: what a daily feed changes most, and cheapest to compare. */
const COMPARED_FIRST = ['price', 'rrp_price', 'in_stock', 'store_price', 'delivery_cost', 'rating'];
/** Compared last: the costliest to compare (a list, a long text). */
const COMPARED_LAST = ['description', 'images'];
/** The columns a feed line gives a product (all but its id and its line's hash), in the order they are compared. */
const CONTENT = [
  ...COMPARED_FIRST,
  ...NAMES.filter((c) => c !== 'id' && c !== 'raw_hash' && !COMPARED_FIRST.includes(c) && !COMPARED_LAST.includes(c)),
  ...COMPARED_LAST,
];
if (new Set(CONTENT).size !== NAMES.length - 2 || !CONTENT.every((c) => NAMES.includes(c))) throw new Error('CONTENT must name each content column once');

/**
 * Whether the stored row `p` differs from the new values `n` in any column a feed line gives (`images`: the
 * new list as text[]). Compared column by column, as the server stores them (the staging tables have the
 * product's column types, so a value is rounded as it will be stored), and only for the rows a refresh
 * writes, and a changed price ends the comparison at its first column; no hash of the values is made for
 * every row parsed, most of them in loads that compare nothing (docs/decisions/import-product-writer.md).
 */
const contentChanged = (n: string, images = `${n}.images`) =>
  `(${CONTENT.map((c) => `p.${c}`).join(', ')}) IS DISTINCT FROM (${CONTENT.map((c) => (c === 'images' ? images : `${n}.${c}`)).join(', ')})`;

/**
 * Staging tables live per session and empty themselves at every commit, so a batch sees only its own rows
 * and a killed import leaves nothing behind.
 */
const STAGE_DDL = {
  // A refresh's rows as COPY text, in product's own column types (so numerics are rounded as they will be
  // stored, and compare as stored: contentChanged) but for the images, one text of the list.
  import_stage: `CREATE TEMP TABLE IF NOT EXISTS import_stage ON COMMIT DELETE ROWS AS SELECT ${NAMES.map((c) => (c === 'images' ? `''::text AS images` : c)).join(', ')} FROM product WITH NO DATA`,
  // A load's rows as its binary COPY has them (product's own column types), for a batch that must upsert.
  import_load: `CREATE TEMP TABLE IF NOT EXISTS import_load ON COMMIT DELETE ROWS AS SELECT ${PRODUCT_COPY_NAMES.join(', ')} FROM product WITH NO DATA`,
  // The products a refresh retires (retireGone).
  import_gone: `CREATE TEMP TABLE IF NOT EXISTS import_gone (id text, raw_hash text) ON COMMIT DELETE ROWS`,
} as const;

export type StagingTable = keyof typeof STAGE_DDL;

/** The staging table a batch of a mode is written through (a `fresh` batch is copied into product itself). */
export function stagingFor(mode: WriteMode): StagingTable[] {
  if (mode === 'refresh') return ['import_stage'];
  return mode === 'load' ? ['import_load'] : [];
}

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
 * its row, in the same transaction, so search never sees a product without it: on a load it is the one the
 * importer built (search-vector-parts.ts), or for a row it left to SQL computed in the batch's transaction;
 * an update recomputes it only when a column it is made of changed.
 *
 * A load into an empty catalogue (every row new) is a binary COPY straight into `product` (writeRows). A
 * load batch that must upsert instead (a feed repeating an id of an earlier batch) is copied into
 * `import_load` and inserted from there with ON CONFLICT (`load`).
 *
 * A refresh (most written rows exist) updates the existing rows with UPDATE … FROM and inserts only the new
 * ones: INSERT … ON CONFLICT DO UPDATE computes the new row's values twice per updated row — once for the
 * insert it attempts, once for the update. `old` locks the existing rows in id order, so two concurrent batches cannot
 * deadlock; a product another batch inserted meanwhile (a feed repeating a new id) falls to ON CONFLICT.
 * The UPDATE reads its rows from `old`, so each row is locked there before it is updated (a row this very
 * statement had already updated would not be lockable, and would then look new to the INSERT).
 */
function loadSql(): string {
  return `
WITH old AS MATERIALIZED (
  SELECT s.id, o.price, o.changed, o.active FROM import_load s JOIN LATERAL (${probe(`p.price, ${contentChanged('s')} AS changed, p.active`, 's.id')}) o ON true
), up AS (
  INSERT INTO product AS p (${PRODUCT_COPY_NAMES.join(', ')})
  SELECT ${[...NAMES, ...TRUST_NAMES].map((c) => `s.${c}`).join(', ')}, coalesce(s.search_vector, ${searchVectorSql('s')})
  FROM import_load s ORDER BY s.category, s.brand, s.id
  ${ON_CONFLICT_UPDATE}
), hist AS (${priceHistory('import_load')})
${counts()}`;
}

/**
 * updated_at moves when the content changed (`changed`: an SQL boolean, contentChanged's or the one `old`
 * found before the write) or the product comes back.
 */
const touched = (changed: string) => `updated_at = CASE WHEN ${changed} OR NOT p.active THEN now() ELSE p.updated_at END`;
/** Whether `p` needs writing at all: content changed, came back, or only its raw line changed (hash refreshed). */
const needsWrite = (changed: string, n: string) => `${changed} OR NOT p.active OR p.raw_hash IS DISTINCT FROM ${n}.raw_hash`;

/** The tail of the INSERT that writes new rows: an id that exists already is updated as a refresh would. */
const ON_CONFLICT_UPDATE = `ON CONFLICT (id) DO UPDATE SET ${UPDATES}, search_vector = EXCLUDED.search_vector, active = true,
    ${trustOnWrite('EXCLUDED')}, ${touched(contentChanged('EXCLUDED'))}
  WHERE ${needsWrite(contentChanged('EXCLUDED'), 'EXCLUDED')}
  RETURNING p.id, (xmax = 0) AS inserted`;

/** A new product's first price, or a changed price, in price_history (`old`: the rows before the write). */
const priceHistory = (stage: string) => `
  INSERT INTO price_history (product_id, price, rrp_price)
  SELECT s.id, s.price, s.rrp_price FROM ${stage} s LEFT JOIN old o ON o.id = s.id
  WHERE o.id IS NULL OR o.price <> s.price
  ON CONFLICT DO NOTHING
`;

/** Counts of a batch's write: products inserted, and products whose content changed (or came back); `also`: more columns. */
const counts = (also = '') => `SELECT count(*) FILTER (WHERE u.inserted)::int AS inserted,
  count(*) FILTER (WHERE NOT u.inserted AND (o.id IS NULL OR o.changed OR NOT o.active))::int AS updated${also}
FROM up u LEFT JOIN old o ON o.id = u.id`;

const SET_FROM_STAGE = NAMES.filter((c) => c !== 'id')
  .map((c) => (c === 'images' ? `images = ${STAGED_IMAGES}` : `${c} = s.${c}`))
  .join(', ');

/** Whether an update changes a column the search vector is made of (most refresh updates change a price only). */
const TEXT_CHANGED = `(${SEARCH_VECTOR_SOURCES.map((c) => `p.${c}`).join(', ')}) IS DISTINCT FROM (${SEARCH_VECTOR_SOURCES.map((c) => `s.${c}`).join(', ')})`;

function refreshSql(): string {
  return `
WITH old AS MATERIALIZED (
  SELECT s.id, o.price, o.changed, o.active, o.renamed FROM (SELECT * FROM import_stage ORDER BY id) s
  JOIN LATERAL (${probe(`p.price, ${contentChanged('s', STAGED_IMAGES)} AS changed, p.active, (p.title, p.brand) IS DISTINCT FROM (s.title, s.brand) AS renamed`, 's.id', 'FOR NO KEY UPDATE')}) o ON true
), upd AS (
  UPDATE product p SET ${SET_FROM_STAGE}, active = true,
    search_vector = CASE WHEN ${TEXT_CHANGED} THEN ${searchVectorSql('s')} ELSE p.search_vector END,
    ${trustOnWrite('s')}, ${touched('o.changed')}
  FROM old o JOIN import_stage s ON s.id = o.id
  WHERE p.id = o.id AND (${needsWrite('o.changed', 's')})
  RETURNING p.id, false AS inserted
), ins AS (
  INSERT INTO product AS p (${NAMES.join(', ')}, ${TRUST_NAMES.join(', ')}, search_vector)
  SELECT ${SELECT}, ${firstTrust('s').join(', ')}, ${searchVectorSql('s')} FROM import_stage s WHERE NOT EXISTS (SELECT 1 FROM old o WHERE o.id = s.id) ORDER BY s.id
  ${ON_CONFLICT_UPDATE}
), up AS (SELECT * FROM upd UNION ALL SELECT * FROM ins), hist AS (${priceHistory('import_stage')})
${counts(`,\n  ${WORDED}`)}`;
}

/**
 * The written products whose vocabulary words a refresh sends (`worded`): the new ones, and those whose title
 * or brand changed. The words of any other stay in `search_word` from when it was written before (nothing
 * removes a word), so a daily refresh, mostly prices, no longer makes and sends every written row's words.
 */
const WORDED = `coalesce(array_agg(u.id) FILTER (WHERE u.inserted OR o.id IS NULL OR o.renamed), '{}') AS worded`;

const UPSERT = {
  refresh: refreshSql(),
  load: loadSql(),
};

/**
 * How a batch is written: `fresh` (all rows new, into an empty catalogue: COPY into `product`), `load` (a
 * load batch that must upsert), `refresh` (the new and changed lines of a feed over existing rows).
 */
export type WriteMode = keyof typeof UPSERT | 'fresh';

/** A refresh batch as a writer takes it (the refresh benchmark stages its own rows). */
export type RefreshRows = Pick<StagedBatch, 'size' | 'stage' | 'wordsOf'>;

export interface BatchResult {
  inserted: number;
  updated: number;
}

/** A written batch's counts and the vocabulary words it added (for CommittedWords, once it commits). */
export interface WrittenBatch extends BatchResult {
  words: string[];
}

/** The staging tables each session has (they live as long as the session: pooled connections keep them). */
const staged = new WeakMap<object, Set<StagingTable>>();

/**
 * Creates the session's staging tables among `tables` that it lacks, each once per session: even as a no-op
 * (IF NOT EXISTS) a statement costs a batch a round trip and catalogue lookups, and a refresh's writer needs
 * only import_stage (docs/decisions/import-product-writer.md). Outside a transaction: a rollback would undo
 * a creation recorded here.
 */
export async function prepareStaging(
  conn: Pick<ImportConnection, 'query'> & { readonly session?: object | null },
  tables: ReadonlyArray<StagingTable> = Object.keys(STAGE_DDL) as StagingTable[],
): Promise<void> {
  const session = conn.session ?? null;
  const has = (session === null ? undefined : staged.get(session)) ?? new Set<StagingTable>();
  for (const table of tables) {
    if (has.has(table)) continue;
    await conn.query(STAGE_DDL[table]);
    has.add(table);
  }
  if (session !== null) staged.set(session, has);
}

/**
 * Whether a refresh's batches may leave the foreign-key checks of their price history rows out
 * (`session_replication_role = replica` for the batch's transaction), which takes a superuser or, from
 * PostgreSQL 15, a role granted SET on that parameter. The refresh statement writes a history row only for a
 * product of `old`, locked by the statement, or one its `ins` inserted or updated: every product_id it
 * writes exists when the statement ends, which is when the key would be checked, so the check can only pass.
 * Checked row by row each is a lookup and a share lock on the product row (docs/decisions/import-bulk-indexes.md).
 * The role also stops ordinary triggers and rules: the batch's tables have none but the foreign keys' own (a
 * test checks it). Elsewhere (an ordinary role) the keys are checked.
 */
export async function refreshMayTrustKeys(db: Pick<DataSource, 'query'>): Promise<boolean> {
  const [role] = (await db.query(
    `SELECT rolsuper AS superuser, current_setting('server_version_num')::int AS version FROM pg_roles WHERE rolname = current_user`,
  )) as Array<{ superuser: boolean; version: number }>;
  if (role === undefined) return false;
  if (role.superuser) return true;
  if (role.version < 150000) return false;
  const [granted] = (await db.query(`SELECT has_parameter_privilege('session_replication_role', 'SET') AS ok`)) as Array<{ ok: boolean }>;
  return granted?.ok === true;
}

/**
 * The settings of a batch's transaction (SET LOCAL: they end with it), for its mode; `trustKeys`,
 * refreshMayTrustKeys's answer. Exported for the benchmarks that write a refresh batch their own way.
 */
export async function applyBatchSettings(conn: Pick<ImportConnection, 'query'>, mode: WriteMode, trustKeys: boolean): Promise<void> {
  await conn.query(batchSettingsSql(mode, trustKeys));
}

/**
 * One statement setting them all (set_config(…, true) is SET LOCAL): a statement per setting would cost a
 * batch up to five more round trips.
 */
function batchSettingsSql(mode: WriteMode, trustKeys: boolean): string {
  const settings: Array<[string, string]> = [
    // A commit need not wait for its WAL flush: a server crash can lose only the last batches of a run, which
    // then ends 'interrupted' and is re-run; each batch stays atomic either way.
    ['synchronous_commit', 'off'],
    // The batch's sorts (by id, of rows with two dozen columns) stay in memory: at 4 MB they spilled to disk.
    ['work_mem', '64MB'],
    // The planner's estimates for the staging table (never analysed) put a batch over jit_above_cost; the
    // statement runs once, so the compiled code never pays back its compiling (docs/decisions/import-product-writer.md).
    ['jit', 'off'],
  ];
  // Bigger GIN pending lists merge new search entries in fewer, larger steps during bulk writes. Not in a
  // refresh: there the merge would fall to the first statement after the batches — the retirement, which
  // runs alone once the feed was read — whereas at the default limit the
  // writers merge as they go, beside the parser, for the same CPU in all, and searches during the import scan
  // a pending list of at most that limit.
  if (mode !== 'refresh') settings.push(['gin_pending_list_limit', '32MB']);
  else {
    // The UPDATE's join must probe the primary key once per batch row: with the default page cost the
    // planner read the whole key in order instead (a merge join), a third of a 5,000-row batch's time at
    // 100,000 products (at 1,000,000 the refresh cost the same either way). A refresh's product pages are
    // cached: its snapshot has just read every one of them.
    settings.push(['random_page_cost', '1.1']);
    if (trustKeys) settings.push(['session_replication_role', 'replica']);
  }
  return `SELECT ${settings.map(([name, value]) => `set_config('${name}', '${value}', true)`).join(', ')}`;
}

/** How a batch is written beyond its mode: `known`, words committed before (the batch need not add them again); `trustKeys`, refreshMayTrustKeys's answer (a refresh only). */
export interface WriteOptions {
  known?: CommittedWords;
  trustKeys?: boolean;
}

/** Writes validated rows inside the connection's current transaction (WriteMode). */
export async function writeRows(conn: ImportConnection, batch: RefreshRows, mode: 'refresh', options?: WriteOptions): Promise<WrittenBatch>;
export async function writeRows(conn: ImportConnection, batch: LoadRows, mode: 'fresh' | 'load', options?: WriteOptions): Promise<WrittenBatch>;
export async function writeRows(conn: ImportConnection, batch: RefreshRows | LoadRows, mode: WriteMode, options: WriteOptions = {}): Promise<WrittenBatch> {
  const { known, trustKeys = false } = options;
  if (batch.size === 0) return { inserted: 0, updated: 0, words: [] };
  if (mode === 'refresh') await (batch as RefreshRows).stage(conn);
  await applyBatchSettings(conn, mode, trustKeys);
  const result: WriteResult = mode === 'refresh' ? await upsert(conn, mode) : await load(conn, batch as LoadRows, mode);
  // In the batch's transaction: a word is searchable by typo exactly when a product with it was written.
  const all = mode === 'refresh' ? (batch as RefreshRows).wordsOf(new Set(result.worded ?? [])) : (batch as LoadRows).words();
  const words = known === undefined ? all : known.unsent(all);
  if (words.length > 0) await conn.query(INSERT_SEARCH_WORDS, [words]);
  return { inserted: result.inserted, updated: result.updated, words };
}

/** A write statement's answer: its counts and, a refresh's, the products whose words it sends (WORDED). */
type WriteResult = BatchResult & { worded?: string[] };

async function upsert(conn: ImportConnection, mode: keyof typeof UPSERT): Promise<WriteResult> {
  const [result] = await conn.query<WriteResult>(UPSERT[mode]);
  return result ?? { inserted: 0, updated: 0 };
}

/**
 * A load batch. First tried as a binary COPY into `product`: every row must be new, and one that is not — a
 * feed repeating an id of an earlier batch — fails the COPY with a unique violation, and the batch runs
 * again as `load` (write-batches.ts), from `import_load`. COPY inserts rows many to a page and WAL record
 * (docs/decisions/import-binary-copy.md). The rows whose vectors the importer left to SQL get them in the same
 * transaction.
 */
async function load(conn: ImportConnection, batch: LoadRows, mode: 'fresh' | 'load'): Promise<BatchResult> {
  if (mode === 'load') {
    await batch.copyRows(conn, 'import_load');
    return upsert(conn, 'load');
  }
  await batch.copyRows(conn, 'product');
  // Its price history needs no conflict check: the batch's ids are unique and new.
  await batch.copyHistory(conn);
  const sqlIds = batch.sqlVectorIds();
  if (sqlIds.length > 0) await conn.query(`UPDATE product p SET search_vector = ${searchVectorSql('p')} WHERE p.id = ANY($1::text[])`, [sqlIds]);
  return { inserted: batch.rowsWritten(), updated: 0 };
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
  await prepareStaging(conn, ['import_gone']);
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
