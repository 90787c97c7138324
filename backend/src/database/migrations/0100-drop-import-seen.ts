import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * import_seen (the ids a running import had seen, for retirement) is dropped: since the snapshot refresh the
 * importer computes retirement itself (catalog-import/catalogue-snapshot.ts, retireGone) and writes nothing
 * there. An import of an older version still running when this migration runs fails on its next write and is
 * re-run like any interrupted import.
 */
export class DropImportSeen1764633600000 implements MigrationInterface {
  name = 'DropImportSeen1764633600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS import_seen`);
  }

  async down(q: QueryRunner): Promise<void> {
    // As migration 0090 left it: unlogged, no primary key.
    await q.query(`CREATE UNLOGGED TABLE IF NOT EXISTS import_seen (run_id integer NOT NULL, id text NOT NULL)`);
  }
}
