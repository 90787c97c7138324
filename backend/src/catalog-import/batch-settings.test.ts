import { databaseKinds } from '../test-support/databases';
import { freshDatabaseForTests } from '../test-support/fresh-database';
import { ImportConnection } from './import-connection';
import { applyBatchSettings, type WriteMode } from './product-writer';

const NAMES = ['synchronous_commit', 'work_mem', 'jit', 'gin_pending_list_limit', 'random_page_cost', 'session_replication_role'];

describe.each(databaseKinds())("a batch's transaction settings, set in one statement, on %s", (kind) => {
  const db = freshDatabaseForTests(kind);

  /** The settings' values inside a batch transaction of `mode`, and after it ended. */
  async function settingsOf(mode: WriteMode, trustKeys: boolean): Promise<{ inside: Record<string, string>; after: Record<string, string> }> {
    const read = async (conn: ImportConnection) => {
      const [row] = await conn.query<Record<string, string>>(`SELECT ${NAMES.map((n) => `current_setting('${n}') AS ${n}`).join(', ')}`);
      return row as Record<string, string>;
    };
    const conn = await ImportConnection.open(db.dataSource);
    try {
      const inside = await conn.transaction(async () => {
        await applyBatchSettings(conn, mode, trustKeys);
        return read(conn);
      });
      return { inside, after: await read(conn) };
    } finally {
      await conn.release();
    }
  }

  it('a refresh batch: no commit wait, memory for its sorts, no JIT, cheap page probes, history keys trusted when allowed', async () => {
    const { inside, after } = await settingsOf('refresh', true);
    expect(inside).toMatchObject({ synchronous_commit: 'off', work_mem: '64MB', jit: 'off', random_page_cost: '1.1', session_replication_role: 'replica' });
    // The refresh keeps the default pending list (the writers merge it as they go).
    expect(inside.gin_pending_list_limit).toBe(after.gin_pending_list_limit);
    // SET LOCAL: nothing outlives the batch's transaction.
    expect(after).toMatchObject({ synchronous_commit: 'on', session_replication_role: 'origin' });
    expect(after.work_mem).not.toBe('64MB');
    expect((await settingsOf('refresh', false)).inside.session_replication_role).toBe('origin');
  });

  it('a load batch: a larger GIN pending list, the primary key probed at the default cost, key checks kept', async () => {
    const { inside, after } = await settingsOf('fresh', true);
    expect(inside).toMatchObject({ synchronous_commit: 'off', work_mem: '64MB', jit: 'off', gin_pending_list_limit: '32MB', session_replication_role: 'origin' });
    expect(inside.random_page_cost).toBe(after.random_page_cost);
    expect(after.gin_pending_list_limit).toBe('4MB');
  });
});
