import type { CouponType } from '@ofertas/contracts/vouchers';

export { findStore, storeLabel } from '@ofertas/contracts/rules/stores';

/** Coupon type values (SPEC §4) and their labels; 'true' means exclusive. */
export const TYPE_OPTIONS: ReadonlyArray<{ value: CouponType; label: string }> = [
  { value: 'all', label: 'Todos' },
  { value: 'voucher', label: 'Códigos descuento' },
  { value: 'promotion', label: 'Promociones' },
  { value: 'true', label: 'Exclusivos' },
];

/** What the URL says: /cupones/{tienda}?type=… ('all' = no store / no type filter). */
export interface CouponFilters {
  store: string;
  type: CouponType;
}

export const DEFAULT_FILTERS: CouponFilters = { store: 'all', type: 'all' };

export function parseType(value: string | null | undefined): CouponType {
  return TYPE_OPTIONS.some((o) => o.value === value) ? (value as CouponType) : 'all';
}

export function filtersFromUrl(tienda: string | undefined, search: URLSearchParams): CouponFilters {
  const store = (tienda ?? '').trim();
  return { store: store === '' ? 'all' : store, type: parseType(search.get('type')) };
}

/** The URL of a filter state: the store in the path, the type as a query parameter unless 'all'. */
export function filtersToUrl(f: CouponFilters): string {
  const path = f.store === 'all' ? '/cupones' : `/cupones/${encodeURIComponent(f.store)}`;
  return f.type === 'all' ? path : `${path}?type=${encodeURIComponent(f.type)}`;
}

export function activeFilterCount(f: CouponFilters): number {
  return (f.store !== 'all' ? 1 : 0) + (f.type !== 'all' ? 1 : 0);
}

/** Coupons per page of a list: the API call still asks for 200 (SPEC §9); the page shows 24 at a time. */
export const COUPONS_PER_PAGE = 24;

/** `?page=N` of the URL: a whole number ≥ 1, anything else is page 1. */
export function pageFromUrl(search: URLSearchParams): number {
  const n = Number(search.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The URL of one page of a filter state (page 1 has no parameter). */
export function pageUrl(f: CouponFilters, page: number): string {
  const base = filtersToUrl(f);
  return page <= 1 ? base : `${base}${base.includes('?') ? '&' : '?'}page=${page}`;
}

/** The coupons of `page` (clamped to the last page) and the page count. */
export function pageOf<T>(items: readonly T[], page: number, perPage = COUPONS_PER_PAGE): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages };
}
