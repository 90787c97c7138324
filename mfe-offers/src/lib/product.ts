import type { Product } from '@ofertas/contracts/rules';

export { productImages, productPath, productPriceDisplay, productPrices } from '@ofertas/contracts/rules/product-page';
export { fallbackToPlaceholder, PLACEHOLDER_IMAGE } from './images';

/** Click-out: every merchant link goes through the counting redirect. */
export function goHref(p: Pick<Product, 'id'>): string {
  return `/go/${encodeURIComponent(p.id)}`;
}

/** Store name as shoppers read it: feeds append ' ES' to merchants (SPEC §3: removed on the product call). */
export function storeName(merchant: string | null | undefined): string {
  return (merchant ?? '').replace(/\s+ES$/, '').trim();
}
