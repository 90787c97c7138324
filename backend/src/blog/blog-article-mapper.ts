import type { BlogArticle, BlogArticleSource, BlogArticleSummary, BlogCreateRequest, ContentSection } from '@ofertas/contracts';
import { renderAuthorHtml } from './author-html';
import type { StoredSection } from './blog-article.entity';
import type { BlogArticleRow, BlogArticleValues, ListedColumns } from './blog-rows';

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

/** The fields an article and its list summary share, read the same way for both. */
export function listedFields(row: ListedColumns): Omit<BlogArticleSummary, 'description' | 'descriptionShortened'> {
  const fields: Omit<BlogArticleSummary, 'description' | 'descriptionShortened'> = {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    image: row.image,
    tags: row.tags,
    keySearch: row.key_search,
    date: row.date,
    updatedAt: row.updated_at,
  };
  if (row.author) fields.author = row.author;
  return fields;
}

function common(row: BlogArticleRow): Omit<BlogArticle, 'description' | 'content'> {
  return { ...listedFields(row), version: row.version, createdAt: row.created_at };
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
