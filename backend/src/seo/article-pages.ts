/**
 * What page heads and the articles sitemap need of the blog. The blog feature owns its table; the
 * seo module reads it only through this interface, provided by the blog module.
 */
export interface ArticleHead {
  slug: string;
  title: string;
  /** Sanitised HTML (as the API serves it). */
  description: string;
  /** Cover image URL or path; '' = none. */
  image: string;
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  /** ISO timestamp. */
  updatedAt: string;
  category: string;
  tags: readonly string[];
}

export interface ArticlePages {
  /** A published article by slug; null when there is none. */
  bySlug(slug: string): Promise<ArticleHead | null>;
  /** Every published article's slug and last change, for the sitemap. */
  published(): Promise<Array<{ slug: string; updatedAt: string }>>;
}

export const ARTICLE_PAGES = Symbol('ARTICLE_PAGES');
