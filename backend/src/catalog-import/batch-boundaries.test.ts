import { databaseKinds } from '../test-support/databases';
import { freshDatabaseForTests } from '../test-support/fresh-database';
import { testFeedRow, writeTestFeed } from '../test-support/feed-files';
import { REFRESH_PATHS } from '../test-support/refresh-paths';
import { batchTarget, LOAD_BATCH_ROWS, REFRESH_BATCH_ROWS, TAIL_MIN_ROWS, tailTarget } from './batch-size';
import { importFeed } from './import-feed';

/** Products 1..count, product i at `price(i)`. */
const feed = (count: number, price: (i: number) => number) => writeTestFeed(Array.from({ length: count }, (_, k) => testFeedRow(k + 1, price(k + 1))));

const KINDS_AND_PATHS = databaseKinds().flatMap((kind) => REFRESH_PATHS.map(([label, max]) => [kind, label, max] as const));

describe.each(KINDS_AND_PATHS)('batch boundaries on %s, refresh compared %s', (kind, _path, snapshotMax) => {
  const db = freshDatabaseForTests(kind);
  const count = async (sql: string) => ((await db.dataSource.query(sql)) as Array<{ n: number }>)[0]?.n;

  /** Rows in the catalogue after each committed batch of an import (one writer: batches commit in turn). */
  async function productsAfterEachBatch(source: string, batchSize?: number): Promise<number[]> {
    const after: number[] = [];
    const sql = `SELECT count(*)::int AS n FROM product WHERE price = (SELECT max(price) FROM product)`;
    await importFeed(db.dataSource, { source, batchSize, snapshotMax, writers: 1, parseWorker: false, afterBatch: async () => void after.push((await count(sql)) ?? 0) });
    return after;
  }

  it('a feed one row past two full batches: each batch commits whole, the last one holds the row past the boundary', async () => {
    expect(await productsAfterEachBatch(feed(9, () => 10), 4)).toEqual([4, 8, 9]);
    // Every line changed: the refresh's batches split at the same lines, and each product moves once.
    expect(await productsAfterEachBatch(feed(9, () => 20), 4)).toEqual([4, 8, 9]);
    expect(await count(`SELECT count(*)::int AS n FROM price_history`)).toBe(18);
    // Changed lines on both sides of a boundary (4 and 5) and the last line: one batch of the three.
    const report = await importFeed(db.dataSource, { source: feed(9, (i) => ([4, 5, 9].includes(i) ? 30 : 20)), batchSize: 4, snapshotMax });
    expect(report).toMatchObject({ updated: 3, unchanged: 6, inserted: 0, retired: 0 });
    expect(await count(`SELECT count(*)::int AS n FROM product WHERE price = 30`)).toBe(3);
  });

  it("the import's own batch sizes: the first batches smaller, none above the size of a load or a refresh, every row written once", async () => {
    // A load proper: into an empty catalogue.
    await db.dataSource.query(`TRUNCATE product CASCADE`);
    const load = await productsAfterEachBatch(feed(4000, () => 10));
    const loadSizes = load.map((n, i) => n - (load[i - 1] ?? 0));
    expect(load.at(-1)).toBe(4000);
    expect(loadSizes[0]).toBeLessThan(Math.max(...loadSizes));
    expect(Math.max(...loadSizes)).toBeLessThanOrEqual(LOAD_BATCH_ROWS);
    const refresh = await productsAfterEachBatch(feed(4000, () => 20));
    const refreshSizes = refresh.map((n, i) => n - (refresh[i - 1] ?? 0));
    expect(refresh.at(-1)).toBe(4000);
    expect(refreshSizes[0]).toBeLessThan(Math.max(...refreshSizes));
    expect(Math.max(...refreshSizes)).toBeLessThanOrEqual(REFRESH_BATCH_ROWS);
    expect(await count(`SELECT count(*)::int AS n FROM price_history`)).toBe(8000);
  });
});

describe('batch sizes as the feed goes', () => {
  it('grow from a smaller first batch to the size and never past it; an asked size holds from the first batch', () => {
    for (const size of [1, 7, REFRESH_BATCH_ROWS, LOAD_BATCH_ROWS]) {
      const targets = Array.from({ length: 40 }, (_, handed) => batchTarget(handed, size, false));
      expect(targets.every((t, i) => t <= size && t >= 1 && t >= (targets[i - 1] ?? 0))).toBe(true);
      expect(targets.at(-1)).toBe(size);
      expect(batchTarget(0, size, true)).toBe(size);
    }
  });

  it('near the end of a feed shrink with the rows still to come, never below the floor; unknown size or nothing read: no limit', () => {
    const staged = (read: number) => read * 10;
    const targets = [10, 50, 80, 90, 95, 99, 100].map((read) => tailTarget(staged(read), read, 100, 2));
    expect(targets.every((t, i) => t >= TAIL_MIN_ROWS && t <= (targets[i - 1] ?? Infinity))).toBe(true);
    expect(targets.at(-1)).toBe(TAIL_MIN_ROWS);
    // Two writers share what is left: each batch holds about half of it.
    expect(tailTarget(90_000, 90, 100, 2)).toBeLessThan(tailTarget(90_000, 90, 100, 1));
    expect(tailTarget(10, 5, null, 2)).toBe(Infinity);
    expect(tailTarget(0, 0, 100, 2)).toBe(Infinity);
  });
});
