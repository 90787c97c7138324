/**
 * Blog reads (SPEC §7): GET /api/blog and GET /api/blog/{slug}. Answers are checked (./article-shape) so a
 * broken answer is an error state, never a half-drawn article. Web-kit's client (ky, shared with the shell): no
 * schema library in the blog's first load.
 */
import type { BlogArticle, BlogArticleSummary } from '@ofertas/contracts/blog';
import { getJson } from '@ofertas/web-kit';
import { isBlogArticle, isBlogArticleSummary } from './article-shape';

export class BlogAnswerError extends Error {
  constructor(what: string) {
    super(`respuesta inesperada (${what})`);
    this.name = 'BlogAnswerError';
  }
}

/** Summaries (no sections), newest first (date, then creation time), as the server sorts them. */
export async function loadArticles(): Promise<BlogArticleSummary[]> {
  const raw = await getJson('/api/blog');
  if (!Array.isArray(raw) || !raw.every(isBlogArticleSummary)) throw new BlogAnswerError('lista de artículos');
  return raw;
}

export async function loadArticle(slug: string): Promise<BlogArticle> {
  const raw = await getJson(`/api/blog/${encodeURIComponent(slug)}`);
  if (!isBlogArticle(raw)) throw new BlogAnswerError('artículo');
  return raw;
}
