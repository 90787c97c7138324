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
