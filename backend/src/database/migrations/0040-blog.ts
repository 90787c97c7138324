import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blog articles (blog module, entity backend/src/blog/blog-article.entity.ts). The author's Markdown and the
 * sanitised HTML rendered from it are both stored: writes render once, reads serve the stored HTML.
 * `content` holds the sections with their Markdown (`text`) and HTML (`html`) side by side.
 */
export class Blog1764028800000 implements MigrationInterface {
  name = 'Blog1764028800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE blog_article (
        id text PRIMARY KEY,
        slug text NOT NULL,
        title text NOT NULL,
        category text NOT NULL,
        image text NOT NULL DEFAULT '',
        description_source text NOT NULL DEFAULT '',
        description_html text NOT NULL DEFAULT '',
        content jsonb NOT NULL DEFAULT '[]'::jsonb,
        tags jsonb NOT NULL DEFAULT '[]'::jsonb,
        key_search text NOT NULL,
        author text,
        date date NOT NULL,
        version integer NOT NULL DEFAULT 1 CHECK (version > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT blog_article_slug_key UNIQUE (slug)
      )`);
    await q.query(`CREATE INDEX blog_article_order_idx ON blog_article (date DESC, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS blog_article`);
  }
}
