import { applyHead as applyPageHead, type HeadTags } from '@ofertas/web-kit';

export { absoluteUrl, type HeadTags } from '@ofertas/web-kit';

/** An article page's head tags (web-kit's applyHead), marked as this remote's. */
export function applyHead(tags: HeadTags): () => void {
  return applyPageHead(tags, { mark: 'data-blog-head' });
}
