import type { DataSource } from 'typeorm';

/** Every SQL statement of the editor_setting table (the editor feature owns it). */
export class EditorSettingsRepository {
  constructor(private readonly db: Pick<DataSource, 'query'>) {}

  /**
   * The value of `key`, storing `candidate` if there is none yet. Several instances starting together all
   * end up with the first one stored (`created` is true only in the instance whose value won).
   */
  async getOrCreate(key: string, candidate: string): Promise<{ value: string; created: boolean }> {
    const inserted = (await this.db.query(
      `INSERT INTO editor_setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING value`,
      [key, candidate],
    )) as Array<{ value: string }>;
    if (inserted[0]) return { value: inserted[0].value, created: true };
    const rows = (await this.db.query(`SELECT value FROM editor_setting WHERE key = $1`, [key])) as Array<{ value: string }>;
    if (!rows[0]) throw new Error(`editor setting ${key} vanished while being read`);
    return { value: rows[0].value, created: false };
  }

  async get(key: string): Promise<string | null> {
    const rows = (await this.db.query(`SELECT value FROM editor_setting WHERE key = $1`, [key])) as Array<{ value: string }>;
    return rows[0]?.value ?? null;
  }
}
