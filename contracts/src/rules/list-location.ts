/**
 * The offers-list state machine (SPEC §2 "Offers list", §4 filter rules). The URL is the state: the path
 * names the list (search keyword, category or brand) and the query carries `categorias`, `marca`, `precio`
 * and `page`. These pure functions read a location into a state, apply a transition and write the next URL,
 * and name the API calls a state makes. The offers remote draws the list; the server reads the same location
 * to hint the list's first calls in the served page, so both must read it one way: here.
 */
import { categoryNameFromSlug, categorySlugFromName } from './categories';
import { clampPage, countActiveFilters } from './pagination';
import { brandPath, brandToSlug, searchToSlug, slugToSearchText } from './slug';

export type ListKind = 'search' | 'category' | 'brand';

export interface ListState {
  kind: ListKind;
  /** Search text (kind 'search'); null = no search. */
  search: string | null;
  /** English category name or 'all'. */
  category: string;
  /** Brand as the URL gives it (slug such as 'royal-canin', or an old-style name) or 'all'. */
  brand: string;
  /** Maximum price in euros; 0 = none. */
  price: number;
  page: number;
}

export const PRICE_MAX = 1000;

/** Category in the URL: its Spanish slug when we know one, else the feed's own name (still filters). */
export function categoryToParam(name: string): string {
  if (!name || name === 'all') return 'todo';
  const slug = categorySlugFromName(name);
  return slug === 'Todo' ? name : slug;
}

/**
 * Category from the URL: a slug of the table, or a category name the site knows (table or the editorial
 * list `known`, case-insensitively). SPEC §3: anything else falls back to 'Todo' (every category), instead
 * of listing '0 Ofertas de no-such-cat'.
 */
export function categoryFromParam(param: string | null | undefined, known: readonly string[] = []): string {
  if (!param) return 'all';
  const name = categoryNameFromSlug(param);
  const slug = categorySlugFromName(name);
  // Through the slug again: 'laptops' or 'LAPTOPS' is the table's 'Laptops'.
  if (slug !== 'Todo') return categoryNameFromSlug(slug);
  const lower = name.toLowerCase();
  return known.find((k) => k.toLowerCase() === lower) ?? 'all';
}

/** The brand of the URL in its slug form (old-style names and slugs compare equal). */
export function brandParam(brand: string): string {
  return brandToSlug(brand) || brand;
}

export function parsePrice(raw: string | null | undefined): number {
  if (raw == null || raw.trim() === '') return 0;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(Math.round(n), PRICE_MAX);
}

function decodeSegment(s: string | undefined): string | null {
  if (!s) return null;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Reads a list location. `param` is the route's own parameter (keyword, category or brand); `knownCategories`
 * are the editorial category names (categories beyond the slug table that still have a page).
 */
export function parseListLocation(kind: ListKind, param: string | undefined, search: string, knownCategories: readonly string[] = []): ListState {
  const q = new URLSearchParams(search);
  const state: ListState = {
    kind,
    search: null,
    category: categoryFromParam(q.get('categorias'), knownCategories),
    brand: q.get('marca')?.trim() || 'all',
    price: parsePrice(q.get('precio')),
    page: clampPage(q.get('page') ?? 1),
  };
  const value = decodeSegment(param);
  if (kind === 'search') {
    const text = value ? slugToSearchText(value) : '';
    state.search = text === '' ? null : text;
  } else if (kind === 'category') {
    state.category = categoryFromParam(value, knownCategories);
  } else {
    state.brand = value?.trim() || 'all';
  }
  if (state.category.toLowerCase() === 'all') state.category = 'all';
  if (state.brand.toLowerCase() === 'all') state.brand = 'all';
  return state;
}

/** Writes a state as path + query. Page 1, price 0 and 'all' filters are left out of the query. */
export function listHref(state: ListState): string {
  const q = new URLSearchParams();
  let path: string;
  if (state.kind === 'search') {
    const slug = state.search ? searchToSlug(state.search) : '';
    path = slug ? `/ofertas/${slug}` : '/ofertas';
    if (state.category !== 'all') q.set('categorias', categoryToParam(state.category));
    if (state.brand !== 'all') q.set('marca', brandParam(state.brand));
  } else if (state.kind === 'category') {
    path = state.category === 'all' ? '/categorias/todo' : `/categorias/${encodeURIComponent(categoryToParam(state.category))}`;
    if (state.brand !== 'all') q.set('marca', brandParam(state.brand));
  } else {
    path = state.brand === 'all' ? '/marca' : brandPath(state.brand);
    if (state.category !== 'all') q.set('categorias', categoryToParam(state.category));
  }
  if (state.price > 0) q.set('precio', String(state.price));
  if (state.page > 1) q.set('page', String(state.page));
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * A list's canonical address: its own path (search text, category or brand) and page, without the filters a
 * shopper added in the query. The served head says the same (backend page-heads), so one list page is one URL
 * to a search engine, however it was filtered. The whole catalogue is one list under three addresses
 * (`/ofertas`, `/categorias/todo`, `/marca`): its canonical is `/categorias/todo`.
 */
export function listCanonicalHref(state: ListState): string {
  if ((state.kind === 'search' && !state.search) || (state.kind === 'brand' && state.brand === 'all')) {
    return listHref({ kind: 'category', search: null, category: 'all', brand: 'all', price: 0, page: state.page });
  }
  return listHref({
    ...state,
    category: state.kind === 'category' ? state.category : 'all',
    brand: state.kind === 'brand' ? state.brand : 'all',
    price: 0,
  });
}

/** SPEC §4: choosing a category resets brand and page. */
export function withCategory(s: ListState, category: string): ListState {
  return { ...s, category: category || 'all', brand: s.kind === 'brand' ? s.brand : 'all', page: 1 };
}

/** SPEC §4: the category shortcut also resets price and the search text. */
export function viaCategoryShortcut(s: ListState, category: string): ListState {
  return { kind: 'category', search: null, category: category || 'all', brand: 'all', price: 0, page: 1 };
}

/** SPEC §4: changing brand resets page. */
export function withBrand(s: ListState, brand: string): ListState {
  return { ...s, brand: brand || 'all', page: 1 };
}

/** SPEC §4: changing price resets page. */
export function withPrice(s: ListState, price: number): ListState {
  return { ...s, price: parsePrice(String(price)), page: 1 };
}

export function withPage(s: ListState, page: number, totalPages: number): ListState {
  const p = clampPage(page);
  return { ...s, page: totalPages > 0 ? Math.min(p, totalPages) : p };
}

/** SPEC §4: clearing sets category and brand to all, price to 0 and page to 1 (a category or brand page then lists everything). */
export function cleared(s: ListState): ListState {
  return { ...s, category: 'all', brand: 'all', price: 0, page: 1 };
}

/** SPEC §4 active filters (a category or brand page's own value counts too: clearing resets it to 'all'). */
export function activeCount(s: ListState): number {
  return countActiveFilters({ category: s.category, brand: s.brand, price: s.price });
}

/**
 * The keyword of '{n} Ofertas de {keyword}': the search words as typed (`names.search`), the
 * category's Spanish title, the brand as the catalogue spells it (`names.brand`).
 */
export function listKeyword(s: ListState, names: { category?: string; brand?: string; search?: string } = {}): string {
  if (s.kind === 'search') return s.search === null ? 'Todo' : (names.search ?? s.search);
  if (s.kind === 'category') return s.category === 'all' ? 'Todo' : (names.category ?? s.category);
  return s.brand === 'all' ? 'Todas las marcas' : (names.brand ?? s.brand);
}

/** A GET of the catalogue API: path and query, in the order the query string is written. */
export interface ApiRequest {
  path: string;
  query: Record<string, string | number>;
}

/**
 * The listing call of a state: search and brand lists → /api/products/get/ (search 'null' when there is none),
 * category lists → /api/products/categories/.
 */
export function listingRequest(s: ListState, limit: number): ApiRequest {
  const base = { category: s.category, brand: s.brand, price: s.price, page: s.page, limit };
  return s.kind === 'category'
    ? { path: '/api/products/categories/', query: base }
    : { path: '/api/products/get/', query: { search: s.search ?? 'null', ...base } };
}

/**
 * The category options of a list: every category its search has at its price. Whatever brand is chosen on a
 * search or category list (choosing a category resets the brand there); on a brand page, whose brand a
 * category keeps (withCategory), only that brand's categories: the others listed nothing.
 */
export function categoryFacetsRequest(s: Pick<ListState, 'kind' | 'search' | 'brand' | 'price'>): ApiRequest {
  return { path: '/api/categories/get/', query: { search: s.search ?? 'null', brand: s.kind === 'brand' ? s.brand : 'all', price: s.price } };
}

/** The brand options of a list: brands of its search in its category at its price. */
export function brandFacetsRequest(s: Pick<ListState, 'search' | 'category' | 'price'>): ApiRequest {
  return { path: '/api/brand/get/', query: { search: s.search ?? 'null', category: s.category, price: s.price } };
}

/** The URL of a request, written as the browser's client writes it (web-kit fetchJson), byte for byte. */
export function apiRequestUrl(r: ApiRequest): string {
  const qs = new URLSearchParams(Object.entries(r.query).map(([k, v]) => [k, String(v)])).toString();
  return qs ? `${r.path}${r.path.includes('?') ? '&' : '?'}${qs}` : r.path;
}
