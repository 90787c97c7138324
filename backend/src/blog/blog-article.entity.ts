import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ContentSection } from '@ofertas/contracts';

/** A section as stored: the author's Markdown in `text`, and the sanitised HTML rendered from it in `html`. */
export interface StoredSection extends ContentSection {
  html: string;
}

/**
 * One blog article (SPEC §3). The Markdown sources are what the editor loads back; the `*_html` twins are
 * rendered and sanitised once on write (author-html.ts) and are the only HTML readers ever get.
 * `version` starts at 1 and is bumped by every update (writes compare it: no lost updates). A revision table
 * can snapshot `BlogArticleSource` (see blog-article-mapper.ts) keyed by (id, version).
 */
@Entity('blog_article')
@Index('blog_article_order_idx', ['date', 'createdAt'])
export class BlogArticleEntity {
  @PrimaryColumn('text')
  id!: string;

  @Column('text', { unique: true })
  slug!: string;

  @Column('text')
  title!: string;

  @Column('text')
  category!: string;

  /** A URL or a same-origin path (/api/images/…); never a data URL. */
  @Column('text', { default: '' })
  image!: string;

  @Column('text', { name: 'description_source', default: '' })
  descriptionSource!: string;

  @Column('text', { name: 'description_html', default: '' })
  descriptionHtml!: string;

  @Column('jsonb', { default: () => `'[]'::jsonb` })
  content!: StoredSection[];

  @Column('jsonb', { default: () => `'[]'::jsonb` })
  tags!: string[];

  @Column('text', { name: 'key_search' })
  keySearch!: string;

  @Column('text', { nullable: true })
  author!: string | null;

  /** YYYY-MM-DD (a calendar day, no time zone). */
  @Column('date')
  date!: string;

  @Column('integer', { default: 1 })
  version!: number;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}
