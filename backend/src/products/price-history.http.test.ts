import * as path from 'node:path';
import { ApiErrorSchema, PriceHistoryAnswerSchema } from '@ofertas/contracts';
import { importFeed } from '../catalog-import/import-feed';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { PriceHistoryService } from './price-history.service';

const FIXTURES = path.join(__dirname, '..', 'test-support', 'fixtures');
const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

describe.each(databaseKinds())('price history API on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind));
    await importFeed(t.db, { source: path.join(FIXTURES, 'feed-small.csv') });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Replaces a product's history with changes `daysAgo` days back (at noon UTC) and sets its current price. */
  async function setHistory(id: string, changes: Array<[daysAgo: number, price: number]>, current: number): Promise<void> {
    await t.db.query(`DELETE FROM price_history WHERE product_id = $1`, [id]);
    const today = Math.floor(Date.now() / DAY) * DAY;
    for (const [daysAgo, price] of changes) {
      await t.db.query(`INSERT INTO price_history (product_id, recorded_at, price) VALUES ($1, $2, $3)`, [id, new Date(today - daysAgo * DAY + DAY / 2 - (daysAgo === 0 ? DAY / 2 : 0)), price]);
    }
    await t.db.query(`UPDATE product SET price = $2 WHERE id = $1`, [id, current]);
  }

  it('a freshly imported product has one point (today) and no 30-day low to advertise', async () => {
    const res = await t.get('/api/products/price-history/?id=1002');
    expect(res.status).toBe(200);
    const a = PriceHistoryAnswerSchema.parse(res.body);
    expect(a.points).toEqual([{ date: iso(Date.now()), price: 120 }]);
    expect(a.lowest30).toBe(120);
    expect(a.isLowest30).toBe(false);
  });

  it('re-importing a changed price records a new history row (importer) that the endpoint reports', async () => {
    // v2 of the feed changes only 1003's price (549 → 499); no other test touches 1003.
    const before = PriceHistoryAnswerSchema.parse((await t.get('/api/products/price-history/?id=1003')).body);
    expect(before.points.at(-1)?.price).toBe(549);
    await importFeed(t.db, { source: path.join(FIXTURES, 'feed-small-v2.csv') });
    const rows = (await t.db.query(`SELECT price::float AS price FROM price_history WHERE product_id = '1003' ORDER BY recorded_at`)) as Array<{ price: number }>;
    expect(rows.map((r) => r.price)).toEqual([549, 499]);
    const after = PriceHistoryAnswerSchema.parse((await t.get('/api/products/price-history/?id=1003')).body);
    expect(after.points.at(-1)).toEqual({ date: iso(Date.now()), price: 499 });
  });

  it('90-day window: the price in effect when it opened starts the series; one point per day; today closes it', async () => {
    await setHistory('1001', [[120, 150], [60, 130], [20, 99.5], [5, 110]], 89.99);
    const a = PriceHistoryAnswerSchema.parse((await t.get('/api/products/price-history/?id=1001')).body);
    const today = Math.floor(Date.now() / DAY) * DAY;
    expect(a.points).toEqual([
      { date: iso(today - 89 * DAY), price: 150 },
      { date: iso(today - 60 * DAY), price: 130 },
      { date: iso(today - 20 * DAY), price: 99.5 },
      { date: iso(today - 5 * DAY), price: 110 },
      { date: iso(today), price: 89.99 },
    ]);
    expect(a.lowest30).toBe(89.99);
    expect(a.isLowest30).toBe(true);
  });

  it('not the lowest when the price was lower within 30 days; the price in effect 30 days ago counts', async () => {
    await setHistory('1001', [[45, 70], [10, 95]], 95);
    const a = PriceHistoryAnswerSchema.parse((await t.get('/api/products/price-history/?id=1001')).body);
    expect(a.lowest30).toBe(70);
    expect(a.isLowest30).toBe(false);
  });

  it('a price that never moved in 30 days is not a 30-day low', async () => {
    await setHistory('1001', [[50, 80]], 80);
    const a = PriceHistoryAnswerSchema.parse((await t.get('/api/products/price-history/?id=1001')).body);
    expect(a.lowest30).toBe(80);
    expect(a.isLowest30).toBe(false);
    expect(a.points.map((p) => p.price)).toEqual([80, 80]);
  });

  it('service: a product with no rows at all has lowest30 null', async () => {
    await setHistory('1001', [], 80);
    const a = await t.app.get(PriceHistoryService).forProduct('1001');
    expect(a).toEqual({ points: [{ date: iso(Date.now()), price: 80 }], lowest30: null, isLowest30: false });
  });

  it('unknown product → 404 JSON; missing or bad id → 400 JSON', async () => {
    const missing = await t.get('/api/products/price-history/?id=nope');
    expect(missing.status).toBe(404);
    ApiErrorSchema.parse(missing.body);
    const bad = await t.get('/api/products/price-history/?id=a%20b');
    expect(bad.status).toBe(400);
    ApiErrorSchema.parse(bad.body);
    expect((await t.get('/api/products/price-history/')).status).toBe(400);
  });
});
