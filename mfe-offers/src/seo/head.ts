import { applyHead as applyPageHead, type HeadTags } from '@ofertas/web-kit';

export { absoluteUrl } from '@ofertas/web-kit';

/** The offers pages' head tags (web-kit's applyHead), marked as this remote's. */
export function applyHead(tags: HeadTags): () => void {
  return applyPageHead(tags, { mark: 'data-offers-head', fallbackSuffix: ' | Ofertas Flash' });
}
