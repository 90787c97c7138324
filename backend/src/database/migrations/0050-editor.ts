import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The author's side of the blog:
 * - `editor_setting`: values every backend instance must agree on and that nobody configured — the scrypt
 *   hash of a generated editor password and the session-signing secret (editor module).
 * - `blog_image`: cover images uploaded as data URLs, stored in the database so every instance serves them,
 *   addressed by the SHA-256 of their bytes (images module).
 * - `blog_article_revision`: the previous state of an article, kept by every update and delete in the same
 *   transaction (blog module).
 */
export class Editor1764201600000 implements MigrationInterface {
  name = 'Editor1764201600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE editor_setting (
        key text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE blog_image (
        sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        content_type text NOT NULL,
        extension text NOT NULL,
        bytes bytea NOT NULL,
        size integer NOT NULL CHECK (size > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE blog_article_revision (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        article_id text NOT NULL,
        version integer NOT NULL,
        action text NOT NULL CHECK (action IN ('update', 'delete')),
        article jsonb NOT NULL,
        saved_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX blog_article_revision_article_idx ON blog_article_revision (article_id, version)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS blog_article_revision`);
    await q.query(`DROP TABLE IF EXISTS blog_image`);
    await q.query(`DROP TABLE IF EXISTS editor_setting`);
  }
}
