import * as path from 'node:path';
import { importFeed } from '../../catalog-import/import-feed';
import { databaseKinds } from '../../test-support/databases';
import { freshDatabaseForTests } from '../../test-support/fresh-database';

const FEED = path.join(__dirname, '..', '..', 'test-support', 'fixtures', 'feed-small.csv');

describe.each(databaseKinds())('migrations 0110 (typo vocabulary), 0120 (no merchant index), 0130 (live search index), 0140 (no row hash) 0150 (narrow listing indexes) and 0160 (verified discount) on %s', (kind) => {
  const db = freshDatabaseForTests(kind, async (opened) => {
    await importFeed(opened.dataSource, { source: FEED });
  });

  const words = async () => ((await db.dataSource.query(`SELECT word FROM search_word ORDER BY word`)) as Array<{ word: string }>).map((r) => r.word);
  const productColumns = async () =>
    ((await db.dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'product'`)) as Array<{ column_name: string }>).map(
      (r) => r.column_name,
    );

  const indexDef = async (name: string) =>
    ((await db.dataSource.query(`SELECT indexdef FROM pg_indexes WHERE indexname = $1`, [name])) as Array<{ indexdef: string }>)[0]?.indexdef;
  const hasIndex = async (name: string) => (await indexDef(name)) !== undefined;

  /** Undoes the migrations that came after 0160, so each undo below reaches the one it names. */
  const undoNewerThan0160 = async () => {
    const last = async () => ((await db.dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`)) as Array<{ name: string }>)[0]?.name;
    while ((await last()) !== 'PriceTrust1765152000000') await db.dataSource.undoLastMigration();
  };

  it('down restores the title trigrams; up fills the vocabulary from the stored products as the import did', async () => {
    await undoNewerThan0160();
    const imported = await words();
    expect(imported).toContain('aspiradora');
    expect(await productColumns()).not.toContain('title_norm');
    expect(await productColumns()).not.toContain('row_hash');
    expect(await indexDef('product_deals_idx')).toMatch(/\(verified_discount DESC, id\) WHERE active$/);
    expect(await indexDef('product_category_idx')).toMatch(/\(category, verified_discount DESC, id\) WHERE active$/);
    await db.dataSource.undoLastMigration();
    expect(await productColumns()).not.toContain('verified_discount');
    expect(await indexDef('product_deals_idx')).toMatch(/\(discount DESC\) WHERE active$/);
    expect(await indexDef('product_category_idx')).toMatch(/\(category, discount DESC\) WHERE active$/);
    await db.dataSource.undoLastMigration();
    expect(await indexDef('product_deals_idx')).toMatch(/\(discount DESC, id\) WHERE active$/);
    expect(await indexDef('product_category_idx')).toMatch(/\(category, discount DESC, id\) WHERE active$/);
    await db.dataSource.undoLastMigration();
    expect(await productColumns()).toContain('row_hash');

    expect(await hasIndex('product_merchant_idx')).toBe(false);
    expect(await indexDef('product_search_idx')).toMatch(/USING gin \(search_vector\) WHERE active$/);
    await db.dataSource.undoLastMigration();
    expect(await indexDef('product_search_idx')).toMatch(/USING gin \(search_vector\)$/);
    await db.dataSource.undoLastMigration();
    expect(await hasIndex('product_merchant_idx')).toBe(true);
    await db.dataSource.undoLastMigration();
    expect(await productColumns()).toContain('title_norm');
    expect(await hasIndex('product_title_trgm_idx')).toBe(true);

    await db.dataSource.runMigrations();
    expect(await words()).toEqual(imported);
    expect(await productColumns()).not.toContain('title_norm');
    expect(await hasIndex('product_title_trgm_idx')).toBe(false);
    expect(await hasIndex('product_merchant_idx')).toBe(false);
    expect(await indexDef('product_search_idx')).toMatch(/WHERE active$/);
    expect(await productColumns()).not.toContain('row_hash');
    expect(await indexDef('product_deals_idx')).toMatch(/\(verified_discount DESC, id\) WHERE active$/);
    expect(await indexDef('product_category_idx')).toMatch(/\(category, verified_discount DESC, id\) WHERE active$/);
    // The migration computed the figures of the products imported before it (one price each: none seen).
    const figures = (await db.dataSource.query(`SELECT count(*)::int AS n FROM product WHERE low_30d = price AND high_30d = price AND verified_discount = 0`)) as [{ n: number }];
    expect(figures[0].n).toBe(13);
    // The catalogue imported before the column went is refreshed by the import without it.
    expect(await importFeed(db.dataSource, { source: FEED })).toMatchObject({ inserted: 0, updated: 0, unchanged: 13 });
  });

  it('searches can read the live-only search index (their p.active implies its predicate)', async () => {
    // 13 products: the planner prefers the other partial indexes of live products, which are dropped (and
    // put back) in this transaction; with only bitmap scans allowed, the search index is the one left.
    const runner = db.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      for (const index of ['product_live_idx', 'product_deals_idx', 'product_category_idx', 'product_brand_idx', 'product_price_idx']) {
        await runner.query(`DROP INDEX ${index}`);
      }
      for (const kind of ['seqscan', 'indexscan', 'indexonlyscan']) await runner.query(`SET LOCAL enable_${kind} = off`);
      const plan = async (where: string) =>
        ((await runner.query(`EXPLAIN SELECT count(*) FROM product p WHERE ${where}`)) as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN']).join('\n');
      const search = `p.search_vector @@ websearch_to_tsquery('spanish', f_unaccent('aspiradora'))`;
      expect(await plan(`p.active AND ${search}`)).toContain('Bitmap Index Scan on product_search_idx');
      // Without p.active the predicate is not implied: the index cannot answer.
      expect(await plan(search)).not.toContain('product_search_idx');
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('the listing orders by verified discount and id straight from its indexes', async () => {
    const runner = db.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      for (const kind of ['seqscan', 'bitmapscan', 'sort']) await runner.query(`SET LOCAL enable_${kind} = off`);
      const plan = async (where: string) =>
        ((await runner.query(`EXPLAIN SELECT p.id FROM product p WHERE ${where} ORDER BY p.verified_discount DESC, p.id LIMIT 24`)) as Array<{ 'QUERY PLAN': string }>)
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      const all = await plan('p.active');
      expect(all).toContain('product_deals_idx');
      expect(all).not.toContain('Sort');
      const [{ category: some }] = (await runner.query(`SELECT category FROM product WHERE active LIMIT 1`)) as [{ category: string }];
      const category = await plan(`p.active AND p.category = '${some.replaceAll("'", "''")}'`);
      expect(category).toContain('product_category_idx');
      expect(category).not.toContain('Sort');
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
