import { execFile } from 'node:child_process';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { CATEGORY_NAMES, CategoriesAnswerSchema, ProductsAnswerSchema } from '@ofertas/contracts';
import { parseEnv } from '../config/config';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp } from '../test-support/test-app';

const run = promisify(execFile);
const DIST_CLI = path.join(__dirname, '..', '..', 'dist', 'cli', 'import-feed.js');
const FIXTURE = path.join(__dirname, '..', 'test-support', 'fixtures', 'feed-small.csv');

describe.each(databaseKinds())('first start and sample data on %s', (kind) => {
  it('seeds an empty database once, serves its images, and keeps the data across a restart', async () => {
    const config = await freshConfig(kind, { SEED: 'auto', SAMPLE_SIZE: '400' });
    const first = await startTestApp(config);
    try {
      const list = ProductsAnswerSchema.parse((await first.get('/api/products/get/?limit=100')).body);
      expect(list[0]?.Metadata[0]?.total).toBe(400);
      const cats = CategoriesAnswerSchema.parse((await first.get('/api/categories/categories')).body);
      expect(cats.map((c) => c.value).sort()).toEqual([...CATEGORY_NAMES].sort());
      const image = list[0]?.Data[0]?.imageUrl as string;
      const res = await first.get(image);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const catImage = await first.get(cats[0]?.image as string);
      expect(catImage.status).toBe(200);
      const [coupons] = (await first.db.query(`SELECT count(*)::int AS n, count(DISTINCT advertiser_id)::int AS stores FROM promotion`)) as Array<{ n: number; stores: number }>;
      expect(coupons?.n).toBeGreaterThanOrEqual(150);
      expect(coupons?.stores).toBeGreaterThanOrEqual(25);
      await first.db.query(`UPDATE product SET title = 'Editado a mano' WHERE id = $1`, [list[0]?.Data[0]?.id]);
    } finally {
      await first.close();
    }
    // Same data folder / database again: nothing is re-imported and nothing is lost.
    const second = await startTestApp(parseEnv({ NODE_ENV: 'test', SEED: 'auto', SAMPLE_SIZE: '400', DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL ?? '' }));
    try {
      const [row] = (await second.db.query(`SELECT count(*)::int AS n, count(*) FILTER (WHERE title = 'Editado a mano')::int AS edited FROM product`)) as Array<{ n: number; edited: number }>;
      expect(row).toEqual({ n: 400, edited: 1 });
    } finally {
      await second.close();
    }
  });

  it('the import command reports rows, rejections with line numbers and refuses bad arguments', async () => {
    const config = await freshConfig(kind);
    const env = { ...process.env, DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL ?? '', NODE_OPTIONS: '' };
    const { stdout, stderr } = await run(process.execPath, [DIST_CLI, FIXTURE], { env });
    expect(stdout).toContain('read 16 rows');
    expect(stdout).toContain('13 new, 0 updated, 0 unchanged, 3 rejected, 0 retired');
    expect(stderr).toContain('rejected line 17: search_price "abc" is not a valid price');
    const again = await run(process.execPath, [DIST_CLI, FIXTURE], { env });
    expect(again.stdout).toContain('0 new, 0 updated, 13 unchanged, 3 rejected, 0 retired');
    await expect(run(process.execPath, [DIST_CLI], { env })).rejects.toMatchObject({ code: 2 });
    await expect(run(process.execPath, [DIST_CLI, '/no/such/feed.csv'], { env })).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('feed file not found') });
    // Four process starts; on a loaded machine one start of the CLI on PGlite has taken over a minute.
  }, 600_000);
});
