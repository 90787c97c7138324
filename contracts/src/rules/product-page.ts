/**
 * Product page rules shared by the offers remote and the server's page head: the page's URL, its
 * prices and its images are the same whoever renders them.
 */
import type { Product } from '../catalog';
import { priceDisplay, type PriceDisplay } from './prices';
import { titleToSlug } from './slug';

/** The placeholder the backend serves for missing images (SPEC §8 "Broken product image"). */
export const PLACEHOLDER_IMAGE = '/api/images/placeholder.svg';

/** /ofertas/{title slug}/{id}. */
export function productPath(p: Pick<Product, 'id' | 'title'>): string {
  return `/ofertas/${titleToSlug(p.title) || 'oferta'}/${encodeURIComponent(p.id)}`;
}

/** Every price field a feed may fill (priceSaving is an amount saved, not a price). */
export function productPrices(p: Product): Array<number | null | undefined> {
  return [p.price, p.priceNow, p.priceSearch, p.priceRrp, p.priceOld, p.priceBase].map((n) => (n === 0 ? null : n));
}

export function productPriceDisplay(p: Product): PriceDisplay {
  return priceDisplay(productPrices(p));
}

/** A card's image: the feed's main image, else its first image, else the placeholder. */
export function cardImage(p: Pick<Product, 'imageUrl' | 'images'>): string {
  return p.imageUrl || p.images[0] || PLACEHOLDER_IMAGE;
}

/** Gallery images: the product's images, de-duplicated, else its main image, else the placeholder. */
export function productImages(p: Product): string[] {
  const list = [...p.images, p.imageUrl, ...(p.imageUrls ?? [])].filter((u): u is string => typeof u === 'string' && u.trim() !== '');
  const unique = [...new Set(list)].slice(0, 6);
  return unique.length > 0 ? unique : [PLACEHOLDER_IMAGE];
}
