import * as path from 'node:path';
import { ApiErrorSchema, NOT_FOUND_TEXT } from '@ofertas/contracts';
import { importFeed } from '../catalog-import/import-feed';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { importVouchers } from '../vouchers/import-vouchers';
import { spanishToday } from '../common/spanish-day';
import { ClicksService, referrerPath } from './clicks.service';

const FEED = path.join(__dirname, '..', 'test-support', 'fixtures', 'feed-small.csv');
const PROMOTIONS = path.join(__dirname, '..', 'vouchers', 'fixtures', 'promotions-small.json');

describe('referrerPath', () => {
  it('keeps the path of our own pages, the host of others, never a query', () => {
    expect(referrerPath('http://localhost:3000/cupones/pandora?type=voucher', ['localhost:3000', 'localhost'])).toBe('/cupones/pandora');
    expect(referrerPath('https://www.google.es/search?q=pandora', ['localhost:3000'])).toBe('ext:www.google.es');
    expect(referrerPath(undefined, ['localhost:3000'])).toBe('');
    expect(referrerPath('not a url', ['localhost:3000'])).toBe('');
    expect(referrerPath('android-app://com.google', ['localhost:3000'])).toBe('');
  });
});

describe.each(databaseKinds())('click-outs on %s', (kind) => {
  let t: TestApp;
  let host: string;

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind));
    host = new URL(t.url).host;
    await importFeed(t.db, { source: FEED });
    await importVouchers(t.db, { source: PROMOTIONS });
    await t.db.query(`UPDATE product SET active = false WHERE id = '1002'`);
  });
  afterAll(async () => {
    await t.close();
  });

  const clicks = (k: 'cupon' | 'product', target: string) => t.app.get(ClicksService).counts(k, target);

  it('GET /go/cupon/:id counts the click and answers 302 to the stored tracking URL', async () => {
    const res = await t.send('GET', '/go/cupon/1003', undefined, { referer: `http://${host}/cupones/promofarma?type=all` });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://www.awin1.com/cread.php?awinmid=100&awinaffid=1&ued=https%3A%2F%2Ftienda.example%2Fp%2F1003');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    await t.send('GET', '/go/cupon/1003', undefined, { referer: `http://${host}/cupones/promofarma` });
    await t.send('GET', '/go/cupon/1003', undefined, { referer: `http://${host}/cupones` });
    await t.send('GET', '/go/cupon/1003');
    const today = spanishToday();
    expect(await clicks('cupon', '1003')).toEqual([
      { day: today, referrerPath: '', count: 1 },
      { day: today, referrerPath: '/cupones', count: 1 },
      // The second click from the same client and page within 30 s is the same click (query strings are dropped).
      { day: today, referrerPath: '/cupones/promofarma', count: 1 },
    ]);
  });

  it('expired promotions still lead to their store (an old page was open)', async () => {
    const res = await t.get('/go/cupon/1004');
    expect(res.status).toBe(302);
  });

  it('HEAD is answered but not counted', async () => {
    // Compared with its own count before: other tests may click the same coupon.
    const before = await clicks('cupon', '1001');
    const res = await t.send('HEAD', '/go/cupon/1001', undefined, { referer: `http://${host}/cupones/solo-head` });
    expect(res.status).toBe(302);
    expect(await clicks('cupon', '1001')).toEqual(before);
  });

  it.each(['/go/cupon/999999', '/go/cupon/abc', '/go/cupon/1e3', '/go/cupon/99999999999999999999', '/go/cupon/-1'])('unknown coupon %s → 404 JSON', async (p) => {
    const res = await t.get(p);
    expect(res.status).toBe(404);
    expect(ApiErrorSchema.parse(res.body).statusCode).toBe(404);
    expect(res.headers.get('location')).toBeNull();
  });

  it('never redirects to a URL taken from the request', async () => {
    const res = await t.get('/go/cupon/1001?url=https://evil.example/');
    expect(res.headers.get('location')).not.toContain('evil');
    const other = await t.get(`/go/${encodeURIComponent('https://evil.example/')}`);
    expect(other.status).toBe(404);
  });

  it('GET /go/:productId counts and answers 302 to the deep link of an active product', async () => {
    const res = await t.send('GET', '/go/1001', undefined, { referer: `http://${host}/ofertas/zapatillas` });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://www.awin1.com/pclick.php?p=1001&a=1234&m=100');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await clicks('product', '1001')).toEqual([{ day: spanishToday(), referrerPath: '/ofertas/zapatillas', count: 1 }]);
  });

  it('a browser following a dead click-out link gets the Spanish not-found page', async () => {
    const res = await t.send('GET', '/go/nada', undefined, { accept: 'text/html,application/xhtml+xml' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(String(res.body)).toContain(NOT_FOUND_TEXT);
    expect(String(res.body)).toContain('<a href="/">Volver al menú principal</a>');
  });

  it('retired and unknown products → 404 JSON, not counted', async () => {
    expect((await t.get('/go/1002')).status).toBe(404);
    expect((await t.get('/go/nada')).status).toBe(404);
    expect(await clicks('product', '1002')).toEqual([]);
  });
});
