import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { openDatabase, type Database } from '../database/data-source';
import { settlePriceTrust } from '../database/price-trust';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { agePriceRecords } from '../test-support/price-trust-feeds';
import { importFeed } from './import-feed';

/** The compiled worker script (the README's test command builds the backend before the tests). */
const WORKER = path.join(__dirname, '..', '..', 'dist', 'catalog-import', 'parse-worker.js');

const HEADER = 'aw_product_id,product_name,merchant_name,merchant_id,search_price,rrp_price,store_price,aw_deep_link,description,category_name,brand_name';
const line = (id: number, price: string, rrp = '', store = '') =>
  `${id},Producto ${id},Tienda ES,77,${price},${rrp},${store},https://example.com/p/${id},Descripción ${id},Kitchen,Marca ${id % 2}`;

/**
 * Batches of three lines. 101–108: each way a reference can be (above, below and equal to the price; the store
 * price alone or above the rrp; none; a price of 0; amounts that round to the same cents); 109 repeats within
 * its batch; 110, 111 and 112 come again in later batches (a lower price, a raised rrp only, the same line).
 */
const FEED = [
  line(101, '100', '120'),
  line(102, '100', '80'),
  line(103, '100', '100'),
  line(104, '100', '', '130'),
  line(105, '100', '90', '110'),
  line(106, '100'),
  line(107, '0', '10'),
  line(108, '19.999', '20.001'),
  line(110, '100', '100'),
  line(111, '100', '90'),
  line(112, '50', '70'),
  line(113, '75', '', '80'),
  line(109, '50', '60'),
  line(109, '40', '60'),
  line(110, '90', '100'),
  line(111, '100', '150'),
  line(112, '50', '70'),
];

function writeFeed(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'feed.csv');
  fs.writeFileSync(file, `${HEADER}\n${FEED.join('\n')}\n`);
  return file;
}

describe.each(databaseKinds())('imports write the verified-discount figures the statement computes, on %s', (kind) => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  const figures = async (db: Database) =>
    (await db.dataSource.query(
      `SELECT id, price::text, low_30d::text AS low, high_30d::text AS high, reference_kind AS kind, verified_discount::text AS verified FROM product ORDER BY id`,
    )) as Array<{ id: string; price: string; low: string | null; high: string | null; kind: string | null; verified: string }>;

  it.each([
    ['the importing thread', false as const],
    ['the parse worker', WORKER],
  ])('parsed on %s: the same figures, row for row, as the statement gives over the whole table', async (_where, parseWorker) => {
    if (parseWorker !== false) expect(fs.existsSync(parseWorker)).toBe(true);
    const db = await openDatabase(await freshConfig(kind));
    opened.push(db);
    const ds = db.dataSource;
    const report = await importFeed(ds, { source: writeFeed(), batchSize: 3, parseWorker });
    expect(report).toMatchObject({ rowsRead: FEED.length, inserted: 13, rejected: 0 });
    const loaded = await figures(db);

    // The statement's own figures for the same rows: every figure cleared, then computed over the whole table.
    await ds.query(`UPDATE product SET low_30d = NULL, high_30d = NULL, reference_kind = NULL, verified_discount = 0 WHERE true`);
    expect(await settlePriceTrust(ds, 'all')).toBe(13);
    expect(loaded).toEqual(await figures(db));

    const byId = new Map(loaded.map((r) => [r.id, r]));
    expect(byId.get('101')).toMatchObject({ low: '100.00', high: '100.00', kind: 'shop', verified: '0.00' });
    expect(byId.get('102')).toMatchObject({ low: '100.00', high: '100.00', kind: null, verified: '0.00' });
    expect(byId.get('108')).toMatchObject({ price: '20.00', kind: null });
    expect(byId.get('109')).toMatchObject({ low: '40.00', high: '40.00', kind: 'shop' });
    // Written again in a later batch, so computed by the statement from both prices.
    expect(byId.get('110')).toMatchObject({ low: '90.00', high: '100.00', kind: 'seen', verified: '10.00' });
    expect(byId.get('111')).toMatchObject({ low: '100.00', high: '100.00', kind: 'shop' });
  });

  it('a refresh writes each row’s figures with the row: the same, row for row, as the statement over the whole table', async () => {
    const db = await openDatabase(await freshConfig(kind));
    opened.push(db);
    const ds = db.dataSource;
    await importFeed(ds, { source: writeFeed(), batchSize: 3, parseWorker: false });
    // Ten days on: a refresh with lower, higher and equal prices, changed references, a new product and one gone.
    await agePriceRecords(ds, 10);
    const refresh = [
      line(101, '90', '120'),
      line(102, '120', '80'),
      line(103, '100', '100'),
      line(104, '100', '', '90'),
      line(105, '80', '100', '110'),
      line(106, '110', '100'),
      line(107, '5', '10'),
      line(108, '19.999', '20.001'),
      line(110, '95', '100'),
      line(111, '100', '150'),
      line(112, '45', '50'),
      line(109, '60', '60'),
      line(114, '30', '40'),
    ];
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'refresh.csv');
    fs.writeFileSync(file, `${HEADER}\n${refresh.join('\n')}\n`);
    expect(await importFeed(ds, { source: file, batchSize: 4, parseWorker: false })).toMatchObject({ inserted: 1, updated: 9, retired: 1 });
    const refreshed = await figures(db);

    await ds.query(`UPDATE product SET low_30d = NULL, high_30d = NULL, reference_kind = NULL, verified_discount = 0 WHERE true`);
    await settlePriceTrust(ds, 'all');
    expect(refreshed).toEqual(await figures(db));
    const byId = new Map(refreshed.map((r) => [r.id, r]));
    // 101's 100 € of ten days ago is the struck 120's high: not charged, the shop's; 110 dropped from 100 charged.
    expect(byId.get('101')).toMatchObject({ low: '90.00', high: '100.00', kind: 'shop' });
    expect(byId.get('110')).toMatchObject({ low: '90.00', high: '100.00', kind: 'seen', verified: '5.00' });
    expect(byId.get('114')).toMatchObject({ low: '30.00', high: '30.00', kind: 'shop', verified: '0.00' });
  });
});
