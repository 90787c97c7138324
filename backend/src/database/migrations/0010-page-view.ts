import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Cookieless page views (analytics module, entity backend/src/analytics/page-view.entity.ts). */
export class PageView1763770000000 implements MigrationInterface {
  name = 'PageView1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE page_view (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        path text NOT NULL,
        query text NOT NULL DEFAULT '',
        referrer text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX page_view_created_idx ON page_view (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS page_view`);
  }
}
