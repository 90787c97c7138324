/** The placeholder the backend serves for missing images (SPEC §8 "Broken product image"). */
export const PLACEHOLDER_IMAGE = '/api/images/placeholder.svg';

/** <img onError>: swap to the placeholder once. */
export function fallbackToPlaceholder(e: { currentTarget: HTMLImageElement }): void {
  const img = e.currentTarget;
  if (img.dataset.fallback) return;
  img.dataset.fallback = '1';
  img.src = PLACEHOLDER_IMAGE;
}
