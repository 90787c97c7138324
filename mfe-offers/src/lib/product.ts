import { priceDisplay, titleToSlug, type PriceDisplay, type Product } from '@ofertas/contracts';
import { PLACEHOLDER_IMAGE } from './images';

export { fallbackToPlaceholder, PLACEHOLDER_IMAGE } from './images';

export function productPath(p: Pick<Product, 'id' | 'title'>): string {
  return `/ofertas/${titleToSlug(p.title) || 'oferta'}/${encodeURIComponent(p.id)}`;
}

/** Click-out: every merchant link goes through the counting redirect. */
export function goHref(p: Pick<Product, 'id'>): string {
  return `/go/${encodeURIComponent(p.id)}`;
}

/** Every price field a feed may fill (priceSaving is an amount saved, not a price). */
export function productPrices(p: Product): Array<number | null | undefined> {
  return [p.price, p.priceNow, p.priceSearch, p.priceRrp, p.priceOld, p.priceBase].map((n) => (n === 0 ? null : n));
}

export function productPriceDisplay(p: Product): PriceDisplay {
  return priceDisplay(productPrices(p));
}

/** Gallery images: the product's images, de-duplicated, else its main image, else the placeholder. */
export function productImages(p: Product): string[] {
  const list = [...p.images, p.imageUrl, ...(p.imageUrls ?? [])].filter((u): u is string => typeof u === 'string' && u.trim() !== '');
  const unique = [...new Set(list)].slice(0, 6);
  return unique.length > 0 ? unique : [PLACEHOLDER_IMAGE];
}

/** Store name as shoppers read it: feeds append ' ES' to merchants (SPEC §3: removed on the product call). */
export function storeName(merchant: string | null | undefined): string {
  return (merchant ?? '').replace(/\s+ES$/, '').trim();
}
