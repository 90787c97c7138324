// Typo searches (words corrected against the catalogue vocabulary) at 200,000 products on PostgreSQL: each request is a new misspelt
// text (uncached: full text finds nothing, so the service takes the typo path). Prints the typo list's
// latency with N such clients at once, and the p95 of normal (full text) list pages served meanwhile.
// Usage: node bench/fuzzy.mjs [--rows 200000] [--clients 8] [--requests 160] [--reuse]
//   --reuse keeps the imported database between runs (ofertas_bench_fuzzy_<rows>).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import pg from 'pg';
import { arg, dist, feedFile, freshPostgres, postgresUrl, summary } from './lib.mjs';

const rows = Number(arg('rows', '200000'));
const clients = Number(arg('clients', '8'));
const requests = Number(arg('requests', '160'));
const reuse = process.argv.includes('--reuse');
const { parseEnv } = dist('config/config.js');
const { openDatabase } = dist('database/data-source.js');
const { importFeed } = dist('catalog-import/import-feed.js');
const { createApp } = dist('create-app.js');

const name = `ofertas_bench_fuzzy_${rows}`;
const url = postgresUrl(name);

async function imported() {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    const [{ n }] = (await c.query(`SELECT count(*)::int AS n FROM product`)).rows;
    return n === rows;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

const env = { NODE_ENV: 'production', SEED: 'never', LOG_LEVEL: 'error', ENABLE_DOCS: 'false', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-bench-')) };
if (reuse && (await imported())) {
  env.DATABASE_URL = url;
  console.log(`reusing ${name}`);
} else {
  env.DATABASE_URL = await freshPostgres(name);
  const db = await openDatabase(parseEnv(env));
  const r = await importFeed(db.dataSource, { source: feedFile(rows), writers: 2 });
  await db.dataSource.query('VACUUM ANALYZE product');
  console.log(`${r.rowsRead} products imported in ${r.seconds} s`);
  await db.close();
}
const config = parseEnv(env);

// Misspelt words of real titles: one letter doubled and one swapped, so full text matches nothing.
const db = await openDatabase(config);
const titles = (await db.dataSource.query(`SELECT title FROM product ORDER BY md5(id) LIMIT $1`, [requests * 3])).map((r) => r.title);
const normal = titles.map((t) => t.toLowerCase().split(/[^a-záéíóúüñ]+/).find((w) => w.length >= 5) ?? 'oferta');
await db.close();
const typos = [];
const seen = new Set();
for (const [i, word] of normal.entries()) {
  const k = 1 + (i % (word.length - 2));
  const typo = `${word.slice(0, k)}${word[k + 1]}${word[k]}${word.slice(k + 2)}${'xz'[i % 2]}`;
  if (seen.has(typo)) continue;
  typos.push(typo);
  seen.add(typo);
}

const app = await createApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${app.getHttpServer().address().port}`;
let errors = 0;
let empty = 0;
const get = async (p, countEmpty = false) => {
  const s = performance.now();
  const res = await fetch(origin + p);
  const body = await res.json();
  if (!res.ok) errors++;
  else if (countEmpty && Array.isArray(body) && body[0]?.Metadata?.[0]?.total === 0) empty++;
  return performance.now() - s;
};

// Warm-up: connections, JIT, buffer cache (normal searches only).
for (const w of normal.slice(0, 20)) await get(`/api/products/get/?search=${encodeURIComponent(w)}`);

const typoMs = [];
const normalMs = [];
let next = 0;
let running = true;
const fuzzyClient = async () => {
  while (next < Math.min(requests, typos.length)) {
    const q = typos[next++];
    typoMs.push(await get(`/api/products/get/?search=${encodeURIComponent(q)}&page=${1 + (next % 3)}`, true));
  }
};
const normalClient = async () => {
  let i = 20;
  while (running) normalMs.push(await get(`/api/products/get/?search=${encodeURIComponent(normal[i++ % normal.length])}&page=${1 + (i % 2)}`));
};
const started = performance.now();
const normals = [normalClient(), normalClient()];
await Promise.all(Array.from({ length: clients }, fuzzyClient));
running = false;
await Promise.all(normals);
const seconds = (performance.now() - started) / 1000;
await app.close();

console.log(`\n${rows} products, ${clients} clients of uncached typo searches + 2 clients of normal searches, ${seconds.toFixed(1)} s`);
console.log(summary('typo search list (uncached)', typoMs));
console.log(summary('normal search list meanwhile', normalMs));
console.log(`typo searches with 0 results: ${empty} of ${typoMs.length}; HTTP errors: ${errors}`);
console.log(`normal throughput meanwhile: ${(normalMs.length / seconds).toFixed(1)} req/s`);
