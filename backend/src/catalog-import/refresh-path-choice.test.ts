import { databaseKinds } from '../test-support/databases';
import { freshDatabaseForTests } from '../test-support/fresh-database';
import { testFeedRow, writeTestFeed } from '../test-support/feed-files';
import { importFeed } from './import-feed';

const feed = (count: number) => writeTestFeed(Array.from({ length: count }, (_, i) => testFeedRow(i + 1, 11 + i)));

describe.each(databaseKinds())('which way a refresh compares, on %s', (kind) => {
  const db = freshDatabaseForTests(kind);

  it('in memory when the catalogue fits; a stale estimate that says it fits is caught by reading one product past the limit', async () => {
    // The load analyses 10 products; no ANALYZE runs after the refresh below grows the catalogue to 25.
    expect((await importFeed(db.dataSource, { source: feed(10) })).path).toBe('load');
    await db.dataSource.query(`ALTER TABLE product SET (autovacuum_enabled = false)`);
    expect((await importFeed(db.dataSource, { source: feed(25), snapshotMax: 100 })).path).toBe('memory');
    const [{ estimate }] = (await db.dataSource.query(`SELECT reltuples::int AS estimate FROM pg_class WHERE oid = 'product'::regclass`)) as [
      { estimate: number },
    ];
    expect(estimate).toBe(10);
    // The estimate (10) is within 20, but 25 products are active: the snapshot's 21st says they do not fit.
    const tooMany = await importFeed(db.dataSource, { source: feed(25), snapshotMax: 20 });
    expect(tooMany).toMatchObject({ path: 'database', unchanged: 25, inserted: 0, updated: 0, retired: 0 });
    expect((await importFeed(db.dataSource, { source: feed(25), snapshotMax: 25 })).path).toBe('memory');
    // An estimate above the limit: counted first, then compared on the database side without a snapshot.
    await db.dataSource.query(`ANALYZE product`);
    expect((await importFeed(db.dataSource, { source: feed(25), snapshotMax: 20 })).path).toBe('database');
    expect((await importFeed(db.dataSource, { source: feed(25), snapshotMax: 30 })).path).toBe('memory');
  });
});
