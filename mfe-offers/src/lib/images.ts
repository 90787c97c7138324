import { PLACEHOLDER_IMAGE } from '@ofertas/contracts/rules/product-page';

export { PLACEHOLDER_IMAGE };

/** <img onError>: swap to the placeholder once. */
export function fallbackToPlaceholder(e: { currentTarget: HTMLImageElement }): void {
  const img = e.currentTarget;
  if (img.dataset.fallback) return;
  img.dataset.fallback = '1';
  img.src = PLACEHOLDER_IMAGE;
}
