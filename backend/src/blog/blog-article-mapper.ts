import type { BlogArticle, BlogArticleSource, BlogCreateRequest, ContentSection } from '@ofertas/contracts';
import { renderAuthorHtml } from './author-html';
import type { StoredSection } from './blog-article.entity';
import type { BlogArticleRow, BlogArticleValues } from './blog.repository';

function sectionFields(s: StoredSection): Omit<ContentSection, 'text'> {
  return {
    section: s.section,
    showProduct: s.showProduct,
    showProductUrl: s.showProductUrl,
    showProductCard: s.showProductCard,
    productUrl: s.productUrl,
    urlImage: s.urlImage,
    productCard: s.productCard,
  };
}

function common(row: BlogArticleRow): Omit<BlogArticle, 'description' | 'content'> {
  const article: Omit<BlogArticle, 'description' | 'content'> = {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    image: row.image,
    tags: row.tags,
    keySearch: row.key_search,
    date: row.date,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (row.author) article.author = row.author;
  return article;
}

/** What readers get: the stored, already sanitised HTML. */
export function toArticle(row: BlogArticleRow): BlogArticle {
  return {
    ...common(row),
    description: row.description_html,
    content: row.content.map((s) => ({ ...sectionFields(s), text: s.html })),
  };
}

/** What the editor loads back: the author's Markdown as stored. */
export function toSource(row: BlogArticleRow): BlogArticleSource {
  return {
    ...common(row),
    description: row.description_source,
    content: row.content.map((s) => ({ ...sectionFields(s), text: s.text })),
  };
}

/** Renders the Markdown of a write once; the description never holds a video player, sections may. */
export function toStoredValues(input: BlogCreateRequest, author: string | null = null): BlogArticleValues {
  return {
    slug: input.slug,
    title: input.title,
    category: input.category,
    image: input.image,
    descriptionSource: input.description,
    descriptionHtml: renderAuthorHtml(input.description, { allowVideo: false }),
    content: input.content.map((s) => ({ ...s, html: renderAuthorHtml(s.text, { allowVideo: true }) })),
    tags: input.tags,
    keySearch: input.keySearch,
    author,
  };
}
