import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PRODUCT_PLANNER_COLUMNS } from '../database/product-indexes';
import { databaseKinds } from '../test-support/databases';
import { freshDatabaseForTests } from '../test-support/fresh-database';
import { importFeed } from './import-feed';
import { BULK_ANALYZE_TARGET } from './import-runs';

const HEADER = 'aw_product_id,product_name,merchant_name,merchant_id,search_price,rrp_price,aw_deep_link,description,category_name,brand_name';
const CATEGORIES = ['Cafeteras', 'Portátiles', 'Zapatillas', 'Televisores'];

/** A feed of `n` products, each with a price of its own (so a histogram of prices has as many bounds as its target allows). */
function feed(n: number): string {
  const lines = [HEADER];
  for (let i = 1; i <= n; i++) {
    const price = (10 + i * 1.37).toFixed(2);
    lines.push(
      `${5000 + i},Producto ${i} de prueba,Tienda ES,77,${price},${(Number(price) * 1.5).toFixed(2)},https://www.awin1.com/pclick.php?p=${5000 + i},` +
        `Descripción del producto ${i} con palabras de búsqueda,${CATEGORIES[i % CATEGORIES.length]},Marca${i % 9}`,
    );
  }
  return lines.join('\n') + '\n';
}

describe.each(databaseKinds())('the ANALYZE that ends a load into an empty catalogue, on %s', (kind) => {
  const db = freshDatabaseForTests(kind);
  let dir = '';

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-bulk-analyze-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('leaves statistics on every column the listing filters, sorts or searches on, sampled at the bulk target', async () => {
    const source = path.join(dir, 'feed.csv');
    fs.writeFileSync(source, feed(600));
    // Where the autovacuum daemon runs, its full ANALYZE (at the server's target) could come between the
    // import and the read below.
    await db.dataSource.query(`ALTER TABLE product SET (autovacuum_enabled = false)`);
    const report = await importFeed(db.dataSource, { source });
    expect(report.inserted).toBe(600);

    const stats = (await db.dataSource.query(
      `SELECT attname, cardinality(histogram_bounds::text::text[]) AS bounds, most_common_vals IS NOT NULL AS mcv, most_common_elems IS NOT NULL AS elems
         FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'product'`,
    )) as Array<{ attname: string; bounds: number | null; mcv: boolean; elems: boolean }>;
    const byColumn = new Map(stats.map((s) => [s.attname, s]));
    // Only the planner's columns: the long texts are left to a later full ANALYZE.
    expect([...byColumn.keys()].sort()).toEqual([...PRODUCT_PLANNER_COLUMNS].sort());
    expect(byColumn.get('category')?.mcv).toBe(true);
    expect(byColumn.get('search_vector')?.elems).toBe(true);
    // 600 distinct prices: a histogram at the default target (100) would have 101 bounds.
    expect(byColumn.get('price')?.bounds).toBe(BULK_ANALYZE_TARGET + 1);
    // The lower target was the ANALYZE's own: the session's default is untouched.
    const [setting] = (await db.dataSource.query(`SELECT current_setting('default_statistics_target')::int AS target`)) as Array<{ target: number }>;
    expect(setting?.target).toBe(100);
  });
});
