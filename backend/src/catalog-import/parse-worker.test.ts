import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { openDatabase, type Database } from '../database/data-source';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { writeTestFeed } from '../test-support/feed-files';
import { searchVectorSql } from '../database/search-vector';
import { NO_HEADER } from './feed-line-parser';
import { importFeed, type ImportOptions } from './import-feed';

const FIXTURES = path.join(__dirname, '..', 'test-support', 'fixtures');
const V1 = path.join(FIXTURES, 'feed-small.csv');
/** The compiled worker script (the README's test command builds the backend before the tests). */
const WORKER = path.join(__dirname, '..', '..', 'dist', 'catalog-import', 'parse-worker.js');
const writeFeed = writeTestFeed;
const row = (id: number, price: number) => `${id},Producto ${id} de prueba,Tienda ES,77,${price},${price + 10},https://example.com/p/${id},Descripción ${id},Kitchen,Marca ${id % 3}`;

describe.each(databaseKinds())('a load parsed on a worker thread, on %s', (kind) => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });
  const fresh = async () => {
    const db = await openDatabase(await freshConfig(kind));
    opened.push(db);
    return db;
  };
  const stored = async (db: Database) => ({
    products: await db.dataSource.query(
      `SELECT id, title, merchant, merchant_id, price::text, rrp_price::text, deep_link, image_url, images, description, category, category_label,
         brand, active, raw_hash, search_vector::text, low_30d::text, high_30d::text, reference_kind, verified_discount::text FROM product ORDER BY id`,
    ),
    history: await db.dataSource.query(`SELECT product_id, price::text, rrp_price::text FROM price_history ORDER BY product_id, price`),
    words: await db.dataSource.query(`SELECT word FROM search_word ORDER BY word`),
  });
  /** Products whose search vector is not the one SQL computes (stale), and those `tsquery` finds. */
  const vectorCounts = async (db: Database, tsquery: string) =>
    ((await db.dataSource.query(
      `SELECT count(*) FILTER (WHERE search_vector IS DISTINCT FROM ${searchVectorSql('product')})::int AS stale,
         count(*) FILTER (WHERE search_vector @@ to_tsquery('spanish', $1))::int AS found FROM product`,
      [tsquery],
    )) as [{ stale: number; found: number }])[0];
  /** The same import parsed in this thread and on the worker: the same report (but time) and the same rows. */
  const both = async (options: Omit<ImportOptions, 'parseWorker'>) => {
    const here = await fresh();
    const there = await fresh();
    const a = await importFeed(here.dataSource, { ...options, parseWorker: false });
    const b = await importFeed(there.dataSource, { ...options, parseWorker: WORKER });
    const strip = (r: typeof a) => ({ ...r, runId: 0, seconds: 0, rowsPerSecond: 0 });
    expect(strip(b)).toEqual(strip(a));
    expect(await stored(there)).toEqual(await stored(here));
    return b;
  };

  it('writes what the importing thread writes, with the same rejections by line', async () => {
    expect(fs.existsSync(WORKER)).toBe(true);
    const report = await both({ source: V1, batchSize: 4 });
    expect(report).toMatchObject({ rowsRead: 16, inserted: 13, rejected: 3, path: 'load' });
    expect(report.rejections.map((r) => r.line)).toEqual([16, 17, 18]);
    const limited = await importFeed((await fresh()).dataSource, { source: V1, parseWorker: WORKER, keepRejections: 1 });
    expect(limited.rejected).toBe(3);
    expect(limited.rejections).toEqual([{ line: 16, reason: 'aw_product_id is empty' }]);
  });

  it('a feed repeating an id in a later batch: the last line wins, as in this thread', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => row(i + 1, 10 + i));
    lines.push(row(3, 99), row(25, 5));
    const report = await both({ source: writeFeed(lines), batchSize: 4, writers: 2 });
    expect(report.rowsRead).toBe(32);
  });

  it('writes the search vectors it leaves to SQL, and a repeated id, with the rows of their batch', async () => {
    const lines = Array.from({ length: 12 }, (_, i) => row(i + 1, 10 + i));
    // Texts the importer leaves to SQL (search-vector-parts.ts): a surrogate, a '<' that is no tag, a chunk of
    // more than 64 characters. Id 2 comes again in a later batch, so that batch upserts from import_load.
    lines[1] = '2,Auriculares 🎧 inalámbricos,Tienda ES,77,20,30,https://example.com/p/2,Con cancelación de ruido,Electronics,Sony';
    lines[4] = '5,Cable USB-C,Tienda ES,77,9.99,12,https://example.com/p/5,Carga rápida si longitud < 2 m,Electronics,Anker';
    lines[7] = `8,Pack ${'x'.repeat(70)},Tienda ES,77,5,,https://example.com/p/8,Referencia larga,Kitchen,Marca`;
    lines.push('2,Auriculares 🎧 con estuche,Tienda ES,77,18.5,30,https://example.com/p/2,Estuche de carga incluido,Electronics,Sony');
    const report = await both({ source: writeFeed(lines), batchSize: 4, writers: 2 });
    expect(report).toMatchObject({ rowsRead: 13, inserted: 12, rejected: 0 });
    const db = opened[opened.length - 1] as Database;
    expect(await vectorCounts(db, 'estuch | cabl | pack')).toEqual({ stale: 0, found: 3 });
    const [two] = (await db.dataSource.query(`SELECT title, price::text FROM product WHERE id = '2'`)) as [{ title: string; price: string }];
    expect(two).toEqual({ title: 'Auriculares 🎧 con estuche', price: '18.50' });
  });

  it('gives long descriptions of multibyte characters the vectors SQL gives them, read from the first 600 characters', async () => {
    // On PostgreSQL the importing thread makes the recipes from the rows' bytes (ReceivedBatch): the 600th
    // character falls inside a word, after two- and three-byte characters (ñ, €), or just after an emoji.
    const long = (i: number) => `"${'Año tras año 12 € por niño y señal '.repeat(12 + i)}fin"`;
    const lines = Array.from({ length: 9 }, (_, i) =>
      `${i + 1},Lote ${i + 1} ${'ñ€'.repeat(i)},Tienda ES,77,${10 + i},${20 + i},https://example.com/p/${i + 1},${long(i)},Kitchen,Marca €${i}`,
    );
    lines.push(`10,Lote 10,Tienda ES,77,10,20,https://example.com/p/10,"${'a'.repeat(40)} ${'b€ '.repeat(185)}🎧 fin",Kitchen,Marca`);
    // Three-byte letters (ṕ, U+1E55) throughout: the first 600 characters take 1,500 bytes of the row.
    lines.push(`11,Lote 11,Tienda ES,77,10,20,https://example.com/p/11,"${'ṕṕṕ ḿṕ '.repeat(120)}fin",Kitchen,Marca`);
    const report = await both({ source: writeFeed(lines), batchSize: 4, writers: 2 });
    expect(report).toMatchObject({ rowsRead: 11, inserted: 11, rejected: 0 });
    expect(await vectorCounts(opened[opened.length - 1] as Database, 'senal')).toEqual({ stale: 0, found: 9 });
  });

  it('ramps its batches up as the importing thread does, and the default size fills them', async () => {
    const lines = Array.from({ length: 2500 }, (_, i) => row(i + 1, 10 + (i % 50)));
    const counted: number[] = [];
    const db = await fresh();
    const report = await importFeed(db.dataSource, { source: writeFeed(lines), parseWorker: WORKER, afterBatch: (n) => void counted.push(n) });
    expect(report.inserted).toBe(2500);
    // 1,000 then 2,000 rows (RAMP_FIRST_ROWS doubling): two batches.
    expect(counted).toEqual([1, 2]);
  });

  it('reports a missing file, a header without the required columns and an empty feed as the importing thread does', async () => {
    const db = await fresh();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-'));
    await expect(importFeed(db.dataSource, { source: path.join(dir, 'none.csv'), parseWorker: WORKER })).rejects.toThrow('feed file not found');
    fs.writeFileSync(path.join(dir, 'bad.csv'), 'id,name\n1,x\n');
    await expect(importFeed(db.dataSource, { source: path.join(dir, 'bad.csv'), parseWorker: WORKER })).rejects.toThrow(
      'the feed header lacks required column(s): aw_product_id, product_name, search_price, aw_deep_link',
    );
    fs.writeFileSync(path.join(dir, 'empty.csv'), '');
    await expect(importFeed(db.dataSource, { source: path.join(dir, 'empty.csv'), parseWorker: WORKER })).rejects.toThrow(NO_HEADER);
    // Nothing was left behind: the indexes the load dropped are back, the runs are marked failed.
    const runs = (await db.dataSource.query(`SELECT status FROM import_run ORDER BY id`)) as Array<{ status: string }>;
    expect(runs.map((r) => r.status)).toEqual(['failed', 'failed', 'failed']);
    const [{ n }] = (await db.dataSource.query(`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'product'`)) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(7);
  });
});
