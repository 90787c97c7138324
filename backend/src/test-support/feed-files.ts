import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** The columns of the small synthetic feeds tests write (the required ones and a few more). */
export const TEST_FEED_HEADER = 'aw_product_id,product_name,merchant_name,merchant_id,search_price,rrp_price,aw_deep_link,description,category_name,brand_name';

/** One line of such a feed: product `id` of merchant 77 at `price` (recommended price 10 more). */
export function testFeedRow(id: number, price: number): string {
  return `${id},Producto ${id},Tienda ES,77,${price},${price + 10},https://example.com/p/${id},Descripción ${id},Kitchen,Marca`;
}

/** Writes a feed of `lines` under TEST_FEED_HEADER to a new temporary folder; answers its path. */
export function writeTestFeed(lines: readonly string[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'feed.csv');
  fs.writeFileSync(file, `${TEST_FEED_HEADER}\n${lines.join('\n')}\n`);
  return file;
}
