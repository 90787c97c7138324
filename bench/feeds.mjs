// node bench/feeds.mjs [--rows 100000] [--requests 400]
// Prints the Atom feeds' answer times on PostgreSQL at --rows products (the sample generator's feed, imported
// with the import command): each list's first answer (nothing cached), the same feeds again (cached), and
// conditional GETs with the ETag of the first answer (304). Feeds: search lists of common title words,
// categories, brands with a price filter, all new coupons. Asserts nothing.
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { arg, dropPostgres, feedFile, freePort, freshPostgres, ROOT, summary } from './lib.mjs';

const rows = Number(arg('rows', '100000'));
const requests = Number(arg('requests', '400'));
const DB = 'ofertas_bench_feeds';

/** GET `url` with node:http: status, ETag and milliseconds to the last byte. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    http
      .get(url, { headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, etag: res.headers.etag, ms: performance.now() - t0 }));
      })
      .on('error', reject);
  });
}

const url = await freshPostgres(DB);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-feeds-'));
const env = { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED: 'never' };
let server;
try {
  execFileSync(process.execPath, [path.join(ROOT, 'backend/dist/cli/import-feed.js'), feedFile(rows)], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(ROOT, 'backend/dist/main.js')], { env: { ...env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base }, stdio: 'ignore' });
  for (let i = 0; ; i++) {
    if ((await get(`${base}/api/health`).catch(() => ({ status: 0 }))).status === 200) break;
    if (i > 300) throw new Error('backend not healthy after 90 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const words = (await client.query(`SELECT DISTINCT lower(split_part(title, ' ', 1)) AS w FROM product WHERE active LIMIT 20`)).rows.map((r) => r.w);
  const categories = (await client.query(`SELECT DISTINCT category FROM product WHERE active LIMIT 10`)).rows.map((r) => r.category);
  const brands = (await client.query(`SELECT DISTINCT brand FROM product WHERE active AND brand <> '' LIMIT 10`)).rows.map((r) => r.brand);
  await client.end();
  const feeds = [
    ...words.map((w) => `/feeds/ofertas/${encodeURIComponent(w)}.atom`),
    ...categories.map((c) => `/feeds/categorias/${encodeURIComponent(c)}.atom`),
    ...brands.map((b) => `/feeds/marca/${encodeURIComponent(b)}.atom?precio=300`),
    '/feeds/cupones.atom',
  ];
  const first = [];
  const etags = new Map();
  for (const f of feeds) {
    const r = await get(base + f);
    if (r.status !== 200) throw new Error(`${f} answered ${r.status}`);
    first.push(r.ms);
    etags.set(f, r.etag);
  }
  const cached = [];
  const notModified = [];
  let not304 = 0;
  for (let i = 0; i < requests; i++) {
    const f = feeds[i % feeds.length];
    cached.push((await get(base + f)).ms);
    const c = await get(base + f, etags.get(f) ? { 'if-none-match': etags.get(f) } : {});
    if (c.status === 304) notModified.push(c.ms);
    else not304++;
  }
  console.log(`${feeds.length} feeds at ${rows} products on PostgreSQL`);
  console.log(summary('first answer (nothing cached)', first));
  console.log(summary('again (cached)', cached));
  console.log(summary(`conditional GET → 304 (${not304} not 304)`, notModified));
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await dropPostgres(DB);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
