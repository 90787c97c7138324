import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Price alerts are matched after an import, by the alert worker (alerts/alert-matching.service.ts
 * matchFinishedRuns), not inside it: a finished run is marked once its alerts are queued. Runs that finished
 * before this migration count as matched (their alerts were queued by the import itself).
 */
export class AlertsMatchedAfterImport1765497600000 implements MigrationInterface {
  name = 'AlertsMatchedAfterImport1765497600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE import_run ADD COLUMN alerts_matched_at timestamptz`);
    await q.query(`UPDATE import_run SET alerts_matched_at = coalesce(finished_at, started_at) WHERE status = 'done'`);
    await q.query(`CREATE INDEX import_run_unmatched_idx ON import_run (id) WHERE status = 'done' AND alerts_matched_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS import_run_unmatched_idx`);
    await q.query(`ALTER TABLE import_run DROP COLUMN IF EXISTS alerts_matched_at`);
  }
}
