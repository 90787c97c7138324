import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '../database/data-source';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { freshDatabaseForTests } from '../test-support/fresh-database';
import { REFRESH_PATHS } from '../test-support/refresh-paths';
import { pgHashText } from './id-filter';
import { importFeed, type ImportReport } from './import-feed';

const HEADER = 'aw_product_id,product_name,merchant_name,merchant_id,search_price,rrp_price,aw_deep_link,description,category_name,brand_name';

/** One feed row; `price` changes the line (and the product's price). */
function row(i: number, price = 10 + (i % 90)): string {
  return `${7000 + i},Producto ${i},Tienda Prueba,77,${price}.50,${price + 20}.00,https://www.awin1.com/pclick.php?p=${7000 + i}&m=77,Descripción ${i},Electronics,Marca${i % 7}`;
}

function writeFeed(lines: readonly string[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'feed.csv');
  fs.writeFileSync(file, `${HEADER}\n${lines.join('\n')}\n`);
  return file;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * A next-day feed that repeats ids in every way a refresh must order: a changed line then the stored one
 * (3), the stored one then a changed one (8), changed, stored, changed again (12), a changed line with the
 * stored line twice much later (15), two changed lines (17), a new id twice (40), a changed line then a
 * rejected line of the id then the stored line (21); 0 and 30 are gone.
 */
function repeatingFeed(): string[] {
  const lines: string[] = [];
  for (const i of range(30)) {
    if (i === 0) continue;
    if (i === 3) lines.push(row(3, 50), row(3));
    else if (i === 8) lines.push(row(8), row(8, 51));
    else if (i === 12) lines.push(row(12, 52), row(12), row(12, 53));
    else if (i === 15) lines.push(row(15, 54));
    else if (i === 17) lines.push(row(17, 55), row(17, 56));
    else if (i === 21) lines.push(row(21, 57), row(21).replace('https://', 'ftp://'), row(21));
    else lines.push(row(i));
    if (i === 20) lines.push(row(40), row(40, 58));
  }
  lines.push(row(15), row(5, 59), row(15));
  return lines;
}

/** What a refresh leaves: the report's counts, every product, every price_history row. */
interface Outcome {
  report: Omit<ImportReport, 'runId' | 'source' | 'seconds' | 'rowsPerSecond' | 'path'>;
  products: unknown[];
  history: unknown[];
}

describe.each(databaseKinds())('a refresh compared in memory and on the database side, on %s', (kind) => {
  const db = freshDatabaseForTests(kind, undefined, 600_000);

  const query = <T>(sql: string, params?: unknown[]) => db.dataSource.query(sql, params) as Promise<T[]>;

  it("computes an id's hashtext as the database does", async () => {
    const ids = ['', 'a', '7001', 'AB-12_x.9', ...range(40).map((n) => 'x7Q-'.repeat(n).slice(0, n) + String(n))];
    const rows = await query<{ h: number }>(`SELECT hashtext(id) AS h FROM unnest($1::text[]) WITH ORDINALITY AS t(id, k) ORDER BY k`, [ids]);
    expect(ids.map(pgHashText)).toEqual(rows.map((r) => r.h));
  });

  /** The first import, then the refresh of `lines` through one path; answers what the refresh left. */
  async function refresh(lines: string[], snapshotMax: number | undefined, batchSize: number): Promise<Outcome> {
    await query(`TRUNCATE product, price_history`);
    await importFeed(db.dataSource, { source: writeFeed(range(31).map((i) => row(i))), batchSize: 100 });
    // The first import's rows are dated before the refresh starts, so `touched` tells which the refresh moved.
    await query(`UPDATE product SET updated_at = updated_at - interval '1 day'`);
    await query(`UPDATE price_history SET recorded_at = recorded_at - interval '1 day'`);
    const started = new Date(Date.now() - 1000);
    const r = await importFeed(db.dataSource, { source: writeFeed(lines), batchSize, snapshotMax });
    expect(r.path).toBe(snapshotMax === 0 ? 'database' : 'memory');
    const { runId: _r, source: _s, seconds: _t, rowsPerSecond: _v, path: _p, ...report } = r;
    const products = await query(
      `SELECT id, title, price::float8 AS price, rrp_price::float8 AS rrp, active, raw_hash, updated_at > $1 AS touched FROM product ORDER BY id`,
      [started],
    );
    const history = await query(
      `SELECT product_id, price::float8 AS price, rrp_price::float8 AS rrp, recorded_at > $1 AS recent FROM price_history ORDER BY product_id, recorded_at, price`,
      [started],
    );
    return { report, products, history };
  }

  it.each([1, 2, 3, 4, 5, 50])('writes the same products and price history, in batches of %i', async (batchSize) => {
    const lines = repeatingFeed();
    const outcomes: Outcome[] = [];
    for (const [, snapshotMax] of REFRESH_PATHS) outcomes.push(await refresh(lines, snapshotMax, batchSize));
    const [inMemory, onDatabase] = outcomes as [Outcome, Outcome];
    expect(onDatabase).toEqual(inMemory);
    // The feed's last line of each id stands.
    const price = (id: string) => (inMemory.products as Array<{ id: string; price: number }>).find((p) => p.id === id)?.price;
    expect([price('7003'), price('7008'), price('7012'), price('7015'), price('7017'), price('7021'), price('7040')]).toEqual([
      13.5, 51.5, 53.5, 25.5, 56.5, 31.5, 58.5,
    ]);
    expect(inMemory.report).toMatchObject({ rejected: 1, retired: 2, inserted: 1 });
  });

  it('with the changed and the stored line of an id in one batch, writes the stored line only (no update, no history)', async () => {
    const lines = [...range(31).filter((i) => i !== 3).map((i) => row(i)), row(3, 50), row(3)];
    for (const [, snapshotMax] of REFRESH_PATHS) {
      const { report, history } = await refresh(lines, snapshotMax, 50);
      expect(report).toMatchObject({ rowsRead: 32, updated: 0, unchanged: 32, retired: 0 });
      expect((history as Array<{ product_id: string; recent: boolean }>).filter((h) => h.product_id === '7003' && h.recent)).toEqual([]);
    }
  });
});

describe.each(databaseKinds())('the database-side retirement on %s', (kind) => {
  let db: Database;
  let url: string | undefined;

  beforeAll(async () => {
    const config = await freshConfig(kind);
    url = config.DATABASE_URL;
    db = await openDatabase(config);
  }, 600_000);
  afterAll(async () => {
    await db.close();
  });

  const active = async () =>
    ((await db.dataSource.query(`SELECT id FROM product WHERE active ORDER BY id`)) as Array<{ id: string }>).map((r) => Number(r.id) - 7000);

  it('retires in chunks; a run killed between chunks leaves whole chunks, and the re-run retires the rest', async () => {
    await db.dataSource.query(`TRUNCATE product, price_history`);
    await importFeed(db.dataSource, { source: writeFeed(range(40).map((i) => row(i))), batchSize: 100 });
    // 11 products gone (every 4th and 39); 7 changed.
    const listed = range(40).filter((i) => i % 4 !== 1 && i !== 39);
    const feed = writeFeed(listed.map((i) => (i % 6 === 0 ? row(i, 60) : row(i))));
    const seen: number[] = [];
    await expect(
      importFeed(db.dataSource, {
        source: feed,
        snapshotMax: 0,
        retireChunks: {
          chunk: 3,
          afterChunk: (n) => {
            seen.push(n);
            if (seen.length === 2) throw new Error('simulated crash');
          },
        },
      }),
    ).rejects.toThrow('simulated crash');
    expect(seen).toEqual([3, 6]);
    // The first six in id order went: 1, 5, 9, 13, 17, 21.
    expect(range(40).filter((i) => !listed.includes(i) && !(i <= 21))).toEqual([25, 29, 33, 37, 39]);
    expect(await active()).toEqual(range(40).filter((i) => listed.includes(i) || i > 21));
    const again = await importFeed(db.dataSource, { source: feed, snapshotMax: 0, retireChunks: { chunk: 3 } });
    expect(again).toMatchObject({ retired: 5, updated: 0, inserted: 0 });
    expect(await active()).toEqual(listed);
  });

  // A statement the importer no longer waits for (killed) must not run on for long: each has a timeout.
  if (kind === 'postgres') {
    it('a retirement statement that cannot finish is cancelled by its timeout, holding nothing', async () => {
      await db.dataSource.query(`TRUNCATE product, price_history`);
      await importFeed(db.dataSource, { source: writeFeed(range(10).map((i) => row(i))), batchSize: 100 });
      const feed = writeFeed(range(9).map((i) => row(i)));
      // Another session holds product 7009's row lock, so the retirement's UPDATE waits for it.
      const other = new Client({ connectionString: url });
      await other.connect();
      try {
        await other.query(`BEGIN`);
        await other.query(`SELECT 1 FROM product WHERE id = '7009' FOR UPDATE`);
        await expect(importFeed(db.dataSource, { source: feed, snapshotMax: 0, retireChunks: { timeoutMs: 300 } })).rejects.toThrow(
          'canceling statement due to statement timeout',
        );
        await other.query(`ROLLBACK`);
      } finally {
        await other.end();
      }
      expect(await active()).toEqual(range(10));
      expect(await importFeed(db.dataSource, { source: feed, snapshotMax: 0 })).toMatchObject({ retired: 1 });
      expect(await active()).toEqual(range(9));
    });
  }
});
