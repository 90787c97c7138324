import * as path from 'node:path';
import { importFeed } from '../../catalog-import/import-feed';
import { databaseKinds, freshConfig } from '../../test-support/databases';
import { openDatabase, type Database } from '../data-source';

const FEED = path.join(__dirname, '..', '..', 'test-support', 'fixtures', 'feed-small.csv');

describe.each(databaseKinds())('migrations 0110 (typo vocabulary) and 0120 (no merchant index) on %s', (kind) => {
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

  const hasIndex = async (name: string) =>
    ((await db.dataSource.query(`SELECT 1 FROM pg_indexes WHERE indexname = $1`, [name])) as unknown[]).length === 1;

  it('down restores the title trigrams; up fills the vocabulary from the stored products as the import did', async () => {
    const imported = await words();
    expect(imported).toContain('aspiradora');
    expect(await productColumns()).not.toContain('title_norm');

    expect(await hasIndex('product_merchant_idx')).toBe(false);
    await db.dataSource.undoLastMigration();
    expect(await hasIndex('product_merchant_idx')).toBe(true);
    await db.dataSource.undoLastMigration();
    expect(await productColumns()).toContain('title_norm');
    expect(await hasIndex('product_title_trgm_idx')).toBe(true);

    await db.dataSource.runMigrations();
    expect(await words()).toEqual(imported);
    expect(await productColumns()).not.toContain('title_norm');
    expect(await hasIndex('product_title_trgm_idx')).toBe(false);
    expect(await hasIndex('product_merchant_idx')).toBe(false);
  });
});
