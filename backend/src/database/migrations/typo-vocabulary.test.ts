import * as path from 'node:path';
import { importFeed } from '../../catalog-import/import-feed';
import { databaseKinds, freshConfig } from '../../test-support/databases';
import { openDatabase, type Database } from '../data-source';

const FEED = path.join(__dirname, '..', '..', 'test-support', 'fixtures', 'feed-small.csv');

describe.each(databaseKinds())('migration 0110 (typo vocabulary) on %s', (kind) => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase(await freshConfig(kind));
    await importFeed(db.dataSource, { source: FEED });
  });
  afterAll(async () => {
    await db.close();
  });

  const words = async () => ((await db.dataSource.query(`SELECT word FROM search_word ORDER BY word`)) as Array<{ word: string }>).map((r) => r.word);
  const productColumns = async () =>
    ((await db.dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'product'`)) as Array<{ column_name: string }>).map(
      (r) => r.column_name,
    );

  it('down restores the title trigrams; up fills the vocabulary from the stored products as the import did', async () => {
    const imported = await words();
    expect(imported).toContain('aspiradora');
    expect(await productColumns()).not.toContain('title_norm');

    await db.dataSource.undoLastMigration();
    expect(await productColumns()).toContain('title_norm');
    const [trgm] = (await db.dataSource.query(`SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'product_title_trgm_idx'`)) as Array<{ n: number }>;
    expect(trgm?.n).toBe(1);

    await db.dataSource.runMigrations();
    expect(await words()).toEqual(imported);
    expect(await productColumns()).not.toContain('title_norm');
  });
});
