import { atom } from 'jotai';
import type { Product } from '@ofertas/contracts/rules';

/**
 * Products already shown by a list, by id: the product page takes its product from here when the shopper
 * comes from a list (SPEC §2 "taken from the already loaded list"), and fetches by id otherwise.
 */
export const loadedProductsAtom = atom<ReadonlyMap<string, Product>>(new Map());

/** Adds a page of products to the cache (keeps the latest 500). */
export const rememberProductsAtom = atom(null, (get, set, products: readonly Product[]) => {
  if (products.length === 0) return;
  const next = new Map(get(loadedProductsAtom));
  for (const p of products) {
    next.delete(p.id);
    next.set(p.id, p);
  }
  while (next.size > 500) next.delete(next.keys().next().value as string);
  set(loadedProductsAtom, next);
});
