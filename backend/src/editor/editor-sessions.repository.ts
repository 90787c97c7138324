import type { DataSource } from 'typeorm';

/** editor_setting key of the password hash that open sessions must have been opened with. */
export const SESSIONS_PASSWORD_KEY = 'sessions_password_hash';

/** Every SQL statement of the editor_session table (the editor feature owns it). */
export class EditorSessionsRepository {
  constructor(private readonly db: Pick<DataSource, 'query' | 'transaction'>) {}

  /**
   * Stores a session opened with `passwordHash`, only while that is still the current password (another
   * instance may have started with a new one since): false when it is not.
   */
  async create(idHash: string, passwordHash: string, expiresAt: Date, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM editor_session WHERE expires_at <= $1`, [now]);
      const rows = (await tx.query(
        `INSERT INTO editor_session (id_hash, password_hash, expires_at)
         SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM editor_setting WHERE key = $4 AND value = $2)
         RETURNING id_hash`,
        [idHash, passwordHash, expiresAt, SESSIONS_PASSWORD_KEY],
      )) as unknown[];
      return rows.length === 1;
    });
  }

  /** The end of a session still open at `now` under the current password, or null. */
  async expiresAt(idHash: string, now: Date): Promise<Date | null> {
    const rows = (await this.db.query(
      `SELECT s.expires_at FROM editor_session s
         JOIN editor_setting p ON p.key = $3 AND p.value = s.password_hash
        WHERE s.id_hash = $1 AND s.expires_at > $2`,
      [idHash, now, SESSIONS_PASSWORD_KEY],
    )) as Array<{ expires_at: Date | string }>;
    return rows[0] ? new Date(rows[0].expires_at) : null;
  }

  async delete(idHash: string): Promise<void> {
    await this.db.query(`DELETE FROM editor_session WHERE id_hash = $1`, [idHash]);
  }

  /**
   * Makes `passwordHash` the sessions' password; when it replaces another one, every session ends (in one
   * transaction, so no session of the old password outlives the change).
   */
  async adoptPassword(passwordHash: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = (await tx.query(`SELECT value FROM editor_setting WHERE key = $1 FOR UPDATE`, [SESSIONS_PASSWORD_KEY])) as Array<{ value: string }>;
      if (rows[0]?.value === passwordHash) return;
      await tx.query(
        `INSERT INTO editor_setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [SESSIONS_PASSWORD_KEY, passwordHash],
      );
      await tx.query(`DELETE FROM editor_session`);
    });
  }

  /** The hash of the current sessions' password, if one was stored. */
  async storedPasswordHash(): Promise<string | null> {
    const rows = (await this.db.query(`SELECT value FROM editor_setting WHERE key = $1`, [SESSIONS_PASSWORD_KEY])) as Array<{ value: string }>;
    return rows[0]?.value ?? null;
  }
}
