import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `editor_session`: the editor's open sessions, one row each, so that logging out and a password change end a
 * session on every instance. The cookie carries a random id; only its SHA-256 is stored. `password_hash` is the
 * password the session was opened with: a session of a replaced password no longer counts.
 */
export class EditorSession1765238400000 implements MigrationInterface {
  name = 'EditorSession1765238400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE editor_session (
        id_hash text PRIMARY KEY CHECK (id_hash ~ '^[0-9a-f]{64}$'),
        password_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX editor_session_expires_idx ON editor_session (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS editor_session`);
  }
}
