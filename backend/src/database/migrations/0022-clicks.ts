import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Click-outs per day: kind ('cupon' | 'product'), target id, and the path of the page the click came from. */
export class Clicks1763856200000 implements MigrationInterface {
  name = 'Clicks1763856200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE click (
        kind text NOT NULL,
        target text NOT NULL,
        day date NOT NULL,
        referrer_path text NOT NULL DEFAULT '',
        count integer NOT NULL DEFAULT 0,
        PRIMARY KEY (kind, target, day, referrer_path)
      )`);
    await q.query(`CREATE INDEX click_day_idx ON click (day)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS click`);
  }
}
