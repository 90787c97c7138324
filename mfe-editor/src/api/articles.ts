/**
 * Blog reads and writes of the editor (SPEC §7; contracts/src/blog.ts). Answers are checked with the contracts'
 * zod schemas: the editor is an author's page, never a shopper's first load, so zod may be in its bundle.
 */
import {
  BlogArticleSchema,
  BlogArticleSourceSchema,
  BlogListAnswerSchema,
  type BlogArticle,
  type BlogArticleSource,
  type BlogCreateRequestInput,
  type BlogUpdateRequestInput,
} from '@ofertas/contracts/blog';
import { apiJson } from './http';

/**
 * Slugs of the existing articles, for the picker (newest first, as the list comes). The list has summaries only:
 * choosing one loads the whole article's source (`loadSource`), which fills every field.
 */
export async function loadSlugs(): Promise<string[]> {
  const list = BlogListAnswerSchema.parse(await apiJson('GET', '/api/blog'));
  return list.map((a) => a.slug);
}

/** The article as the author wrote it (Markdown), with the `version` an update must name. */
export async function loadSource(slug: string): Promise<BlogArticleSource> {
  return BlogArticleSourceSchema.parse(await apiJson('GET', `/api/blog/${encodeURIComponent(slug)}/source`));
}

export async function createArticle(body: BlogCreateRequestInput): Promise<BlogArticle> {
  return BlogArticleSchema.parse(await apiJson('POST', '/api/blog/new', body));
}

export async function updateArticle(body: BlogUpdateRequestInput): Promise<BlogArticle> {
  return BlogArticleSchema.parse(await apiJson('PUT', '/api/blog/', body));
}

export async function deleteArticle(id: string, version: number): Promise<BlogArticle> {
  return BlogArticleSchema.parse(await apiJson('DELETE', `/api/blog/${encodeURIComponent(id)}?version=${version}`));
}
