import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { openDatabase, type Database } from '../database/data-source';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { importVouchers, readVoucherExport } from './import-vouchers';
import { sampleVoucherExport, seedSampleVouchersIfEmpty, SAMPLE_STORES } from './sample-vouchers';

const FIXTURE = path.join(__dirname, 'fixtures', 'promotions-small.json');

describe.each(databaseKinds())('voucher import on %s', (kind) => {
  let db: Database;
  let dataDir: string;

  beforeAll(async () => {
    const config = await freshConfig(kind);
    dataDir = config.DATA_DIR;
    db = await openDatabase(config);
  });
  afterAll(async () => {
    await db.close();
  });

  const snapshot = async () =>
    (await db.dataSource.query(
      `SELECT p.*, a.name AS advertiser_name, a.updated_at AS advertiser_updated FROM promotion p JOIN advertiser a ON a.id = p.advertiser_id ORDER BY promotion_id`,
    )) as Array<Record<string, unknown>>;

  it('imports valid entries and reports each rejected one with its index and reason', async () => {
    const progress: number[] = [];
    const report = await importVouchers(db.dataSource, { source: FIXTURE, dataDir, batchSize: 5, onProgress: (p) => progress.push(p.processed) });
    expect(report).toMatchObject({ entries: 18, inserted: 12, updated: 0, unchanged: 0, rejected: 6, stores: 8, storesInserted: 8 });
    expect(report.rejections.map((r) => r.index)).toEqual([11, 12, 13, 14, 15, 16]);
    const reasons = Object.fromEntries(report.rejections.map((r) => [r.index, r.reason]));
    expect(reasons[11]).toMatch(/^promotionId: /);
    expect(reasons[12]).toBe('voucher.code: a voucher needs a code');
    expect(reasons[13]).toBe('endDate: ends before it starts');
    expect(reasons[14]).toBe('urlTracking: must be an http(s) URL');
    expect(reasons[15]).toBe('duplicate promotionId (first at index 0)');
    expect(reasons[16]).toBe('not an object');
    expect(report.rejections[1]).toMatchObject({ promotionId: 1013 });
    expect(progress).toEqual([5, 10, 15, 18]);
  });

  it('stores the Awin layout: dates as written, calendar days, plain-text descriptions, region codes', async () => {
    const rows = (await db.dataSource.query(
      `SELECT promotion_id, start_date, end_date, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, code, exclusive, region_codes, regions_all, description
         FROM promotion WHERE promotion_id IN (1003, 1011, 1012) ORDER BY promotion_id`,
    )) as Array<Record<string, unknown>>;
    expect(rows[0]).toMatchObject({ start_date: '2026-11-10T00:00:00', end_date: '2026-11-25T23:59:59', ends_on: '2026-11-25', code: 'FLASH15', exclusive: true, region_codes: ['ES'] });
    expect(rows[1]).toMatchObject({ regions_all: true, region_codes: [] });
    expect(rows[2]?.description).toBe('Hasta 50% en protección solar & after sun.');
    const [a] = (await db.dataSource.query(`SELECT display_name, store_key FROM advertiser WHERE id = 400`)) as Array<Record<string, string>>;
    expect(a).toEqual({ display_name: 'Weekend-Desk', store_key: 'weekend-desk' });
  });

  it('writes a logo per store under DATA_DIR/images/stores', () => {
    const files = fs.readdirSync(path.join(dataDir, 'images', 'stores')).sort();
    expect(files).toEqual(['global-store.svg', 'loja-pt.svg', 'nojoin.svg', 'pandora.svg', 'promofarma.svg', 'weekend-desk.svg', 'weekendesk.svg']);
    const svg = fs.readFileSync(path.join(dataDir, 'images', 'stores', 'promofarma.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<title>Promofarma</title>');
  });

  it('changes nothing when the same export is imported again', async () => {
    const before = await snapshot();
    const report = await importVouchers(db.dataSource, { source: FIXTURE, dataDir });
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 12, rejected: 6, storesInserted: 0, storesUpdated: 0, logosWritten: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('updates only the entries that changed', async () => {
    const data = (await readVoucherExport(FIXTURE)) as Array<Record<string, unknown>>;
    const changed = data.map((e) => (typeof e === 'object' && e.promotionId === 1002 ? { ...e, title: 'Envío gratis desde 39 €' } : e));
    const report = await importVouchers(db.dataSource, { entries: changed });
    expect(report).toMatchObject({ inserted: 0, updated: 1, unchanged: 11 });
    const [row] = (await db.dataSource.query(`SELECT title FROM promotion WHERE promotion_id = 1002`)) as Array<{ title: string }>;
    expect(row?.title).toBe('Envío gratis desde 39 €');
  });

  it('reads gzip files, bare lists and URLs, and refuses what is not an export', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vouchers-'));
    const raw = fs.readFileSync(FIXTURE);
    const gz = path.join(dir, 'export.json.gz');
    fs.writeFileSync(gz, zlib.gzipSync(raw));
    expect(await readVoucherExport(gz)).toHaveLength(18);
    const bare = path.join(dir, 'bare.json');
    fs.writeFileSync(bare, JSON.stringify([{ promotionId: 1 }]));
    expect(await readVoucherExport(bare)).toHaveLength(1);
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, '{"data": 3}');
    await expect(readVoucherExport(bad)).rejects.toThrow('no list of promotions');
    fs.writeFileSync(bad, '{nope');
    await expect(readVoucherExport(bad)).rejects.toThrow('not valid JSON');
    await expect(readVoucherExport(path.join(dir, 'missing.json'))).rejects.toThrow('export file not found');
    const server = http.createServer((_req, res) => res.end(raw));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const port = (server.address() as AddressInfo).port;
      expect(await readVoucherExport(`http://127.0.0.1:${port}/export.json`)).toHaveLength(18);
    } finally {
      server.close();
    }
  });
});

describe.each(databaseKinds())('sample promotions on %s', (kind) => {
  let db: Database;
  let dataDir: string;
  const reference = new Date('2026-11-21T10:00:00Z');

  beforeAll(async () => {
    const config = await freshConfig(kind);
    dataDir = config.DATA_DIR;
    db = await openDatabase(config);
  });
  afterAll(async () => {
    await db.close();
  });

  it('is deterministic, large enough and varied', () => {
    const a = sampleVoucherExport(reference).data;
    expect(JSON.stringify(sampleVoucherExport(reference).data)).toBe(JSON.stringify(a));
    expect(a.length).toBeGreaterThanOrEqual(150);
    const stores = new Set(a.map((e) => (e.advertiser as { id: number }).id));
    expect(stores.size).toBeGreaterThanOrEqual(25);
    expect(SAMPLE_STORES.map((s) => s.name)).toEqual(expect.arrayContaining(['Promofarma ES', 'Weekendesk ES', 'Pandora ES']));
    const today = '2026-11-21';
    const ends = a.map((e) => (e.endDate as string | null)?.slice(0, 10) ?? null);
    expect(a.filter((e) => e.type === 'voucher').length).toBeGreaterThan(40);
    expect(a.filter((e) => e.type === 'promotion').length).toBeGreaterThan(40);
    expect(a.filter((e) => (e.voucher as { exclusive: boolean }).exclusive).length).toBeGreaterThanOrEqual(10);
    expect(ends.filter((d) => d !== null && d < today).length).toBeGreaterThanOrEqual(10);
    expect(a.filter((e) => e.startDate === null && e.endDate === null).length).toBeGreaterThanOrEqual(5);
    expect(ends.filter((d) => d !== null && d >= today && d <= '2026-11-28').length).toBeGreaterThanOrEqual(5);
  });

  it('seeds an empty database once, with every entry valid and a logo per store', async () => {
    const n = await seedSampleVouchersIfEmpty(db.dataSource, dataDir, reference);
    expect(n).toBe(sampleVoucherExport(reference).data.length);
    expect(await seedSampleVouchersIfEmpty(db.dataSource, dataDir, reference)).toBe(0);
    const keys = (await db.dataSource.query(`SELECT store_key FROM advertiser ORDER BY store_key`)) as Array<{ store_key: string }>;
    expect(keys.map((k) => k.store_key)).toEqual(expect.arrayContaining(['promofarma', 'weekendesk', 'pandora', 'el-corte-ingles', 'toys-r-us']));
    const logos = fs.readdirSync(path.join(dataDir, 'images', 'stores'));
    expect(logos).toHaveLength(keys.length);
    fs.rmSync(path.join(dataDir, 'images', 'stores', 'pandora.svg'));
    expect(await seedSampleVouchersIfEmpty(db.dataSource, dataDir, reference)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'images', 'stores', 'pandora.svg'))).toBe(true);
  });
});
