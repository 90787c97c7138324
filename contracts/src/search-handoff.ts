/**
 * What the header search (shell) and the offers lists (mfe-offers) tell each other without importing each
 * other (SPEC §5 and §4). Pure data and tiny browser helpers: safe in every bundle.
 *
 * - Products shown: SPEC §5 keeps 'Ingrese un texto valido' for an empty box "while there are no products".
 *   The shell holds no product list, so the offers lists announce how many products they show (0 when they
 *   leave the page) with a window event; the search form listens.
 * - Words as typed: the URL slug of a search has lost accents and punctuation ('portatil-gaming-senor'). The
 *   search form passes the typed text in the navigation's history state; a list whose slug matches it shows
 *   those words in its heading. After a reload or on a shared link the history state may be gone: the last
 *   search remembered locally is used when its slug matches, otherwise the slug's words.
 */
import { searchToSlug, slugToSearchText } from './rules/slug';

export const PRODUCTS_SHOWN_EVENT = 'ofertas:products-shown';

export interface ProductsShownDetail {
  count: number;
}

/** Offers lists: announce how many products are on screen (0 when the list goes away). */
export function announceProductsShown(count: number): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ProductsShownDetail>(PRODUCTS_SHOWN_EVENT, { detail: { count } }));
}

/** Shell: follow the announcements; returns the unsubscribe function. */
export function onProductsShown(listener: (count: number) => void): () => void {
  const handler = (e: Event) => {
    const count = (e as CustomEvent<Partial<ProductsShownDetail>>).detail?.count;
    listener(typeof count === 'number' && Number.isFinite(count) ? count : 0);
  };
  window.addEventListener(PRODUCTS_SHOWN_EVENT, handler);
  return () => window.removeEventListener(PRODUCTS_SHOWN_EVENT, handler);
}

/** localStorage key of the last search text (SPEC §9: "one for the last search text"). */
export const LAST_SEARCH_STORAGE_KEY = 'ofertas.lastSearch';

/** The history state a search navigation carries. */
export interface SearchNavState {
  searchText: string;
}

export function searchNavState(text: string): SearchNavState {
  return { searchText: text };
}

/** The text of a history state when it is a search's and its slug is `slug`; null otherwise. */
function textFor(candidate: unknown, slug: string): string | null {
  if (typeof candidate !== 'string') return null;
  const text = candidate.trim().replace(/\s+/g, ' ');
  return text !== '' && searchToSlug(text) === slug ? text : null;
}

/**
 * The words a list heading shows for the search slug `slug`: as typed (history state, else the remembered
 * last search) when they produce this slug, otherwise the slug's own words.
 */
export function typedSearchText(slug: string, historyState: unknown, lastSearch: string | null): string {
  const normal = searchToSlug(slugToSearchText(slug));
  const fromState =
    typeof historyState === 'object' && historyState !== null ? textFor((historyState as Partial<SearchNavState>).searchText, normal) : null;
  return fromState ?? textFor(lastSearch, normal) ?? slugToSearchText(slug);
}
