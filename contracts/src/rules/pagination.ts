/** Paging and filter-count rules (SPEC §3 Pagination, §4, §9). */

export const MIN_PAGE = 1;
/** Highest page the API pages into; beyond it OFFSET scans cost more than any shopper needs. */
export const MAX_PAGE = 10_000;
export const DEFAULT_OFFERS_PAGE_SIZE = 25;
export const DEFAULT_BLACK_FRIDAY_PAGE_SIZE = 10;

/**
 * Pages arrive from URLs and inputs: anything below 1 or not a number resets to 1; fractions are floored; a
 * page past MAX_PAGE is MAX_PAGE (the API refuses it with a 400, which the list showed as an error; as the
 * last page it is then replaced by the list's real last page).
 */
export function clampPage(n: unknown): number {
  const v = typeof n === 'string' && n.trim() !== '' ? Number(n) : n;
  if (typeof v !== 'number' || !Number.isFinite(v)) return MIN_PAGE;
  const page = Math.floor(v);
  return page < MIN_PAGE ? MIN_PAGE : Math.min(page, MAX_PAGE);
}

/** 0 when there is nothing to page (or the page size is unusable). */
export function totalPages(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * SPEC §9: 20 at 1130–1280 px and 881–1024 px, 15 at 604–880 px, 10 below 604 px, else 25 (so the
 * 1025–1129 px gap and wide screens get 25). Widest first is not needed: bands are disjoint, in order.
 * `maxWidth` is inclusive; the last band has none.
 */
export const OFFERS_PAGE_SIZE_BANDS: ReadonlyArray<{ maxWidth: number | null; size: number }> = [
  { maxWidth: 603, size: 10 },
  { maxWidth: 880, size: 15 },
  { maxWidth: 1024, size: 20 },
  { maxWidth: 1129, size: DEFAULT_OFFERS_PAGE_SIZE },
  { maxWidth: 1280, size: 20 },
  { maxWidth: null, size: DEFAULT_OFFERS_PAGE_SIZE },
];

/** The page size of a window width (SPEC §9 bands). An unknown width (server rendering) gets the default. */
export function offersPageSize(width: number): number {
  if (!Number.isFinite(width)) return DEFAULT_OFFERS_PAGE_SIZE;
  // Window widths are whole pixels; a fraction (zoom) counts as the pixel it starts in.
  const w = Math.floor(width);
  return OFFERS_PAGE_SIZE_BANDS.find((b) => b.maxWidth === null || w <= b.maxWidth)?.size ?? DEFAULT_OFFERS_PAGE_SIZE;
}

/**
 * Each page size with the CSS media query of the window widths that get it (bands of one size joined):
 * the server hints a list's first request per size, and the browser fetches only the one that matches.
 */
export function offersPageSizeMedia(): Array<{ size: number; media: string }> {
  const bySize = new Map<number, string[]>();
  let min = 0;
  for (const b of OFFERS_PAGE_SIZE_BANDS) {
    const parts = [min > 0 ? `(min-width: ${min}px)` : '', b.maxWidth === null ? '' : `(max-width: ${b.maxWidth}px)`].filter(Boolean);
    const query = parts.length > 0 ? parts.join(' and ') : 'all';
    bySize.set(b.size, [...(bySize.get(b.size) ?? []), query]);
    if (b.maxWidth !== null) min = b.maxWidth + 1;
  }
  return [...bySize].map(([size, queries]) => ({ size, media: queries.join(', ') }));
}

/**
 * The spec gives 10, 8 and 6 without breakpoints; we reuse the offers list's: 6 below 604 px (phones),
 * 8 up to 1024 px (tablets), 10 above.
 */
export function blackFridayPageSize(width: number): number {
  if (!Number.isFinite(width)) return DEFAULT_BLACK_FRIDAY_PAGE_SIZE;
  if (width < 604) return 6;
  if (width <= 1024) return 8;
  return DEFAULT_BLACK_FRIDAY_PAGE_SIZE;
}

export type ActiveFilterInput = {
  category?: string | null;
  brand?: string | null;
  /** The filter bar keeps '0' as a string for "no price". */
  price?: number | string | null;
};

function isSet(value: string | null | undefined): boolean {
  return value !== undefined && value !== null && value !== '' && value !== 'all';
}

function priceIsSet(price: number | string | null | undefined): boolean {
  if (price === undefined || price === null || price === '') return false;
  const n = Number(price);
  return Number.isFinite(n) && n !== 0;
}

/** SPEC §4: category ≠ all, brand ≠ all and price ≠ 0 each count one. */
export function countActiveFilters(filters: ActiveFilterInput): number {
  return [isSet(filters.category), isSet(filters.brand), priceIsSet(filters.price)].filter(Boolean).length;
}

export function activeFiltersLabel(n: number): string {
  return n === 1 ? `${n} Filtro activo` : `${n} Filtros activos`;
}
