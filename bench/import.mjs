// Feed import throughput and memory: generates a sample feed (default 100,000 rows), imports it into a fresh
// database and prints rows/s and peak RSS. Usage (heap capped like `npm run import:feed`, so RSS shows what
// the import really holds rather than how lazily V8 collects):
//   node --max-old-space-size=256 bench/import.mjs [--rows N] [--db postgres|pglite|both]
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { arg, dist, feedFile, freshPostgres } from './lib.mjs';

const rows = Number(arg('rows', '100000'));
const which = arg('db', 'both');
const { parseEnv } = dist('config/config.js');
const { openDatabase } = dist('database/data-source.js');
const { importFeed } = dist('catalog-import/import-feed.js');

const file = feedFile(rows);
console.log(`feed: ${file} (${(fs.statSync(file).size / 1e6).toFixed(1)} MB gzip, ${rows} rows)`);

async function bench(kind) {
  const env = { NODE_ENV: 'production', SEED: 'never', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-bench-')) };
  if (kind === 'postgres') env.DATABASE_URL = await freshPostgres('ofertas_bench_import');
  const db = await openDatabase(parseEnv(env));
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const writers = kind === 'postgres' ? 2 : 1; // as the import command does
  const first = await importFeed(db.dataSource, { source: file, writers });
  const again = await importFeed(db.dataSource, { source: file, writers });
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  await db.close();
  console.log(
    `${kind.padEnd(8)} first import: ${first.rowsRead} rows in ${first.seconds} s = ${first.rowsPerSecond} rows/s; ` +
      `re-import (no changes): ${again.rowsPerSecond} rows/s, ${again.updated} updated; peak RSS ${(peak / 2 ** 20).toFixed(0)} MB`,
  );
}

for (const kind of which === 'both' ? ['postgres', 'pglite'] : [which]) await bench(kind);
