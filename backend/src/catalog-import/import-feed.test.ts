import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { PRICE_HISTORY_KEY, PRICE_HISTORY_PRIMARY_KEY, PRODUCT_INDEXES } from '../database/product-indexes';
import { searchVectorSql } from '../database/search-vector';
import { searchWords } from '../database/search-words';
import { constraintNames } from '../test-support/constraints';
import { databaseKinds } from '../test-support/databases';
import { freshDatabaseForTests } from '../test-support/fresh-database';
import { REFRESH_PATHS } from '../test-support/refresh-paths';
import { importFeed } from './import-feed';
import { refreshMayTrustKeys } from './product-writer';
import { repairInterruptedImports } from './import-runs';

const FIXTURES = path.join(__dirname, '..', 'test-support', 'fixtures');
const V1 = path.join(FIXTURES, 'feed-small.csv');
const V2 = path.join(FIXTURES, 'feed-small-v2.csv');

const KINDS_AND_PATHS = databaseKinds().flatMap((kind) => REFRESH_PATHS.map(([label, max]) => [kind, label, max] as const));

describe.each(KINDS_AND_PATHS)('feed import on %s, refresh compared %s', (kind, _path, snapshotMax) => {
  const db = freshDatabaseForTests(kind);

  const snapshot = async () =>
    (await db.dataSource.query(
      `SELECT id, title, price::float8 AS price, active, raw_hash, updated_at FROM product ORDER BY id`,
    )) as Array<Record<string, unknown>>;

  it('imports valid rows and reports each rejected row with its line and reason', async () => {
    const report = await importFeed(db.dataSource, { snapshotMax, source: V1, batchSize: 4 });
    expect(report.rowsRead).toBe(16);
    expect(report.inserted).toBe(13);
    expect(report.rejected).toBe(3);
    expect(report.rejections).toEqual([
      { line: 16, reason: 'aw_product_id is empty' },
      { line: 17, reason: 'search_price "abc" is not a valid price' },
      { line: 18, reason: 'aw_deep_link is not an http(s) URL' },
    ]);
    const [cafetera] = (await db.dataSource.query(`SELECT title, description, brand FROM product WHERE id = '1013'`)) as Array<
      Record<string, string>
    >;
    expect(cafetera).toEqual({
      title: `Cafetera espresso De'Longhi, "Dedica"`,
      description: 'Cafetera compacta, con vaporizador de leche "cappuccino".',
      brand: "De'Longhi",
    });
    const history = (await db.dataSource.query(`SELECT count(*)::int AS n FROM price_history`)) as Array<{ n: number }>;
    expect(history[0]?.n).toBe(13);
  });

  it('changes nothing when the same feed is imported again', async () => {
    const before = await snapshot();
    const report = await importFeed(db.dataSource, { snapshotMax, source: V1 });
    expect(report.inserted).toBe(0);
    expect(report.updated).toBe(0);
    expect(report.unchanged).toBe(13);
    expect(report.retired).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('retires products that vanished from a merchant feed and records price changes', async () => {
    const report = await importFeed(db.dataSource, { snapshotMax, source: V2 });
    expect(report.updated).toBe(1);
    expect(report.retired).toBe(1);
    const rows = (await db.dataSource.query(
      `SELECT id, active, price::float8 AS price FROM product WHERE id IN ('1003','1004') ORDER BY id`,
    )) as Array<{ id: string; active: boolean; price: number }>;
    expect(rows).toEqual([
      { id: '1003', active: true, price: 499 },
      { id: '1004', active: false, price: 629 },
    ]);
    const history = (await db.dataSource.query(
      `SELECT price::float8 AS price FROM price_history WHERE product_id = '1003' ORDER BY recorded_at`,
    )) as Array<{ price: number }>;
    expect(history.map((h) => h.price)).toEqual([549, 499]);
    // Reappearing in a later feed brings a retired product back.
    const again = await importFeed(db.dataSource, { snapshotMax, source: V1 });
    expect(again.updated).toBe(2);
    const [back] = (await db.dataSource.query(`SELECT active FROM product WHERE id = '1004'`)) as Array<{ active: boolean }>;
    expect(back?.active).toBe(true);
  });

  it("leaves a refresh's history key checks out only where they can only pass, and the history keeps its products", async () => {
    // The tests run as a superuser on both databases: a refresh's batches run with session_replication_role =
    // replica, which also stops ordinary triggers and rules. The batch's tables must have none of those.
    expect(await refreshMayTrustKeys(db.dataSource)).toBe(true);
    const tables = `('product'::regclass, 'price_history'::regclass, 'search_word'::regclass)`;
    expect(await db.dataSource.query(`SELECT tgname FROM pg_trigger WHERE NOT tgisinternal AND tgrelid IN ${tables}`)).toEqual([]);
    expect(await db.dataSource.query(`SELECT rulename FROM pg_rewrite WHERE ev_class IN ${tables}`)).toEqual([]);
    const feed = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'prices.csv');
    // New products and changed prices: history rows for products of the statement's `old` and of its `ins`.
    fs.writeFileSync(feed, fs.readFileSync(V2, 'utf8').replace(/^1003,/m, '1103,').replace(/,89\.99,/, ',84.99,'));
    const report = await importFeed(db.dataSource, { snapshotMax, source: feed });
    expect(report.inserted).toBeGreaterThan(0);
    expect(report.updated).toBeGreaterThan(0);
    await importFeed(db.dataSource, { snapshotMax, source: V1 });
    const [orphans] = (await db.dataSource.query(
      `SELECT count(*)::int AS n FROM price_history h WHERE NOT EXISTS (SELECT 1 FROM product p WHERE p.id = h.product_id)`,
    )) as Array<{ n: number }>;
    expect(orphans?.n).toBe(0);
    const [key] = (await db.dataSource.query(`SELECT convalidated FROM pg_constraint WHERE conname = $1`, [PRICE_HISTORY_KEY.name])) as Array<{
      convalidated: boolean;
    }>;
    expect(key?.convalidated).toBe(true);
    // The catalogue the next tests expect (13 products): the new one goes, its history with it.
    await db.dataSource.query(`DELETE FROM product WHERE id = '1103'`);
    expect(await db.dataSource.query(`SELECT 1 FROM price_history WHERE product_id = '1103'`)).toEqual([]);
  });

  it('a refresh sends the vocabulary words of its new and renamed products only: the others are there already', async () => {
    const vocabulary = async () =>
      ((await db.dataSource.query(`SELECT word FROM search_word ORDER BY word`)) as Array<{ word: string }>).map((r) => r.word);
    await importFeed(db.dataSource, { snapshotMax, source: V1 });
    await db.dataSource.query(`TRUNCATE search_word`);
    const [header, ...rows] = fs.readFileSync(V1, 'utf8').trim().split('\n');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'words.csv');
    const lines = rows.map((line) =>
      line
        // 1001: a new price only; 1002: a new title; 1099: a new product (a copy of 1012 under another id).
        .replace(/^(1001,.*?),89\.99,/, '$1,84.99,')
        .replace('Zapatillas Adidas Ultraboost Light para hombre', 'Chanclas Adidas Adilette Comfort'),
    );
    const copy = (rows.find((line) => line.startsWith('1012,')) as string).replace(/^1012,/, '1099,').replace('Bullpadel Vertex 04', 'Siux Electra Stupa');
    fs.writeFileSync(file, [header, ...lines, copy].join('\n'));
    const report = await importFeed(db.dataSource, { snapshotMax, source: file });
    expect(report).toMatchObject({ inserted: 1, updated: 2 });
    const [renamed, added] = (await db.dataSource.query(`SELECT title, brand FROM product WHERE id IN ('1002', '1099') ORDER BY id`)) as Array<{
      title: string;
      brand: string;
    }>;
    const expected = new Set([...searchWords(`${renamed?.title} ${renamed?.brand}`), ...searchWords(`${added?.title} ${added?.brand}`)]);
    expect(await vocabulary()).toEqual([...expected].sort());
    expect(await vocabulary()).not.toContain('nike');
    // The catalogue and vocabulary the next tests expect.
    await db.dataSource.query(`DELETE FROM product WHERE id = '1099'`);
    await importFeed(db.dataSource, { snapshotMax, source: V1 });
    const all = (await db.dataSource.query(`SELECT title, brand FROM product`)) as Array<{ title: string; brand: string }>;
    await db.dataSource.query(`INSERT INTO search_word (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [
      [...new Set(all.flatMap((p) => searchWords(`${p.title} ${p.brand}`)))],
    ]);
  });

  it("writes each product's search vector with its row, and again only when its words change", async () => {
    // The vector as searches read it (their queries fold accents with f_unaccent), stated apart from the
    // import's own SQL (searchVectorSql calls unaccent() itself): the feed's titles and descriptions have accents.
    const asSearched = `setweight(to_tsvector('spanish', f_unaccent(title || ' ' || brand)), 'A')
      || setweight(to_tsvector('spanish', f_unaccent(category_label || ' ' || category)), 'C')
      || setweight(to_tsvector('spanish', f_unaccent(left(description, 600))), 'D')`;
    const stale = async () =>
      (
        (await db.dataSource.query(
          `SELECT count(*) FILTER (WHERE search_vector IS DISTINCT FROM ${searchVectorSql('product')} OR search_vector IS DISTINCT FROM ${asSearched})::int AS stale,
            count(*)::int AS n FROM product`,
        )) as Array<{ stale: number; n: number }>
      )[0];
    const matching = async (words: string) =>
      ((await db.dataSource.query(`SELECT id FROM product WHERE search_vector @@ websearch_to_tsquery('spanish', f_unaccent($1)) ORDER BY id`, [words])) as Array<{
        id: string;
      }>).map((r) => r.id);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'renamed.csv');
    fs.writeFileSync(file, fs.readFileSync(V1, 'utf8').replace('Zapatillas Adidas Ultraboost Light para hombre', 'Sandalias Adidas Adilette para hombre'));
    expect((await importFeed(db.dataSource, { snapshotMax, source: file })).updated).toBe(1);
    expect(await stale()).toEqual({ stale: 0, n: 13 });
    expect(await matching('sandalias')).toEqual(['1002']);
    expect((await importFeed(db.dataSource, { snapshotMax, source: V1 })).updated).toBe(1);
    expect(await stale()).toEqual({ stale: 0, n: 13 });
    expect(await matching('sandalias')).toEqual([]);
    expect(await matching('ultraboost')).toEqual(['1002']);
  });

  it("a feed repeating an existing id ends with the id's last line, whether that line is changed or unchanged", async () => {
    await importFeed(db.dataSource, { snapshotMax, source: V1 });
    const [header, ...rows] = fs.readFileSync(V1, 'utf8').trim().split('\n');
    const stored = rows[0] as string;
    const changed = stored.replace(/,89\.99,/, ',79.99,');
    const feed = (lines: string[]) => {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'repeat.csv');
      fs.writeFileSync(file, [header, ...lines].join('\n'));
      return file;
    };
    const price = async () =>
      ((await db.dataSource.query(`SELECT price::float8 AS price FROM product WHERE id = '1001'`)) as Array<{ price: number }>)[0]?.price;
    const history = async () =>
      ((await db.dataSource.query(`SELECT count(*)::int AS n FROM price_history WHERE product_id = '1001'`)) as Array<{ n: number }>)[0]?.n ?? 0;
    const before = await history();
    // The changed line first, the stored one last (batches of one line): both are written, the stored line
    // again last. (Within one batch only the batch's last line of an id is written, on both paths:
    // refresh-paths-agree.test.ts.)
    const last = await importFeed(db.dataSource, { snapshotMax, source: feed([changed, ...rows.slice(1), stored]), batchSize: 1 });
    expect(last).toMatchObject({ rowsRead: 17, updated: 2, unchanged: 12, rejected: 3, retired: 0 });
    expect(last.path).toBe(snapshotMax === 0 ? 'database' : 'memory');
    expect(await price()).toBe(89.99);
    expect(await history()).toBe(before + 2);
    // The stored line first, then the changed one: the stored line is unchanged, the changed line wins.
    const first = await importFeed(db.dataSource, { snapshotMax, source: feed([...rows, changed]), batchSize: 2 });
    expect(first).toMatchObject({ rowsRead: 17, updated: 1, unchanged: 13, rejected: 3, retired: 0 });
    expect(await price()).toBe(79.99);
    expect(await history()).toBe(before + 3);
    await importFeed(db.dataSource, { snapshotMax, source: V1 });
    expect(await price()).toBe(89.99);
  });

  it('a line changed only in form is neither rewritten nor counted, also where its value is stored rounded', async () => {
    await importFeed(db.dataSource, { snapshotMax, source: V1 });
    const [header, ...rows] = fs.readFileSync(V1, 'utf8').trim().split('\n') as [string, string, string, ...string[]];
    const feed = (second: string) => {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'form.csv');
      fs.writeFileSync(file, [header, rows[0], second, ...rows.slice(2)].join('\n'));
      return file;
    };
    const stored = async () =>
      ((await db.dataSource.query(`SELECT delivery_cost::float8 AS cost, updated_at, raw_hash FROM product WHERE id = '1002'`)) as Array<{
        cost: number;
        updated_at: Date;
        raw_hash: string;
      }>)[0];
    // 1002's delivery cost with three decimals is stored rounded to cents: 3.99 → 4.00 is a change.
    const rounded = rows[1].replace(',3.99,', ',3.999,');
    expect(rounded).not.toBe(rows[1]);
    expect(await importFeed(db.dataSource, { snapshotMax, source: feed(rounded) })).toMatchObject({ inserted: 0, updated: 1 });
    const before = await stored();
    expect(before?.cost).toBe(4);
    // The same values in another form: a new line hash, compared with the stored (rounded) values.
    const report = await importFeed(db.dataSource, { snapshotMax, source: feed(rounded.replace(',3.999,', ',3.9990,')) });
    expect(report).toMatchObject({ inserted: 0, updated: 0, retired: 0 });
    const after = await stored();
    expect(after?.updated_at).toEqual(before?.updated_at);
    expect(after?.raw_hash).not.toBe(before?.raw_hash);
    expect((await importFeed(db.dataSource, { snapshotMax, source: V1 })).updated).toBe(1);
  });

  // Only the database-side comparison reads the file twice.
  if (snapshotMax === 0) {
    it('a feed file changed between the two passes is not written from', async () => {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'changing.csv');
      fs.writeFileSync(file, fs.readFileSync(V2));
      const before = await snapshot();
      let changed = false;
      await expect(
        importFeed(db.dataSource, {
          snapshotMax,
          source: file,
          onProgress: (p) => {
            if (p.phase !== 'comparing' || changed) return;
            changed = true;
            fs.appendFileSync(file, '\n');
          },
        }),
      ).rejects.toThrow('the feed file changed while it was being imported');
      expect(changed).toBe(true);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('two writers in flight give the same result as one', async () => {
    const before = await snapshot();
    const report = await importFeed(db.dataSource, { snapshotMax, source: V1, batchSize: 2, writers: 2 });
    expect(report).toMatchObject({ rowsRead: 16, inserted: 0, updated: 0, unchanged: 13, rejected: 3 });
    expect(await snapshot()).toEqual(before);
  });

  it('a new id repeated in two batches written at once ends as one product, whichever batch commits first', async () => {
    const [header, ...rows] = fs.readFileSync(V1, 'utf8').trim().split('\n');
    const twin = (price: string) => (rows[0] as string).replace(/^1001,/, '9001,').replace(/,\d+\.\d\d,/, `,${price},`);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'twins.csv');
    fs.writeFileSync(file, [header, twin('10.00'), ...rows.slice(0, 3), twin('12.00'), ...rows.slice(3)].join('\n'));
    const report = await importFeed(db.dataSource, { snapshotMax, source: file, batchSize: 2, writers: 2, retire: false });
    expect(report.inserted).toBe(1);
    const twins = (await db.dataSource.query(`SELECT price::float8 AS price, active FROM product WHERE id = '9001'`)) as Array<{
      price: number;
      active: boolean;
    }>;
    expect(twins).toHaveLength(1);
    expect([10, 12]).toContain(twins[0]?.price);
    const history = (await db.dataSource.query(`SELECT price::float8 AS price FROM price_history WHERE product_id = '9001'`)) as Array<{
      price: number;
    }>;
    expect(history.map((h) => h.price)).toContain(twins[0]?.price);
    await db.dataSource.query(`DELETE FROM product WHERE id = '9001'`);
  });

  it('reads gzip feeds, detected from the content', async () => {
    const gz = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'feed.data');
    fs.writeFileSync(gz, zlib.gzipSync(fs.readFileSync(V1)));
    const report = await importFeed(db.dataSource, { snapshotMax, source: gz });
    expect(report.rowsRead).toBe(16);
    expect(report.rejected).toBe(3);
  });

  it('an interrupted import keeps committed batches, rolls back nothing else and retires nothing', async () => {
    const before = await snapshot();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-'));
    const changed = path.join(dir, 'changed.csv');
    // Every price changes; the run dies after the first batch of 4 rows.
    const text = fs
      .readFileSync(V2, 'utf8')
      .split('\n')
      .map((l, i) => (i === 0 ? l : l.replace(/,(\d+)\.(\d\d),/, (_m, a: string, b: string) => `,${Number(a) + 1}.${b},`)))
      .join('\n');
    fs.writeFileSync(changed, text);
    await expect(
      importFeed(db.dataSource, { snapshotMax,
        source: changed,
        batchSize: 4,
        afterBatch: (n) => {
          if (n === 1) throw new Error('simulated crash');
        },
      }),
    ).rejects.toThrow('simulated crash');
    const after = await snapshot();
    const changedIds = after.filter((r, i) => r.price !== before[i]?.price).map((r) => r.id);
    expect(changedIds).toHaveLength(4);
    // 1004 is not in v2 but the run never finished, so it stays active.
    expect(after.find((r) => r.id === '1004')?.active).toBe(true);
    const [run] = (await db.dataSource.query(`SELECT status FROM import_run ORDER BY id DESC LIMIT 1`)) as Array<{ status: string }>;
    expect(run?.status).toBe('failed');
  });

  it('a bulk import rebuilds the search indexes even when it fails half-way', async () => {
    await expect(
      importFeed(db.dataSource, { snapshotMax,
        source: V1,
        batchSize: 4,
        bulk: true,
        afterBatch: () => {
          throw new Error('simulated crash');
        },
      }),
    ).rejects.toThrow('simulated crash');
    const rows = (await db.dataSource.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'product'`)) as Array<{ indexname: string }>;
    const names = rows.map((r) => r.indexname);
    for (const index of PRODUCT_INDEXES) expect(names).toContain(index.name);
    // The foreign key the bulk load dropped is back too.
    expect(await constraintNames(db.dataSource, 'price_history')).toContain(PRICE_HISTORY_KEY.name);
  });

  it('a foreign key left unchecked (NOT VALID) is checked by the next repair; orphaned history is removed first', async () => {
    const state = async () =>
      ((await db.dataSource.query(`SELECT convalidated FROM pg_constraint WHERE conrelid = 'price_history'::regclass AND conname = $1`, [
        PRICE_HISTORY_KEY.name,
      ])) as Array<{ convalidated: boolean }>)[0]?.convalidated;
    expect(await state()).toBe(true);
    // As a bulk load killed after it added the key back unchecked, with history whose product is gone.
    await db.dataSource.query(`ALTER TABLE price_history DROP CONSTRAINT ${PRICE_HISTORY_KEY.name}`);
    await db.dataSource.query(`INSERT INTO price_history (product_id, price) VALUES ('no-such-product', 1)`);
    await db.dataSource.query(`${PRICE_HISTORY_KEY.ddl} NOT VALID`);
    expect(await state()).toBe(false);
    const damage = await repairInterruptedImports(db.dataSource);
    expect(damage.foreignKeyMissing).toBe(true);
    expect(await state()).toBe(true);
    const [orphans] = (await db.dataSource.query(`SELECT count(*)::int AS n FROM price_history WHERE product_id = 'no-such-product'`)) as Array<{ n: number }>;
    expect(orphans?.n).toBe(0);
  });

  it('rejects a feed without the required columns and a missing file, with clear messages', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-'));
    const bad = path.join(dir, 'bad.csv');
    fs.writeFileSync(bad, 'id,name\n1,x\n');
    await expect(importFeed(db.dataSource, { snapshotMax, source: bad })).rejects.toThrow(
      'the feed header lacks required column(s): aw_product_id, product_name, search_price, aw_deep_link',
    );
    await expect(importFeed(db.dataSource, { snapshotMax, source: path.join(dir, 'none.csv') })).rejects.toThrow('feed file not found');
    const [run] = (await db.dataSource.query(`SELECT status FROM import_run ORDER BY id DESC LIMIT 1`)) as Array<{ status: string }>;
    expect(run?.status).toBe('failed');
  });
});

describe.each(databaseKinds())('first import into an empty catalogue on %s', (kind) => {
  const db = freshDatabaseForTests(kind);
  // Each test starts from an empty catalogue (the import's load path is chosen by emptiness).
  beforeEach(async () => {
    await db.dataSource.query(`TRUNCATE product, price_history`);
  });

  /** V1 with product 1001 repeated (another price) after the rows of the first batches. */
  const repeatingFeed = () => {
    const [header, ...rows] = fs.readFileSync(V1, 'utf8').trim().split('\n');
    const again = (rows[0] as string).replace(/,\d+\.\d\d,/, ',7.77,');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'repeat.csv');
    fs.writeFileSync(file, [header, ...rows.slice(0, 6), again, ...rows.slice(6)].join('\n'));
    return file;
  };

  // Load batches are first written as plain inserts; a repeated id fails one with a unique violation, and it
  // runs again as an upsert: the later line wins, as in a refresh, and both prices are in the history.
  it('a feed repeating an id in a later batch ends with the later line, both prices recorded', async () => {
    const report = await importFeed(db.dataSource, { source: repeatingFeed(), batchSize: 2, writers: 1 });
    expect(report).toMatchObject({ rowsRead: 17, inserted: 13, updated: 1, rejected: 3 });
    const rows = (await db.dataSource.query(`SELECT price::float8 AS price FROM product WHERE id = '1001'`)) as Array<{ price: number }>;
    expect(rows).toEqual([{ price: 7.77 }]);
    const history = (await db.dataSource.query(`SELECT price::float8 AS price FROM price_history WHERE product_id = '1001' ORDER BY price`)) as Array<{
      price: number;
    }>;
    expect(history.map((h) => h.price)).toContain(7.77);
    expect(history).toHaveLength(2);
    const [{ n }] = (await db.dataSource.query(`SELECT count(*)::int AS n FROM product`)) as [{ n: number }];
    expect(n).toBe(13);
  });

  // A batch sends only the words no committed batch added; a batch rolled back (the repeated id's) and run
  // again must add its words all the same.
  it("the vocabulary holds every written product's words when batches share words and one runs again", async () => {
    await db.dataSource.query(`TRUNCATE search_word`);
    const report = await importFeed(db.dataSource, { source: repeatingFeed(), batchSize: 2, writers: 1 });
    expect(report).toMatchObject({ inserted: 13, updated: 1 });
    const products = (await db.dataSource.query(`SELECT title, brand FROM product`)) as Array<{ title: string; brand: string }>;
    const expected = [...new Set(products.flatMap((p) => [...searchWords(p.title), ...searchWords(p.brand)]))].sort();
    const stored = ((await db.dataSource.query(`SELECT word FROM search_word ORDER BY word`)) as Array<{ word: string }>).map((r) => r.word);
    expect(expected.length).toBeGreaterThan(30);
    expect(stored.filter((w) => !expected.includes(w))).toEqual([]);
    expect(expected.filter((w) => !stored.includes(w))).toEqual([]);
  });

  // Rows travel as COPY text on both databases (PGlite: a blob through '/dev/blob'): a backslash sequence that
  // COPY would read as NULL or a tab, and characters of several UTF-8 bytes, must be stored as the feed has them.
  it('stores backslashes and multi-byte characters as the feed has them', async () => {
    const [header, first] = fs.readFileSync(V1, 'utf8').trim().split('\n') as [string, string];
    const title = 'Funda C:\\N\\t\\\\ ñandú 😀 €';
    const description = 'Texto con \\N y \\. al final \\';
    const fields = first.split(',');
    fields[1] = title;
    fields[10] = description;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'escapes.csv');
    fs.writeFileSync(file, `${header}\n${fields.join(',')}\n`);
    const report = await importFeed(db.dataSource, { source: file });
    expect(report).toMatchObject({ rowsRead: 1, inserted: 1, rejected: 0 });
    const rows = (await db.dataSource.query(`SELECT title, description FROM product`)) as Array<{ title: string; description: string }>;
    expect(rows).toEqual([{ title, description }]);
  });

  it("records each loaded product's first price and recommended price (or none) as its history", async () => {
    const [header, ...rows] = fs.readFileSync(V1, 'utf8').trim().split('\n') as [string, string, ...string[]];
    const noRrp = rows[0].replace(',89.99,139.99,', ',89.99,,');
    expect(noRrp).not.toBe(rows[0]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'history.csv');
    fs.writeFileSync(file, [header, noRrp, ...rows.slice(1)].join('\n'));
    expect(await importFeed(db.dataSource, { source: file, batchSize: 4 })).toMatchObject({ inserted: 13, rejected: 3 });
    const history = (await db.dataSource.query(
      `SELECT h.product_id, h.price::text AS price, h.rrp_price::text AS rrp FROM price_history h ORDER BY h.product_id`,
    )) as Array<Record<string, string | null>>;
    const products = (await db.dataSource.query(`SELECT id AS product_id, price::text AS price, rrp_price::text AS rrp FROM product ORDER BY id`)) as Array<
      Record<string, string | null>
    >;
    expect(history).toEqual(products);
    expect(history.slice(0, 3)).toEqual([
      { product_id: '1001', price: '89.99', rrp: null },
      { product_id: '1002', price: '120.00', rrp: '180.00' },
      { product_id: '1003', price: '549.00', rrp: '699.00' },
    ]);
  });

  it('with two batches in flight a repeated id still ends as one product with one of its prices', async () => {
    const report = await importFeed(db.dataSource, { source: repeatingFeed(), batchSize: 2, writers: 2 });
    expect(report.inserted).toBe(13);
    const rows = (await db.dataSource.query(`SELECT price::float8 AS price FROM product WHERE id = '1001'`)) as Array<{ price: number }>;
    expect(rows).toHaveLength(1);
    const history = (await db.dataSource.query(`SELECT price::float8 AS price FROM price_history WHERE product_id = '1001'`)) as Array<{
      price: number;
    }>;
    expect(history.map((h) => h.price)).toContain(rows[0]?.price);
  });

  const historyKeys = () => constraintNames(db.dataSource, 'price_history');

  // The load drops price_history's primary key (built once at its end instead of row by row).
  it('goes without the history primary key while it loads, and has it back at its end, also when it fails', async () => {
    const during: string[][] = [];
    await importFeed(db.dataSource, { source: V1, batchSize: 4, afterBatch: async () => void during.push(await historyKeys()) });
    expect(during.length).toBeGreaterThan(0);
    for (const keys of during) expect(keys).not.toContain(PRICE_HISTORY_PRIMARY_KEY.name);
    expect(await historyKeys()).toEqual(expect.arrayContaining([PRICE_HISTORY_PRIMARY_KEY.name, PRICE_HISTORY_KEY.name]));

    await db.dataSource.query(`TRUNCATE product, price_history`);
    const failing = importFeed(db.dataSource, {
      source: V1,
      batchSize: 4,
      afterBatch: () => {
        throw new Error('simulated crash');
      },
    });
    await expect(failing).rejects.toThrow('simulated crash');
    expect(await historyKeys()).toEqual(expect.arrayContaining([PRICE_HISTORY_PRIMARY_KEY.name, PRICE_HISTORY_KEY.name]));
    // Whatever committed has its history, one row per product.
    const [counts] = (await db.dataSource.query(`SELECT count(*)::int AS n, (SELECT count(*)::int FROM price_history) AS history FROM product`)) as Array<{
      n: number;
      history: number;
    }>;
    expect(counts?.n).toBeGreaterThan(0);
    expect(counts?.history).toBe(counts?.n);
  });

  it('a history primary key left missing is added back by the next repair, one row of each duplicate pair removed first', async () => {
    await importFeed(db.dataSource, { source: V1 });
    // As a load killed before its end, in which two history rows of one product had the same instant.
    await db.dataSource.query(`ALTER TABLE price_history DROP CONSTRAINT ${PRICE_HISTORY_PRIMARY_KEY.name}`);
    await db.dataSource.query(`INSERT INTO price_history (product_id, recorded_at, price) SELECT product_id, recorded_at, price + 1 FROM price_history WHERE product_id = '1001'`);
    const damage = await repairInterruptedImports(db.dataSource);
    expect(damage.primaryKeyMissing).toBe(true);
    expect(await historyKeys()).toContain(PRICE_HISTORY_PRIMARY_KEY.name);
    const [history] = (await db.dataSource.query(`SELECT count(*)::int AS n FROM price_history WHERE product_id = '1001'`)) as Array<{ n: number }>;
    expect(history?.n).toBe(1);
    expect((await repairInterruptedImports(db.dataSource)).primaryKeyMissing).toBe(false);
  });
});
