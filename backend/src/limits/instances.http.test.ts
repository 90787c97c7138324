import * as path from 'node:path';
import { ProductsAnswerSchema } from '@ofertas/contracts';
import { importFeed } from '../catalog-import/import-feed';
import type { AppConfig } from '../config/config';
import { CatalogEvents } from '../products/catalog-events';
import { freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { RateLimiter } from './rate-limiter';

const FEED = path.join(__dirname, '..', 'test-support', 'fixtures', 'feed-small.csv');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two backend instances on one PostgreSQL database and one Redis, as docker-compose runs them. */
const twoInstances = process.env.DATABASE_URL ? describe : describe.skip;

twoInstances('two instances on one PostgreSQL + Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const prefix = `ofertas-test-${process.pid}-${Date.now().toString(36)}`;
    const config: AppConfig = await freshConfig('postgres', { REDIS_URL, REDIS_KEY_PREFIX: prefix, AI_RATE_LIMIT_PER_MINUTE: '4' });
    a = await startTestApp(config);
    b = await startTestApp(config);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('holds a limit of N across both: requests alternate between them and the fifth is refused', async () => {
    expect(a.app.get(RateLimiter).shared).toBe(true);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t = i % 2 === 0 ? a : b;
      statuses.push((await t.send('POST', '/api/ai/generateInfo', { title: `Tienda ${i}` })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('an import in one instance drops the listing caches of the other', async () => {
    const total = async (t: TestApp) => ProductsAnswerSchema.parse((await t.get('/api/products/get/?search=null')).body)[0]?.Metadata[0]?.total;
    expect(await total(b)).toBe(0); // now cached in b for 30 s
    const heard = new Promise<void>((resolve) => {
      const off = b.app.get(CatalogEvents).onChange(() => {
        off();
        resolve();
      });
    });
    await importFeed(a.db, { source: FEED });
    a.app.get(CatalogEvents).changed();
    await heard;
    expect(await total(b)).toBeGreaterThan(0);
  });
});
