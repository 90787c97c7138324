import { PLACEHOLDER_IMAGE } from '@ofertas/contracts/rules/product-page';

/** <img onError>: swap a broken image (product photo, article cover) to the site's placeholder, once. */
export function fallbackToPlaceholder(e: { currentTarget: HTMLImageElement }): void {
  const img = e.currentTarget;
  if (img.dataset.fallback) return;
  img.dataset.fallback = '1';
  img.src = PLACEHOLDER_IMAGE;
}
