import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The release registry's tables (releases module, backend/src/releases/). */
export class ReleaseRegistry1765324800000 implements MigrationInterface {
  name = 'ReleaseRegistry1765324800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE remote_version (
        remote text NOT NULL,
        id text NOT NULL,
        manifest_url text NOT NULL,
        manifest_digest text,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        page_views bigint NOT NULL DEFAULT 0,
        errors bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (remote, id)
      )`);
    // A stored build's files: immutable once written (the version id names their content).
    await q.query(`
      CREATE TABLE remote_file (
        remote text NOT NULL,
        version text NOT NULL,
        path text NOT NULL,
        body bytea NOT NULL,
        PRIMARY KEY (remote, version, path),
        FOREIGN KEY (remote, version) REFERENCES remote_version (remote, id)
      )`);
    await q.query(`
      CREATE TABLE remote_channel (
        remote text PRIMARY KEY,
        stable_version text,
        canary_version text,
        canary_share int NOT NULL DEFAULT 0 CHECK (canary_share BETWEEN 0 AND 100),
        revision int NOT NULL DEFAULT 0,
        FOREIGN KEY (remote, stable_version) REFERENCES remote_version (remote, id),
        FOREIGN KEY (remote, canary_version) REFERENCES remote_version (remote, id)
      )`);
    await q.query(`
      CREATE TABLE release_history (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        action text NOT NULL,
        remote text NOT NULL,
        version text,
        from_version text,
        to_version text,
        reason text,
        actor text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX release_history_remote_idx ON release_history (remote, id)`);
    await q.query(`
      CREATE TABLE release_token (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        team text NOT NULL,
        remotes text[] NOT NULL,
        token_sha256 text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['release_token', 'release_history', 'remote_channel', 'remote_file', 'remote_version']) await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
