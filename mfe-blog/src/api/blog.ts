/**
 * Blog reads (SPEC §7): GET /api/blog and GET /api/blog/{slug}. Answers are checked (./article-shape) so a
 * broken answer is an error state, never a half-drawn article. Plain fetch: no HTTP or schema library in the
 * blog's first load.
 */
import type { BlogArticle } from '@ofertas/contracts/blog';
import { getJson } from '@ofertas/web-kit';
import { isBlogArticle } from './article-shape';

export class BlogAnswerError extends Error {
  constructor(what: string) {
    super(`respuesta inesperada (${what})`);
    this.name = 'BlogAnswerError';
  }
}

/** Newest first (date, then creation time), as the server sorts them. */
export async function loadArticles(): Promise<BlogArticle[]> {
  const raw = await getJson('/api/blog');
  if (!Array.isArray(raw) || !raw.every(isBlogArticle)) throw new BlogAnswerError('lista de artículos');
  return raw;
}

export async function loadArticle(slug: string): Promise<BlogArticle> {
  const raw = await getJson(`/api/blog/${encodeURIComponent(slug)}`);
  if (!isBlogArticle(raw)) throw new BlogAnswerError('artículo');
  return raw;
}
