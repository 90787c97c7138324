// Feed import throughput and memory. Generates a sample feed (default 100,000 rows) and a "next day" copy of
// it (10 % of prices changed, 1 % of products new, 1 % gone), then on a fresh database of each kind:
//   first import   — the feed into an empty catalogue (rows/s);
//   daily refresh  — the next-day feed over it (rows/s, with price history and retirement);
// and the peak RSS of this process over both. PGlite runs in this process, so its figure includes the
// embedded database; PostgreSQL's is the importer alone. Run WITHOUT a heap cap (the figure is what the
// import holds when V8 is left alone):
//   node bench/import.mjs [--rows N] [--pglite-rows N] [--db postgres|pglite|both]
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import * as zlib from 'node:zlib';
import { arg, dist, feedFile, freshPostgres, OUT } from './lib.mjs';

const rows = Number(arg('rows', '100000'));
const pgliteRows = Number(arg('pglite-rows', String(Math.min(rows, 100000))));
const which = arg('db', 'both');
const { parseEnv } = dist('config/config.js');
const { openDatabase } = dist('database/data-source.js');
const { importFeed } = dist('catalog-import/import-feed.js');
const { readCsv } = dist('catalog-import/csv-reader.js');

const csvField = (v) => (/[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** The next day's feed: every 10th row's price changes, every 100th row is gone, one new row per 100. */
async function refreshFeedFile(file, n) {
  const out = path.join(OUT, `feed-${n}-refresh.csv.gz`);
  if (fs.existsSync(out)) return out;
  let header = null;
  let i = 0;
  async function* lines() {
    for await (const records of readCsv(fs.createReadStream(file).pipe(zlib.createGunzip()))) {
      let text = '';
      for (const { fields } of records) {
        if (header === null) {
          header = fields;
          text += `${fields.map(csvField).join(',')}\n`;
          continue;
        }
        const id = header.indexOf('aw_product_id');
        const price = header.indexOf('search_price');
        const k = i++;
        if (k % 100 === 0) continue; // gone
        if (k % 10 === 5) fields[price] = (Math.round(Number(fields[price]) * 93) / 100).toFixed(2);
        text += `${fields.map(csvField).join(',')}\n`;
        if (k % 100 === 1) {
          fields[id] = `${fields[id]}9`;
          text += `${fields.map(csvField).join(',')}\n`;
        }
      }
      yield text;
    }
  }
  const partial = `${out}.partial`;
  await pipeline(Readable.from(lines()), zlib.createGzip({ level: 1 }), fs.createWriteStream(partial));
  fs.renameSync(partial, out);
  return out;
}

async function bench(kind, n) {
  const file = feedFile(n);
  const next = await refreshFeedFile(file, n);
  console.log(`feed: ${file} (${(fs.statSync(file).size / 1e6).toFixed(1)} MB gzip, ${n} rows); next day: ${next}`);
  const env = { NODE_ENV: 'production', SEED: 'never', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-bench-')) };
  if (kind === 'postgres') env.DATABASE_URL = await freshPostgres('ofertas_bench_import');
  const config = parseEnv(env);
  const db = await openDatabase(config);
  global.gc?.();
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const writers = kind === 'postgres' ? 2 : 1; // as the import command does
  const first = await importFeed(db.dataSource, { source: file, writers });
  const refresh = await importFeed(db.dataSource, { source: next, writers });
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const [{ history }] = await db.dataSource.query(`SELECT count(*)::int AS history FROM price_history`);
  await db.close();
  fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  const mb = (peak / 2 ** 20).toFixed(0);
  console.log(`${kind.padEnd(8)} ${n} rows  first import: ${first.rowsPerSecond} rows/s (${first.seconds} s)`);
  console.log(
    `${kind.padEnd(8)} ${n} rows  daily refresh: ${refresh.rowsPerSecond} rows/s (${refresh.seconds} s; ${refresh.inserted} new, ` +
      `${refresh.updated} updated, ${refresh.retired} retired, ${history} price_history rows)`,
  );
  console.log(`${kind.padEnd(8)} ${n} rows  peak RSS: ${mb} MB`);
  return { kind, n, first: first.rowsPerSecond, refresh: refresh.rowsPerSecond, rss: Number(mb) };
}

const results = [];
if (which !== 'pglite') results.push(await bench('postgres', rows));
if (which !== 'postgres') results.push(await bench('pglite', pgliteRows));
console.log(`load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (${os.cpus().length} cores)`);
console.log('\nsummary:');
for (const r of results) {
  console.log(`  ${r.kind.padEnd(8)} ${String(r.n).padStart(8)} rows: first import ${r.first} rows/s, refresh ${r.refresh} rows/s, peak RSS ${r.rss} MB`);
}
