// Why: A load's search vectors are built here from the database's lexemes per chunk: in SQL they were most of a load's cost.
// Decision: docs/decisions/import-search-vector-parts.md
import type { DataSource } from 'typeorm';
import { ByteWriter } from './copy-binary';

/**
 * The search vector of a product written by a load, built by the importer instead of the database. Computed
 * in SQL (to_tsvector of the unaccented title, category and description: database/search-vector.ts) it was
 * most of a load statement's cost, and on PGlite, where the database works in the importing thread, more
 * than half of the whole import.
 *
 * The database still decides every lexeme. Each text is cut at its ASCII spaces into chunks, and each
 * distinct chunk is sent once per import to the database, which answers what
 * `to_tsvector('spanish', unaccent(chunk))` holds (lexemes and their positions) and how many positions the
 * chunk takes (its tokens of a type the 'spanish' configuration indexes, stop words included). A part's
 * vector is its chunks' lexemes with each chunk's positions shifted by the positions of the chunks before
 * it: what to_tsvector of the whole text gives, because the default parser never makes a token across a
 * space but a tag (`<…>`), and unaccent() replaces characters one by one. The parts are then joined as
 * `||` joins them (the next part's positions shifted by the highest position so far) with their weights.
 * A row the importer cannot vouch for — a '<' or a UTF-16 surrogate in a part (the database counts
 * `left(description, 600)` in code points), a chunk longer than CHUNK_MAX, more than POSITIONS_MAX positions
 * (to_tsvector keeps at most 256 of one lexeme) — is written without a vector, which SQL then computes.
 * search-vector-parts.test.ts compares both on texts made to find where they could differ.
 */

/** Longer chunks (a URL, a run of characters without spaces) are left to SQL: the tables would keep them. */
const CHUNK_MAX = 64;
/** A row of more positions is left to SQL (to_tsvector keeps at most 256 positions of one lexeme). */
const POSITIONS_MAX = 255;
/** Characters of the description the vector reads (`left(description, 600)` in database/search-vector.ts). */
const DESCRIPTION_CHARS = 600;
/** Distinct chunks an import keeps; past it the tables start again, so memory stays bounded. */
const CHUNKS_MAX = 200_000;
/** In a recipe, a row that SQL computes. */
const IN_SQL = -1;

function grow(a: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(size);
  grown.set(a);
  return grown;
}

/** Whether `text` holds `known` at `start` (a loop: startsWith's call cost 50 ns, most of a lookup). */
function sameText(known: string, text: string, start: number): boolean {
  for (let i = 0; i < known.length; i++) if (known.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}

/**
 * A copy that does not keep the string it was sliced from alive (V8 keeps a slice of 13 characters or more as
 * a view of its parent, here a whole feed line): for what outlives its line, a table entry or a batch's text.
 */
export const ownCopy = (s: string): string => (s.length < 13 ? s : Buffer.from(s, 'utf8').toString('utf8'));

/**
 * The distinct chunks of one import, numbered in the order they were first met, where the feed is parsed.
 * Looked up without cutting the chunk out of its text (an open-addressing table of hashes, each match checked
 * character by character): a substring and a Map lookup per chunk cost more than the rest of the recipe.
 */
export class ChunkTable {
  /** Chunk number + 1 by hash, 0 for free; at most half full. */
  private slots = new Int32Array(4096);
  private hashes = new Int32Array(4096);
  private chunks: string[] = [];
  /** Chunks first met since the last batch took them (see takeNew). */
  private fresh: string[] = [];

  get size(): number {
    return this.chunks.length;
  }

  /** The chunk text[start, end)'s number (hash: its FNV-1a hash, as addPart computes it). */
  id(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let s = hash & mask; ; s = (s + 1) & mask) {
      const slot = this.slots[s] as number;
      if (slot === 0) return this.add(text.slice(start, end), hash, s);
      const id = slot - 1;
      if (this.hashes[id] === hash) {
        const known = this.chunks[id] as string;
        if (known.length === end - start && sameText(known, text, start)) return id;
      }
    }
  }

  private add(chunk: string, hash: number, slot: number): number {
    const id = this.chunks.length;
    const copy = ownCopy(chunk);
    this.chunks.push(copy);
    this.fresh.push(copy);
    if (id === this.hashes.length) this.hashes = grow(this.hashes, id * 2);
    this.hashes[id] = hash;
    this.slots[slot] = id + 1;
    if (this.chunks.length * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    return id;
  }

  private rehash(size: number): void {
    const slots = new Int32Array(size);
    const mask = size - 1;
    for (let id = 0; id < this.chunks.length; id++) {
      let s = (this.hashes[id] as number) & mask;
      while (slots[s] !== 0) s = (s + 1) & mask;
      slots[s] = id + 1;
    }
    this.slots = slots;
  }

  /** The chunks first met since the previous call, in number order. */
  takeNew(): string[] {
    const out = this.fresh;
    this.fresh = [];
    return out;
  }

  /** Starts again when full (the next batch then sends every chunk it uses as new). Answers whether it did. */
  resetIfFull(): boolean {
    if (this.chunks.length < CHUNKS_MAX) return false;
    this.slots = new Int32Array(4096);
    this.chunks = [];
    this.fresh = [];
    return true;
  }
}

/** The vector recipes of a batch's rows, as they cross to another thread (parse-worker.ts) and to the writer. */
export interface VectorRecipe {
  /** The chunk table started again before this batch: earlier numbers mean nothing from here on. */
  reset: boolean;
  /** The chunks this batch met first, numbered from `firstNew`. */
  newChunks: string[];
  firstNew: number;
  /** Per row, per part (addRow's order): the chunk count and the chunks' numbers; or IN_SQL for the row. */
  recipe: Int32Array<ArrayBuffer>;
}

/**
 * The recipes of one batch's vectors, row by row in the batch's order: per part, which chunks in which order.
 * Built where the feed is parsed (no database there).
 */
export class VectorRecipes {
  private recipe: Int32Array<ArrayBuffer> = new Int32Array(65536);
  private used = 0;
  /** Set at the first row: by then the batch before this one has taken its chunks (take). */
  private reset = false;
  private firstNew = -1;

  constructor(private readonly table: ChunkTable) {}

  /**
   * A row's three parts, in the vector's order: title and brand (A), category label and category (C), the
   * description's first DESCRIPTION_CHARS characters (D). Each pair is read as the SQL joins it, with a space
   * between: a chunk boundary, so the two texts are read one after the other. Answers false for a row whose
   * vector is left to SQL (IN_SQL).
   */
  addRow(title: string, brand: string, categoryLabel: string, category: string, description: string): boolean {
    if (this.firstNew < 0) {
      this.reset = this.table.resetIfFull();
      this.firstNew = this.table.size;
    }
    const at = this.used;
    const ok =
      this.addPart(title, brand) &&
      this.addPart(categoryLabel, category) &&
      this.addPart(description.length > DESCRIPTION_CHARS ? description.slice(0, DESCRIPTION_CHARS) : description, '');
    if (!ok) {
      this.used = at;
      this.push(IN_SQL);
    }
    return ok;
  }

  private push(v: number): void {
    if (this.used === this.recipe.length) this.recipe = grow(this.recipe, this.used * 2);
    this.recipe[this.used++] = v;
  }

  /** Adds a part's chunk count and chunks; false for a part the importer cannot vouch for (see the top). */
  private addPart(first: string, second: string): boolean {
    const at = this.used;
    this.push(0);
    const n = this.addChunks(first);
    if (n < 0) return false;
    const m = second === '' ? 0 : this.addChunks(second);
    if (m < 0) return false;
    this.recipe[at] = n + m;
    return true;
  }

  /** Adds the chunks of a text; answers how many, or -1 (a '<', a surrogate, a chunk longer than CHUNK_MAX). */
  private addChunks(text: string): number {
    let n = 0;
    for (let i = 0; i < text.length; ) {
      let c = text.charCodeAt(i);
      if (c === 32) {
        i++;
        continue;
      }
      let hash = 0x811c9dc5;
      let end = i;
      for (;;) {
        if (c === 60 || (c & 0xf800) === 0xd800) return -1;
        hash = Math.imul(hash ^ c, 0x01000193);
        if (++end === text.length) break;
        c = text.charCodeAt(end);
        if (c === 32) break;
      }
      if (end - i > CHUNK_MAX) return -1;
      this.push(this.table.id(text, i, end, hash));
      n++;
      i = end;
    }
    return n;
  }

  /**
   * The batch's recipes, and the chunks it met first (taken from the table): call once, when the batch is
   * full and before the next batch's first row.
   */
  take(): VectorRecipe {
    return { reset: this.reset, firstNew: Math.max(this.firstNew, 0), newChunks: this.table.takeNew(), recipe: this.recipe.slice(0, this.used) };
  }
}

/** Lexemes and positions of each chunk, as the import's vector SQL would compute them inside a text. */
const RESOLVE = `
WITH mapped AS (SELECT array_agg(maptokentype) AS types FROM pg_ts_config_map WHERE mapcfg = 'spanish'::regconfig),
c AS (SELECT x.n, public.unaccent('public.unaccent'::regdictionary, x.chunk) AS t FROM unnest($1::text[]) WITH ORDINALITY AS x(chunk, n))
SELECT c.n::int AS n,
  (SELECT count(*) FROM ts_parse('default', c.t) p, mapped m WHERE p.tokid = ANY (m.types))::int AS advance,
  (SELECT coalesce(json_agg(json_build_array(e.lexeme, e.positions)), '[]'::json) FROM unnest(to_tsvector('spanish', c.t)) e)::text AS lexemes
FROM c`;

/** A batch's vectors as binary COPY fields back to back: row i's field ends at `ends[i]` (and starts where row i - 1's ends). */
export interface RenderedVectors {
  data: Buffer;
  ends: Int32Array;
}

/** tsvector weights as its binary form stores them (bits 14–15 of a position): A and C (D is 0). */
const WEIGHT_A = 3 << 14;
const WEIGHT_C = 1 << 14;
/** Rendered buffers kept for reuse: as many as batches can be alive at once, and some. */
const FREE_MAX = 8;

/**
 * The chunks' lexemes for one import, and the rendering of a batch's vectors as binary COPY fields, written
 * with their rows into `product` (the binary input costs the server next to nothing, the text input does:
 * docs/decisions/import-search-vector-parts.md). Batches must come in the order their recipes were made (the chunk numbers they share).
 */
export class SearchVectors {
  /**
   * What the database answered for each chunk, by chunk number, in typed arrays (an object per chunk would
   * hold 200 bytes): where its (lexeme × 256 + position from 1) pairs start in `pool`, how many, and how
   * many positions the chunk takes (its tokens that the configuration indexes, stop words included).
   */
  private first: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private count: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private advance: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private pool: Int32Array<ArrayBuffer> = new Int32Array(1 << 16);
  private pooled = 0;
  private lexemeIds = new Map<string, number>();
  /** All lexemes' UTF-8 bytes, each followed by a NUL (the binary form's), and where each starts. */
  private readonly lexemeBytes = new ByteWriter(Buffer.allocUnsafe(1 << 16));
  private lexemeStart: number[] = [0];
  /**
   * The lexemes in the order a tsvector keeps them (their bytes compared as memcmp does, a prefix first), and
   * each lexeme's place in it: a vector is rendered in that order, so the server's binary input need not sort
   * it (tsvectorrecv sorts a vector whose lexemes come out of order).
   */
  private sorted = new Int32Array(0);
  private rank = new Int32Array(0);
  /** A row's (lexeme, position) pairs as the lexeme's place in tsvector order × 256 + position (≤ POSITIONS_MAX), sorted to group them. */
  private readonly pairs = new Int32Array(POSITIONS_MAX + 1);
  /** The batch's vectors being rendered, into a buffer of `free` or a new one. */
  private readonly w = new ByteWriter(Buffer.alloc(0));
  /**
   * Buffers of written batches, to render the next ones into: a new one per batch lingered as external
   * memory until the collector ran (docs/decisions/import-importer-memory.md).
   */
  private readonly free: Buffer[] = [];

  constructor(private readonly db: Pick<DataSource, 'query'>) {}

  /** A batch's vectors as binary COPY fields (row i of the batch as field i: NULL for a row left to SQL). */
  async render(r: VectorRecipe): Promise<RenderedVectors> {
    if (r.reset) {
      this.pooled = 0;
      this.lexemeIds = new Map();
      this.lexemeStart = [0];
      this.lexemeBytes.at = 0;
      this.sorted = new Int32Array(0);
    }
    if (r.newChunks.length > 0) await this.resolve(r.newChunks, r.firstNew);
    const w = this.w;
    w.buf = this.free.pop() ?? Buffer.allocUnsafe(1 << 20);
    w.at = 0;
    const { recipe } = r;
    const { first, count: counts, advance, pool, rank } = this;
    const ends: number[] = [];
    for (let k = 0; k < recipe.length; ends.push(w.at)) {
      w.room(4);
      if (recipe[k] === IN_SQL) {
        k++;
        w.int32(-1);
        continue;
      }
      let n = 0;
      /** The vector's highest position so far: what `||` shifts the next part's positions by. */
      let shift = 0;
      let endA = 0;
      let endC = 0;
      let taken = 0;
      for (let part = 0; part < 3; part++) {
        const count = recipe[k++] as number;
        let offset = shift;
        for (let c = 0; c < count; c++) {
          const chunk = recipe[k++] as number;
          taken += advance[chunk] as number;
          // (Also guards `pairs`: the 'spanish' configuration gives one lexeme per position.)
          if (taken > POSITIONS_MAX || n + (counts[chunk] as number) > this.pairs.length) {
            taken = POSITIONS_MAX + 1;
            continue;
          }
          for (let l = first[chunk] as number, end = l + (counts[chunk] as number); l < end; l++) {
            const pair = pool[l] as number;
            const position = offset + (pair & 255);
            // Keyed by the lexeme's place in tsvector order, so sorting the pairs sorts the lexemes too.
            this.pairs[n++] = (rank[pair >> 8] as number) * 256 + position;
            if (position > shift) shift = position;
          }
          offset += advance[chunk] as number;
        }
        if (part === 0) endA = shift;
        else if (part === 1) endC = shift;
      }
      if (taken > POSITIONS_MAX) w.int32(-1);
      else this.vector(this.pairs.subarray(0, n).sort(), endA, endC);
    }
    return { data: w.buf.subarray(0, w.at), ends: Int32Array.from(ends) };
  }

  /** Takes back the buffer of a batch's vectors once they were copied out (or abandoned). */
  recycle(rendered: RenderedVectors): void {
    // The whole buffer the vectors were rendered into (its own ArrayBuffer: 1 MB or more, never Node's pool).
    if (this.free.length < FREE_MAX) this.free.push(Buffer.from(rendered.data.buffer));
  }

  /**
   * One tsvector in binary form from its sorted pairs (the lexeme's place in tsvector order × 256 + position):
   * its length, then per lexeme its bytes, position count and positions.
   */
  private vector(pairs: Int32Array, endA: number, endC: number): void {
    const w = this.w;
    const lengthAt = w.at;
    w.room(8);
    w.at += 8;
    let entries = 0;
    const bytes = this.lexemeBytes.buf;
    for (let i = 0; i < pairs.length; entries++) {
      const place = (pairs[i] as number) >> 8;
      const lexeme = this.sorted[place] as number;
      let j = i + 1;
      while (j < pairs.length && (pairs[j] as number) >> 8 === place) j++;
      const from = this.lexemeStart[lexeme] as number;
      const to = this.lexemeStart[lexeme + 1] as number;
      w.room(to - from + 2 + 2 * (j - i));
      const out = w.buf;
      let at = w.at;
      for (let b = from; b < to; b++) out[at++] = bytes[b] as number;
      out[at++] = (j - i) >> 8;
      out[at++] = (j - i) & 255;
      for (; i < j; i++) {
        const position = (pairs[i] as number) & 255;
        const wep = position | (position <= endA ? WEIGHT_A : position <= endC ? WEIGHT_C : 0);
        out[at++] = wep >> 8;
        out[at++] = wep & 255;
      }
      w.at = at;
    }
    const end = w.at;
    w.at = lengthAt;
    w.int32(end - lengthAt - 4);
    w.int32(entries);
    w.at = end;
  }

  /** Asks the database for the lexemes of chunks first, numbered from `first`. */
  private async resolve(chunks: string[], from: number): Promise<void> {
    const rows = (await this.db.query(RESOLVE, [chunks])) as Array<{ n: number; advance: number; lexemes: string }>;
    const known = this.lexemeStart.length - 1;
    const last = from + chunks.length;
    if (last > this.first.length) {
      const size = Math.max(this.first.length * 2, last);
      this.first = grow(this.first, size);
      this.count = grow(this.count, size);
      this.advance = grow(this.advance, size);
    }
    for (const row of rows) {
      const chunk = from + row.n - 1;
      this.first[chunk] = this.pooled;
      this.advance[chunk] = row.advance;
      for (const [lexeme, positions] of JSON.parse(row.lexemes) as Array<[string, number[]]>) {
        const id = this.lexemeId(lexeme);
        for (const p of positions) {
          if (this.pooled === this.pool.length) this.pool = grow(this.pool, this.pool.length * 2);
          this.pool[this.pooled++] = id * 256 + p;
        }
      }
      this.count[chunk] = this.pooled - (this.first[chunk] as number);
    }
    if (this.lexemeStart.length - 1 > known) this.placeNewLexemes(known);
  }

  /** Puts the lexemes numbered from `from` on (new) in their places in the tsvector order, and numbers every lexeme's place again. */
  private placeNewLexemes(from: number): void {
    const total = this.lexemeStart.length - 1;
    const fresh = Int32Array.from({ length: total - from }, (_, k) => from + k).sort((a, b) => this.compareLexemes(a, b));
    // Each new lexeme's place found by binary search (a merge would compare every known lexeme, per batch), and
    // the known ones copied in runs between them.
    const merged = new Int32Array(total);
    const old = this.sorted;
    let copied = 0;
    for (let j = 0; j < fresh.length; j++) {
      const id = fresh[j] as number;
      let lo = copied;
      let hi = old.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.compareLexemes(old[mid] as number, id) < 0) lo = mid + 1;
        else hi = mid;
      }
      merged.set(old.subarray(copied, lo), copied + j);
      merged[lo + j] = id;
      copied = lo;
    }
    merged.set(old.subarray(copied), copied + fresh.length);
    this.sorted = merged;
    if (this.rank.length < total) this.rank = new Int32Array(Math.max(total, this.rank.length * 2));
    for (let k = 0; k < total; k++) this.rank[merged[k] as number] = k;
  }

  /** The order of two lexemes in a tsvector: their bytes (without the NUL) as memcmp compares them, a prefix first. */
  private compareLexemes(a: number, b: number): number {
    const start = this.lexemeStart;
    const bytes = this.lexemeBytes.buf;
    return bytes.compare(bytes, start[b] as number, (start[b + 1] as number) - 1, start[a] as number, (start[a + 1] as number) - 1);
  }

  private lexemeId(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id !== undefined) return id;
    const b = this.lexemeBytes;
    // A UTF-16 unit never takes more than 3 UTF-8 bytes.
    b.room(lexeme.length * 3 + 1);
    b.at += b.buf.write(lexeme, b.at);
    b.buf[b.at++] = 0;
    id = this.lexemeStart.length - 1;
    this.lexemeStart.push(b.at);
    this.lexemeIds.set(lexeme, id);
    return id;
  }
}
