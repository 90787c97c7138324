/**
 * What f_unaccent computes, without its call: f_unaccent is an IMMUTABLE wrapper of the STABLE unaccent(),
 * so the planner never inlines it, and each call went through the SQL-function executor (≈ 1 µs, two calls
 * per written row: 2 CPU s of a 1,000,000-row import).
 */
const unaccented = (text: string): string => `public.unaccent('public.unaccent'::regdictionary, ${text})`;

/**
 * The Spanish search vector of a product, as SQL over the columns of the row alias `a` (weights: title and
 * brand A, category C, the description's first 600 characters D). The feed import writes it with the row;
 * searches (`products.repository.ts`, `catalog_has_match`) parse queries with the same 'spanish' config and
 * f_unaccent. The three parts are concatenated in this order (positions of later parts follow earlier ones).
 */
export const titleWords = (a: string): string => `setweight(to_tsvector('spanish', ${unaccented(`${a}.title || ' ' || ${a}.brand`)}), 'A')`;
export const categoryWords = (a: string): string =>
  `setweight(to_tsvector('spanish', ${unaccented(`${a}.category_label || ' ' || ${a}.category`)}), 'C')`;
export const descriptionWords = (a: string): string => `setweight(to_tsvector('spanish', ${unaccented(`left(${a}.description, 600)`)}), 'D')`;

/** The whole vector of the row `a`. */
export const searchVectorSql = (a: string): string => `${titleWords(a)} || ${categoryWords(a)} || ${descriptionWords(a)}`;

/** Columns the vector is computed from: an update that changes none of them keeps the stored vector. */
export const SEARCH_VECTOR_SOURCES = ['title', 'brand', 'category_label', 'category', 'description'] as const;
