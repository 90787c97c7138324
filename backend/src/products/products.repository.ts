import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PriceReference, Product } from '@ofertas/contracts';
import { DataSource } from 'typeorm';
import { databaseErrorCode } from '../common/database-errors';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { searchWords } from '../database/search-words';

/** A timestamptz as ISO 8601 text in UTC with milliseconds, as Date#toISOString writes it. */
const ISO_UTC = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/*
 * The products feature owns the product table: every read of it goes through ProductsRepository (the catalogue
 * import, in its own feature, is the writer). Other features ask ProductsService.
 */
/** The columns every product read selects; prices leave PostgreSQL as float8 so they arrive as numbers. */
export const PRODUCT_COLUMNS = `
  p.id, p.title, p.merchant, p.merchant_id, p.price::float8 AS price, p.rrp_price::float8 AS rrp_price,
  p.store_price::float8 AS store_price, p.deep_link, p.image_url, p.images, p.description, p.category,
  p.category_id, p.brand, p.brand_id, p.rating::float8 AS rating, p.delivery_cost::float8 AS delivery_cost,
  p.delivery_time, p.low_30d::float8 AS low_30d, p.reference_kind, p.verified_discount::float8 AS verified_discount`;

export interface ProductRow {
  id: string;
  title: string;
  merchant: string;
  merchant_id: string;
  price: number;
  rrp_price: number | null;
  store_price: number | null;
  deep_link: string;
  image_url: string;
  images: string[];
  description: string;
  category: string;
  category_id: string | null;
  brand: string;
  brand_id: string | null;
  rating: number | null;
  delivery_cost: number | null;
  delivery_time: string | null;
  low_30d: number | null;
  reference_kind: PriceReference | null;
  verified_discount: number;
}

function deliveryText(row: ProductRow): string | null {
  if (row.delivery_time && row.delivery_cost !== null) {
    return row.delivery_cost === 0 ? `${row.delivery_time} · Envío gratis` : `${row.delivery_time} · Envío ${row.delivery_cost.toFixed(2).replace('.', ',')} €`;
  }
  if (row.delivery_cost !== null) return row.delivery_cost === 0 ? 'Envío gratis' : `Envío ${row.delivery_cost.toFixed(2).replace('.', ',')} €`;
  return row.delivery_time;
}

/** Maps a database row to the API's Product (SPEC §3), including the list-only image fields. */
export function toProduct(row: ProductRow, blogSearch: string | null): Product {
  const rrp = row.rrp_price;
  const images = row.images.length > 0 ? row.images.slice(0, 6) : row.image_url ? [row.image_url] : [];
  return {
    id: row.id,
    linkToProduct: row.deep_link,
    title: row.title,
    merchant: row.merchant,
    merchantId: row.merchant_id,
    price: row.price,
    priceNow: row.price,
    priceSearch: row.price,
    priceSaving: rrp !== null && rrp > row.price ? Math.round((rrp - row.price) * 100) / 100 : null,
    priceBase: row.store_price,
    priceRrp: rrp,
    priceOld: rrp,
    idBrand: row.brand_id,
    imageUrl: row.image_url || images[0] || '',
    images,
    imageUrls: images,
    imageUrl1: images[1] ?? null,
    imageUrl2: images[2] ?? null,
    description: row.description,
    category: row.category,
    categoryId: row.category_id,
    brand: row.brand,
    rating: row.rating,
    delivery: deliveryText(row),
    blogSearch,
    priceLow30: row.low_30d,
    priceReference: row.reference_kind,
    discountVerified: row.verified_discount,
  };
}

/** The filters every listing, count and facet shares ('all' and 0 mean "no filter"). */
export interface ListingFilters {
  search: string | null;
  category: string;
  brand: string;
  price: number;
  /** Minimum verified discount in percent (0 or absent = none): the Black Friday list; an unverified one counts as none. */
  minDiscount?: number;
}

/**
 * How a search matches: 'fts' is Spanish full text of what was typed (stemmed, accent-insensitive, ranked);
 * `{ typo }` is full text of the corrected words (a tsquery, see typoQuerySql) when what was typed matches
 * nothing; `{ partial }` is full text of the best part of what was typed when neither the words nor their
 * corrections all match (SPEC §5: a search never ends at zero while some of its words match); 'none' when not
 * even one word matches (the list is empty without asking the database).
 */
export type MatchMode = 'fts' | 'none' | { typo: string } | { partial: string };

export interface Sql {
  text: string;
  values: Array<string | number>;
}

/** A statement and its parameters, as the database client takes them. */
type Query = { text: string; values: unknown[] };

const TSQUERY = (n: number) => `websearch_to_tsquery('spanish', f_unaccent($${n}))`;

const isTypo = (mode: MatchMode): mode is { typo: string } => typeof mode === 'object' && 'typo' in mode;

/** The tsquery a search matches with: $n holds the search text (or its matching part), or the typo query's text. */
const matchQuery = (mode: MatchMode, n: number) => (isTypo(mode) ? `$${n}::tsquery` : TSQUERY(n));

/** What $n of matchQuery holds for a search. */
const matchValue = (mode: MatchMode, search: string) => (isTypo(mode) ? mode.typo : typeof mode === 'object' ? mode.partial : search);

function where(f: ListingFilters, mode: MatchMode, skip: 'category' | 'brand' | null, values: Array<string | number>): string {
  const parts = ['p.active'];
  if (f.search !== null) {
    values.push(matchValue(mode, f.search));
    parts.push(`p.search_vector @@ ${matchQuery(mode, values.length)}`);
  }
  if (skip !== 'category' && f.category !== 'all') {
    values.push(f.category);
    parts.push(`p.category = $${values.length}`);
  }
  if (skip !== 'brand' && f.brand !== 'all') {
    values.push(f.brand);
    parts.push(`p.brand = $${values.length}`);
  }
  if (f.price > 0) {
    values.push(f.price);
    parts.push(`p.price <= $${values.length}`);
  }
  if (f.minDiscount && f.minDiscount > 0) {
    values.push(f.minDiscount);
    parts.push(`p.verified_discount >= $${values.length}`);
  }
  return parts.join(' AND ');
}

/**
 * One page of products: by relevance when searching (ts_rank: title and brand weigh most; it costs ~15 % less
 * than ts_rank_cd on broad searches, where every match is ranked), otherwise biggest verified discount first
 * (database/price-trust.ts: an inflated struck price is not verified, and ranks as no discount).
 */
export function pageSql(f: ListingFilters, mode: MatchMode, limit: number, offset: number): Sql {
  const values: Array<string | number> = [];
  const cond = where(f, mode, null, values);
  // $1 is the search's query: where() always pushes it first.
  const order = f.search !== null ? `ts_rank(p.search_vector, ${matchQuery(mode, 1)}) DESC, p.verified_discount DESC, p.id` : 'p.verified_discount DESC, p.id';
  values.push(limit, offset);
  return {
    text: `SELECT ${PRODUCT_COLUMNS} FROM product p WHERE ${cond} ORDER BY ${order} LIMIT $${values.length - 1} OFFSET $${values.length}`,
    values,
  };
}

export function countSql(f: ListingFilters, mode: MatchMode): Sql {
  const values: Array<string | number> = [];
  const cond = where(f, mode, null, values);
  return { text: `SELECT count(*)::int AS n FROM product p WHERE ${cond}`, values };
}

/** Whether the search text matches any active product by full text (decides the match mode; see migration 0030). */
export function anyMatchSql(search: string): Sql {
  return { text: `SELECT catalog_has_match($1) AS found`, values: [search] };
}

/**
 * A correction must share this much of its trigrams with the typed word (pg_trgm's similarity, 0–1): two
 * swapped letters in an eight-letter word ('protatil') leave 0.38 with the right one, unrelated words that
 * share a prefix ('protect') about 0.3.
 */
export const TYPO_MIN_SIMILARITY = 0.35;
/** Corrections kept per word: the nearest, and those nearly as near (within this much of its similarity). */
export const TYPO_MAX_FIXES = 3;
export const TYPO_SIMILARITY_SPREAD = 0.15;

/**
 * Per searched word ($1, folded as the vocabulary is: database/search-words.ts): the word itself when the
 * vocabulary has it, otherwise its nearest vocabulary words (trigram index of search_word), as the tsquery
 * that matches any of them — `null` when nothing is near enough. `%` finds candidates at pg_trgm's default
 * threshold (0.3); the minimum and the spread are applied to the best three.
 */
export function typoQuerySql(words: readonly string[]): Query {
  return {
    text: `
SELECT websearch_to_tsquery('spanish', array_to_string(fx.fixes, ' or '))::text AS query
FROM unnest($1::text[]) WITH ORDINALITY AS q(w, n)
CROSS JOIN LATERAL (
  SELECT CASE WHEN EXISTS (SELECT 1 FROM search_word s WHERE s.word = q.w) THEN ARRAY[q.w] ELSE (
    SELECT array_agg(c.word ORDER BY c.sim DESC, c.word) FROM (
      SELECT t.word, t.sim, max(t.sim) OVER () AS best FROM (
        SELECT s.word, similarity(s.word, q.w) AS sim FROM search_word s WHERE s.word % q.w ORDER BY 2 DESC, 1 LIMIT ${TYPO_MAX_FIXES}
      ) t
    ) c
    WHERE c.sim >= ${TYPO_MIN_SIMILARITY} AND c.sim >= c.best - ${TYPO_SIMILARITY_SPREAD}
  ) END AS fixes
) fx
ORDER BY q.n`,
    values: [[...words]],
  };
}

/**
 * The typo query of a search from its words' corrections: every word must be matched by one of its own
 * (all words, as full text requires); a word whose corrections are all stop words drops out. Null when a
 * word has no correction, or nothing is left to match.
 */
export function typoQuery(perWord: ReadonlyArray<string | null>): string | null {
  if (perWord.length === 0 || perWord.some((q) => q === null)) return null;
  const parts = (perWord as string[]).filter((q) => q !== '').map((q) => `(${q})`);
  return parts.length === 0 ? null : parts.join(' & ');
}

/** Category or brand names present under the other filters, most frequent first. */
export function facetSql(f: ListingFilters, mode: MatchMode, facet: 'category' | 'brand'): Sql {
  const values: Array<string | number> = [];
  const cond = where(f, mode, facet, values);
  return {
    text: `SELECT p.${facet} AS name, count(*)::int AS n FROM product p WHERE ${cond} AND p.${facet} <> '' GROUP BY p.${facet} ORDER BY n DESC, name LIMIT 200`,
    values,
  };
}

/**
 * The price events of a list's live products, newest first: each product's first recorded price (it entered
 * the catalogue) and every lower price that followed a higher one (a drop), from price_history. Searches
 * match by full text alone (the feeds of a list: no typo fallback).
 */
export function priceEventsSql(f: ListingFilters, limit: number): Sql {
  const values: Array<string | number> = [];
  const cond = where(f, 'fts', null, values);
  values.push(limit);
  return {
    text: `SELECT ${PRODUCT_COLUMNS}, e.recorded_at, e.price::float8 AS event_price, (e.previous IS NOT NULL) AS drop FROM (
      SELECT h.product_id, h.recorded_at, h.price, lag(h.price) OVER (PARTITION BY h.product_id ORDER BY h.recorded_at) AS previous
      FROM price_history h WHERE h.product_id IN (SELECT p.id FROM product p WHERE ${cond})
    ) e JOIN product p ON p.id = e.product_id
    WHERE e.previous IS NULL OR e.price < e.previous
    ORDER BY e.recorded_at DESC, e.product_id LIMIT $${values.length}`,
    values,
  };
}

/** Words of a search the partial fallback tries (one indexed look-up each). */
export const PARTIAL_MAX_WORDS = 8;

/** Reads of the product table. */
@Injectable()
export class ProductsRepository {
  private readonly logger = new Logger('Products');

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async rows<T>(sql: Query): Promise<T[]> {
    return (await this.db.query(sql.text, sql.values)) as T[];
  }

  /**
   * The corrections with a time budget: past FUZZY_SEARCH_TIMEOUT_MS PostgreSQL cancels the query and the
   * search simply has no typo results, instead of holding a connection while others wait.
   */
  private async boundedRows<T>(sql: Query): Promise<T[] | null> {
    if (this.config.databaseKind !== 'postgres') return this.rows<T>(sql);
    try {
      return await this.db.transaction(async (m) => {
        await m.query(`SET LOCAL statement_timeout = ${Math.round(this.config.FUZZY_SEARCH_TIMEOUT_MS)}`);
        return (await m.query(sql.text, sql.values)) as T[];
      });
    } catch (e) {
      if (databaseErrorCode(e) !== '57014') throw e;
      this.logger.warn(`typo correction over its ${this.config.FUZZY_SEARCH_TIMEOUT_MS} ms budget: answered without typo results`);
      return null;
    }
  }

  async page(f: ListingFilters, mode: MatchMode, limit: number, offset: number): Promise<ProductRow[]> {
    if (mode === 'none') return [];
    return this.rows<ProductRow>(pageSql(f, mode, limit, offset));
  }

  async priceEvents(f: ListingFilters, limit: number): Promise<Array<ProductRow & { recorded_at: Date; event_price: number; drop: boolean }>> {
    return this.rows(priceEventsSql(f, limit));
  }

  async count(f: ListingFilters, mode: MatchMode): Promise<number> {
    if (mode === 'none') return 0;
    const [row] = await this.rows<{ n: number }>(countSql(f, mode));
    return row?.n ?? 0;
  }

  async hasFullTextMatch(search: string): Promise<boolean> {
    const [row] = await this.rows<{ found: boolean }>(anyMatchSql(search));
    return row?.found ?? false;
  }

  /** Whether a typo query (a tsquery's text) matches any active product. */
  async typoQueryMatches(query: string): Promise<boolean> {
    const [row] = await this.rows<{ found: boolean }>({ text: `SELECT EXISTS (SELECT 1 FROM product p WHERE p.active AND p.search_vector @@ $1::tsquery) AS found`, values: [query] });
    return row?.found ?? false;
  }

  /**
   * The best part of a search that matches: its words in order, each kept when the words kept so far and it
   * still match some product (the first words of a heading are its key words). Null when no word matches.
   */
  async partialSearch(search: string): Promise<string | null> {
    const kept: string[] = [];
    for (const word of searchWords(search).slice(0, PARTIAL_MAX_WORDS)) {
      if (await this.hasFullTextMatch([...kept, word].join(' '))) kept.push(word);
    }
    return kept.length === 0 ? null : kept.join(' ');
  }

  /** The full-text query of the search's words corrected against the catalogue's vocabulary; null when none is near. */
  async typoQuery(search: string): Promise<string | null> {
    const words = searchWords(search);
    if (words.length === 0) return null;
    const rows = await this.boundedRows<{ query: string | null }>(typoQuerySql(words));
    return rows === null ? null : typoQuery(rows.map((r) => r.query));
  }

  async facetNames(f: ListingFilters, mode: MatchMode, facet: 'category' | 'brand'): Promise<string[]> {
    if (mode === 'none') return [];
    return (await this.rows<{ name: string }>(facetSql(f, mode, facet))).map((r) => r.name);
  }

  async activeById(id: string): Promise<ProductRow | null> {
    const [row] = await this.rows<ProductRow>({ text: `SELECT ${PRODUCT_COLUMNS} FROM product p WHERE p.id = $1 AND p.active`, values: [id] });
    return row ?? null;
  }

  async activePrice(id: string): Promise<number | null> {
    const [row] = await this.rows<{ price: number }>({ text: `SELECT price::float8 AS price FROM product WHERE id = $1 AND active`, values: [id] });
    return row?.price ?? null;
  }

  async activeDeepLink(id: string): Promise<string | null> {
    const [row] = await this.rows<{ deep_link: string }>({ text: `SELECT deep_link FROM product WHERE id = $1 AND active`, values: [id] });
    return row?.deep_link ?? null;
  }

  /** Every stored product, active or retired (an empty table means a first start). */
  async storedCount(): Promise<number> {
    const [row] = await this.rows<{ n: number }>({ text: `SELECT count(*)::int AS n FROM product`, values: [] });
    return row?.n ?? 0;
  }

  /** A product live or retired (page heads tell 404 from 410). */
  async anyById(id: string): Promise<(ProductRow & { active: boolean; in_stock: boolean; updated_at: Date }) | null> {
    const [row] = (await this.db.query(`SELECT ${PRODUCT_COLUMNS}, p.active, p.in_stock, p.updated_at FROM product p WHERE p.id = $1`, [id])) as Array<
      ProductRow & { active: boolean; in_stock: boolean; updated_at: Date }
    >;
    return row ?? null;
  }

  /** Live products split into chunks of `size` in id order: first id and newest change of each (index-only scan). */
  async liveChunks(size: number): Promise<Array<{ first_id: string; updated_at: Date }>> {
    return (await this.db.query(
      `SELECT min(id) AS first_id, max(updated_at) AS updated_at FROM (
         SELECT id, updated_at, (row_number() OVER (ORDER BY id) - 1) / $1 AS chunk FROM product WHERE active
       ) c GROUP BY chunk ORDER BY chunk`,
      [size],
    )) as Array<{ first_id: string; updated_at: Date }>;
  }

  /** The id of the live product at `offset` in id order (null past the end). */
  async liveIdAt(offset: number): Promise<string | null> {
    const [row] = (await this.db.query(`SELECT id FROM product WHERE active ORDER BY id OFFSET $1 LIMIT 1`, [offset])) as Array<{ id: string }>;
    return row?.id ?? null;
  }

  /**
   * Up to `limit` live products from id `from` (inclusive) or after it (exclusive), in id order. The change
   * time comes as ISO text made by the database: the sitemap writes it as is (no Date per row).
   */
  async liveUrlRows(from: string, inclusive: boolean, limit: number): Promise<Array<{ id: string; title: string; updated_at: string }>> {
    return (await this.db.query(
      `SELECT id, title, ${ISO_UTC('updated_at')} AS updated_at FROM product WHERE active AND id ${inclusive ? '>=' : '>'} $1 ORDER BY id LIMIT $2`,
      [from, limit],
    )) as Array<{ id: string; title: string; updated_at: string }>;
  }

  /** Brand names of live products split into chunks of `size` names in name order: first name and newest change of each. */
  async liveBrandChunks(size: number): Promise<Array<{ first_name: string; updated_at: Date }>> {
    return (await this.db.query(
      `SELECT min(name) AS first_name, max(updated_at) AS updated_at FROM (
         SELECT brand AS name, max(updated_at) AS updated_at, (row_number() OVER (ORDER BY brand) - 1) / $1 AS chunk
           FROM product WHERE active AND btrim(brand) <> '' GROUP BY brand
       ) c GROUP BY chunk ORDER BY chunk`,
      [size],
    )) as Array<{ first_name: string; updated_at: Date }>;
  }

  /** Up to `limit` brand names of live products from `from` (inclusive) or after it, in name order, with their newest change (ISO text). */
  async liveBrandRows(from: string, inclusive: boolean, limit: number): Promise<Array<{ name: string; updated_at: string }>> {
    return (await this.db.query(
      `SELECT brand AS name, ${ISO_UTC('max(updated_at)')} AS updated_at FROM product
        WHERE active AND btrim(brand) <> '' AND brand ${inclusive ? '>=' : '>'} $1 GROUP BY brand ORDER BY brand LIMIT $2`,
      [from, limit],
    )) as Array<{ name: string; updated_at: string }>;
  }

  /** Every brand spelling of live products, sorted (the brand slug map; products/brand-names.service.ts). */
  async liveBrandNames(): Promise<string[]> {
    const rows = (await this.db.query(`SELECT DISTINCT brand FROM product WHERE active AND btrim(brand) <> '' ORDER BY brand`)) as Array<{ brand: string }>;
    return rows.map((r) => r.brand);
  }

  /** Categories or brands of live products with their newest change, by name. */
  async liveGroups(kind: 'category' | 'brand', limit: number): Promise<Array<{ name: string; updated_at: Date }>> {
    const column = kind === 'category' ? 'category' : 'brand';
    return (await this.db.query(
      `SELECT ${column} AS name, max(updated_at) AS updated_at FROM product
        WHERE active AND btrim(${column}) <> '' GROUP BY ${column} ORDER BY ${column} LIMIT $1`,
      [limit],
    )) as Array<{ name: string; updated_at: Date }>;
  }
}
