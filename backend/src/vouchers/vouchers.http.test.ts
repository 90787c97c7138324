import * as path from 'node:path';
import { ApiErrorSchema, VoucherStoresAnswerSchema, VouchersAnswerSchema, type VouchersAnswer } from '@ofertas/contracts';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { importVouchers } from './import-vouchers';
import { VouchersService } from './vouchers.service';

const FIXTURE = path.join(__dirname, 'fixtures', 'promotions-small.json');

describe.each(databaseKinds())('vouchers API on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind));
    await importVouchers(t.db, { source: FIXTURE });
    // The fixture is dated around 21 November 2026 (midday in Madrid).
    t.app.get(VouchersService).now = () => new Date('2026-11-21T11:00:00Z');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async (path: string, body: unknown): Promise<VouchersAnswer> => {
    const res = await t.send('POST', path, body);
    expect(res.status).toBe(200);
    return VouchersAnswerSchema.parse(res.body);
  };
  const vouchers = (filters: Record<string, unknown> = {}, pagination: Record<string, unknown> = {}) =>
    post('/api/vouncher/vounchers', {
      filters: { advertiserIds: [], exclusiveOnly: false, membership: 'joined', regionCodes: ['ES'], status: 'active', type: 'all', ...filters },
      pagination: { page: 1, pageSize: 200, ...pagination },
    });
  const ids = (a: VouchersAnswer) => a.data.map((v) => v.promotionId);

  it('answers the SPEC §7 shape with active promotions only: expired and upcoming never, undated always', async () => {
    const a = await vouchers();
    expect(ids(a).sort()).toEqual([1001, 1002, 1003, 1005, 1007, 1008, 1011, 1012]);
    expect(a.pagination).toEqual({ page: 1, pageSize: 200, total: 8 });
    // Exclusive first, then vouchers, then by end date.
    expect(ids(a).slice(0, 3)).toEqual([1003, 1001, 1007]);
    const v = a.data.find((x) => x.promotionId === 1003);
    expect(v).toEqual({
      promotionId: 1003,
      title: '15% exclusivo',
      description: 'Descripción de prueba.',
      terms: 'Condiciones de prueba.',
      startDate: '2026-11-10T00:00:00',
      endDate: '2026-11-25T23:59:59',
      urlTracking: 'https://www.awin1.com/cread.php?awinmid=100&awinaffid=1&ued=https%3A%2F%2Ftienda.example%2Fp%2F1003',
      url: 'https://tienda.example/p/1003',
      voucher: { code: 'FLASH15', exclusive: true },
      advertiser: { id: 100, name: 'Promofarma' },
      regions: { list: [{ name: 'Spain', countryCode: 'ES' }] },
      type: 'voucher',
    });
    const promo = a.data.find((x) => x.promotionId === 1002);
    expect(promo?.voucher).toEqual({ exclusive: false });
    expect(promo?.startDate).toBeNull();
    expect(promo?.endDate).toBeNull();
  });

  it('a promotion is active through its last day and expired the day after', async () => {
    expect(ids(await vouchers())).toContain(1005);
    expect(ids(await vouchers())).not.toContain(1004);
    expect(ids(await vouchers({ status: 'expired' }))).toEqual([1004]);
    t.app.get(VouchersService).now = () => new Date('2026-11-21T23:30:00Z'); // already 22 November in Madrid
    try {
      expect(ids(await vouchers())).not.toContain(1005);
    } finally {
      t.app.get(VouchersService).now = () => new Date('2026-11-21T11:00:00Z');
    }
    expect(ids(await vouchers({ status: 'all' })).sort()).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1011, 1012]);
  });

  it('filters by type: voucher, promotion, and "true" for exclusives', async () => {
    expect(ids(await vouchers({ type: 'voucher' })).sort()).toEqual([1001, 1003, 1007]);
    expect(ids(await vouchers({ type: 'promotion' })).sort()).toEqual([1002, 1005, 1008, 1011, 1012]);
    expect(ids(await vouchers({ type: 'true' }))).toEqual([1003]);
    expect(ids(await vouchers({ exclusiveOnly: true }))).toEqual([1003]);
    expect(ids(await vouchers({ exclusiveOnly: true, type: 'promotion' }))).toEqual([]);
  });

  it('filters by store, including stores sharing a display name', async () => {
    expect(ids(await vouchers({ advertiserIds: [100] }))).toEqual([1003, 1001, 1012, 1002]);
    // 'Pandora ES' (300) has only an upcoming promotion; its namesake 'Pandora' (301) has an active one.
    const pandora = await vouchers({ advertiserIds: [300] });
    expect(ids(pandora)).toEqual([1007]);
    expect(pandora.data[0]?.advertiser).toEqual({ id: 301, name: 'Pandora' });
    expect(ids(await vouchers({ advertiserIds: [999] }))).toEqual([]);
  });

  it('filters by region and membership', async () => {
    expect(ids(await vouchers({ regionCodes: ['PT'] })).sort()).toEqual([1009, 1011]);
    expect(ids(await vouchers({ membership: 'all' }))).toContain(1010);
    expect(ids(await vouchers())).not.toContain(1010);
  });

  it('pages with the total of the whole filter', async () => {
    const p1 = await vouchers({}, { page: 1, pageSize: 3 });
    const p3 = await vouchers({}, { page: 3, pageSize: 3 });
    expect(p1.data).toHaveLength(3);
    expect(p3.data).toHaveLength(2);
    expect(p3.pagination).toEqual({ page: 3, pageSize: 3, total: 8 });
    expect((await vouchers({}, { page: 9, pageSize: 3 })).data).toEqual([]);
  });

  it('an empty body means the defaults (joined, ES, active, all, 200)', async () => {
    const a = await post('/api/vouncher/vounchers', {});
    expect(a.pagination).toEqual({ page: 1, pageSize: 200, total: 8 });
  });

  it('lists each store once, names without "ES" and with hyphens, in alphabetical order', async () => {
    const a = await post('/api/vouncher/vounchermerchant', {
      filters: { advertiserIds: [], exclusiveOnly: false, membership: 'all', regionCodes: ['ES'], status: 'active', type: 'all' },
      pagination: { page: 1, pageSize: 200 },
    });
    expect(a.data.map((v) => v.advertiser.name)).toEqual(['Global-Store', 'NoJoin', 'Pandora', 'Promofarma', 'Weekend-Desk', 'Weekendesk']);
    expect(a.pagination.total).toBe(6);
    // The store's representative is its exclusive voucher.
    expect(a.data.find((v) => v.advertiser.name === 'Promofarma')?.promotionId).toBe(1003);
  });

  it('GET /api/vouncher/stores gives logos and active counts', async () => {
    const res = await t.get('/api/vouncher/stores');
    expect(res.status).toBe(200);
    const stores = VoucherStoresAnswerSchema.parse(res.body);
    expect(stores[0]).toEqual({ id: 100, name: 'Promofarma', key: 'promofarma', logo: '/api/images/stores/promofarma.svg', active: 4 });
    expect(stores.find((s) => s.key === 'pandora')).toMatchObject({ active: 1 });
    expect(stores.find((s) => s.key === 'loja-pt')).toMatchObject({ active: 0 });
    const pt = VoucherStoresAnswerSchema.parse((await t.get('/api/vouncher/stores?region=pt')).body);
    expect(pt.find((s) => s.key === 'loja-pt')).toMatchObject({ active: 1 });
    expect((await t.get('/api/vouncher/stores?region=Spain')).status).toBe(400);
  });

  it.each([
    ['page size above 200', { pagination: { page: 1, pageSize: 201 } }, 'pagination.pageSize'],
    ['page 0', { pagination: { page: 0, pageSize: 10 } }, 'pagination.page'],
    ['unknown type', { filters: { type: 'gratis' } }, 'filters.type'],
    ['text store ids', { filters: { advertiserIds: ['pandora'] } }, 'filters.advertiserIds.0'],
    ['bad region', { filters: { regionCodes: ['españa'] } }, 'filters.regionCodes.0'],
    ['unknown status', { filters: { status: 'caducado' } }, 'filters.status'],
    ['a list instead of an object', [1, 2], '(root)'],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    for (const path of ['/api/vouncher/vounchers', '/api/vouncher/vounchermerchant']) {
      const res = await t.send('POST', path, body);
      expect(res.status).toBe(400);
      const err = ApiErrorSchema.parse(res.body);
      expect(err.issues?.map((i) => i.path)).toContain(field);
    }
  });

  it('answers 400, never 500, to broken JSON and wrong content types', async () => {
    const broken = await t.send('POST', '/api/vouncher/vounchers', '{"filters":', { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
    const text = await t.send('POST', '/api/vouncher/vounchers', 'hola', { 'content-type': 'text/plain' });
    expect([400, 415]).toContain(text.status);
    ApiErrorSchema.parse(text.body);
  });
});
