import { PRODUCT_COLUMNS } from './product-row';

/** The filters every listing, count and facet shares ('all' and 0 mean "no filter"). */
export interface ListingFilters {
  search: string | null;
  category: string;
  brand: string;
  price: number;
}

/**
 * How the search text matches: 'fts' is Spanish full text (stemmed, accent-insensitive, ranked); 'fuzzy' is
 * the typo-tolerant trigram fallback used only when full text finds nothing.
 */
export type MatchMode = 'fts' | 'fuzzy';

export interface Sql {
  text: string;
  values: Array<string | number>;
}

const TSQUERY = (n: number) => `websearch_to_tsquery('spanish', f_unaccent($${n}))`;
const NORMALISED = (n: number) => `lower(f_unaccent($${n}))`;

function where(f: ListingFilters, mode: MatchMode, skip: 'category' | 'brand' | null, values: Array<string | number>): string {
  const parts = ['p.active'];
  if (f.search !== null) {
    values.push(f.search);
    parts.push(mode === 'fts' ? `p.search_vector @@ ${TSQUERY(values.length)}` : `${NORMALISED(values.length)} <% p.title_norm`);
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
  return parts.join(' AND ');
}

/**
 * One page of products: by relevance when searching (ts_rank: title and brand weigh most; it costs ~15 % less
 * than ts_rank_cd on broad searches, where every match is ranked), otherwise biggest discount first.
 */
export function pageSql(f: ListingFilters, mode: MatchMode, limit: number, offset: number): Sql {
  const values: Array<string | number> = [];
  const cond = where(f, mode, null, values);
  let order = 'p.discount DESC, p.id';
  if (f.search !== null) {
    // $1 is the search text: where() always pushes it first.
    order =
      mode === 'fts'
        ? `ts_rank(p.search_vector, ${TSQUERY(1)}) DESC, p.discount DESC, p.id`
        : `word_similarity(${NORMALISED(1)}, p.title_norm) DESC, p.id`;
  }
  values.push(limit, offset);
  return {
    text: `SELECT ${PRODUCT_COLUMNS} FROM product p WHERE ${cond} ORDER BY ${order} LIMIT $${values.length - 1} OFFSET $${values.length}`,
    values,
  };
}

export function countSql(f: ListingFilters, mode: MatchMode): Sql {
  const values: Array<string | number> = [];
  return { text: `SELECT count(*)::int AS n FROM product p WHERE ${where(f, mode, null, values)}`, values };
}

/** Whether the search text matches any active product by full text (decides the match mode; see migration 0030). */
export function anyMatchSql(search: string): Sql {
  return { text: `SELECT catalog_has_match($1) AS found`, values: [search] };
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
