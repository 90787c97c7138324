/**
 * The shapes of blog_article rows as the repository's queries return them and as writes store them: plain
 * types that the repository, the mappers and the summary rules all read, so none of them imports another for them.
 */
import type { StoredSection } from './blog-article.entity';

/** A blog_article row as the repository's queries return it (dates already as text). */
export interface BlogArticleRow {
  id: string;
  slug: string;
  title: string;
  category: string;
  image: string;
  description_source: string;
  description_html: string;
  content: StoredSection[];
  tags: string[];
  key_search: string;
  author: string | null;
  date: string;
  version: number;
  created_at: string;
  updated_at: string;
}

/** What a write stores (id, date and timestamps aside). */
export interface BlogArticleValues {
  slug: string;
  title: string;
  category: string;
  image: string;
  descriptionSource: string;
  descriptionHtml: string;
  content: StoredSection[];
  tags: string[];
  keySearch: string;
  author: string | null;
}

export interface NewBlogArticle extends BlogArticleValues {
  id: string;
  date: string;
  /** Sample articles carry their own creation time; new ones get now(). */
  createdAt?: Date;
}

/** The columns an article and its list summary both carry. */
export type ListedColumns = Pick<BlogArticleRow, 'id' | 'slug' | 'title' | 'category' | 'image' | 'tags' | 'key_search' | 'date' | 'updated_at' | 'author'>;

/** A blog_article row as the list query returns it: no sections, the description already cut in SQL when long. */
export interface BlogSummaryRow extends ListedColumns {
  /** The whole sanitised description when `description_complete`, else its first characters (a tag may be cut). */
  description_html: string;
  description_complete: boolean;
}
