import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated AI texts, one per (kind, provider, normalised input): a product or store is generated once. */
export class AiCache1763856100000 implements MigrationInterface {
  name = 'AiCache1763856100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ai_cache (
        kind text NOT NULL,
        provider text NOT NULL,
        input_hash text NOT NULL,
        input jsonb NOT NULL,
        output jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, provider, input_hash)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS ai_cache`);
  }
}
