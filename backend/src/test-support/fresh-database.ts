import { openDatabase, type Database } from '../database/data-source';
import { freshConfig, type DbKind } from './databases';

/**
 * A fresh, empty database of `kind` for the tests of the enclosing `describe`: opened before them (then
 * `prepare` runs on it), closed after them. The answer reads the open database, so it is used inside tests
 * and hooks only; `timeoutMs` is the opening hook's (with `prepare`).
 */
export function freshDatabaseForTests(kind: DbKind, prepare?: (db: Database) => Promise<void>, timeoutMs?: number): Pick<Database, 'dataSource' | 'kind'> {
  let opened: Database | null = null;
  const open = (): Database => {
    if (opened === null) throw new Error('the test database opens in beforeAll: read it inside a test or hook');
    return opened;
  };
  beforeAll(async () => {
    opened = await openDatabase(await freshConfig(kind));
    await prepare?.(opened);
  }, timeoutMs);
  afterAll(async () => {
    await opened?.close();
    opened = null;
  });
  return {
    get dataSource() {
      return open().dataSource;
    },
    get kind() {
      return open().kind;
    },
  };
}
