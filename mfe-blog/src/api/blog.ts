/**
 * Blog reads (SPEC §7): GET /api/blog and GET /api/blog/{slug}. Answers are checked with the contracts'
 * schemas, so a broken answer is an error state, never a half-drawn article.
 */
import ky from 'ky';
import { BlogArticleSchema, BlogListAnswerSchema, type BlogArticle } from '@ofertas/contracts/blog';

const http = ky.create({ timeout: 10_000, retry: { limit: 1, methods: ['get'] }, credentials: 'omit' });

/** Newest first (date, then creation time), as the server sorts them. */
export async function loadArticles(signal?: AbortSignal): Promise<BlogArticle[]> {
  return BlogListAnswerSchema.parse(await http.get('/api/blog', { signal }).json());
}

export async function loadArticle(slug: string, signal?: AbortSignal): Promise<BlogArticle> {
  return BlogArticleSchema.parse(await http.get(`/api/blog/${encodeURIComponent(slug)}`, { signal }).json());
}
