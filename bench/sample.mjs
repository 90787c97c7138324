// node bench/sample.mjs [--rows 200000] [--feed-rows 100000] [--image-products 3000]   (build first)
// Prints rows/s of the sample row generator, the gzip feed writer's rows/s and memory growth, and the SVG
// image writer's files and time. No target of its own: it times the generators that make the feeds the feed-import
// targets (docs/performance.md) are measured on, and shows their memory stays bounded.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { arg, dist } from './lib.mjs';

const { generateSampleRows, writeSampleFeed, writeSampleImages } = dist('sample/index.js');
const rows = Number(arg('rows', '200000'));
const feedRows = Number(arg('feed-rows', '100000'));
const imageProducts = Number(arg('image-products', '3000'));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-bench-sample-'));

try {
  let t0 = performance.now();
  let k = 0;
  for (const r of generateSampleRows({ count: rows, seed: 123 })) if (r.aw_product_id !== '') k++;
  let ms = performance.now() - t0;
  console.log(`sample generator: ${k} rows in ${ms.toFixed(0)} ms = ${Math.round((k / ms) * 1000)} rows/s`);

  const before = process.memoryUsage().rss;
  t0 = performance.now();
  const feed = await writeSampleFeed(path.join(dir, 'big.csv.gz'), { count: feedRows, seed: 1 });
  ms = performance.now() - t0;
  const grown = (process.memoryUsage().rss - before) / 1e6;
  console.log(`writeSampleFeed: ${feed.rows} gzip rows in ${ms.toFixed(0)} ms = ${Math.round((feed.rows / ms) * 1000)} rows/s, RSS +${grown.toFixed(0)} MB`);

  const sample = [...generateSampleRows({ count: imageProducts, seed: 42 })];
  t0 = performance.now();
  const written = await writeSampleImages(path.join(dir, 'images'), sample);
  ms = performance.now() - t0;
  console.log(`writeSampleImages: ${written.files} files for ${written.products} products in ${ms.toFixed(0)} ms`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
