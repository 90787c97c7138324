// node bench/listing.mjs [--rows 100000] [--requests 300] [--db postgres|pglite|both] [--stats full|import]
// Prints the list page API's p50/p95 (cold and cached) next to the same SQL run bare, and their p95 ratio.
// Target (docs/performance.md, listing): the list page's API p95 at 100,000 products, against bare SQL.
//
// Listing API latency at 100,000 products: the list page's three calls (products + category facet + brand
// facet, sent together as the offers remote does) over HTTP, next to the same SQL statements run bare on the
// same database (those the service sent: none for what its caches held from earlier listings).
// Usage: node bench/listing.mjs [--rows N] [--requests N] [--db postgres|pglite|both] [--stats full|import]
//                               [--client http|fetch] [--warmup N] [--database NAME]
// --database: the PostgreSQL database the run creates (and drops first), default ofertas_bench_listing; runs
// that share a server at once each name their own.
// --client: the API's client in this process, node:http (default) or fetch (undici, whose own work in this
// shared thread counts as the API's).
// --warmup: listings of queries of their own before the measured ones (default 20); the service's caches are
// emptied after them.
// --stats import: the planner statistics the import itself left (its ANALYZE of the planner's columns) instead
// of a full VACUUM ANALYZE after it: the catalogue as shoppers meet it right after a first import, before the
// autovacuum daemon analyses the whole table.
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import pg from 'pg';
import { arg, backend, dist, feedFile, freshPostgres, summary } from './lib.mjs';

const { DataSource } = backend('typeorm');

const rows = Number(arg('rows', '100000'));
const requests = Number(arg('requests', '300'));
const which = arg('db', 'both');
const stats = arg('stats', 'full');
const client = arg('client', 'http');
const warmup = Number(arg('warmup', '20'));
const { parseEnv } = dist('config/config.js');
const { openDatabase } = dist('database/data-source.js');
const { importFeed } = dist('catalog-import/import-feed.js');
const { createApp } = dist('create-app.js');
const { CatalogEvents } = dist('products/catalog-events.js');
const { LISTING_CACHE_MS } = dist('products/products.service.js');
const sql = dist('products/products.repository.js');
const { categoryNameFromSlug } = backend('@ofertas/contracts');

/** Deterministic query mix: 1–2 words from real titles, a category half the time, a price cap, pages 1–3. */
async function queryMix(db, n) {
  const titles = (await db.dataSource.query(`SELECT title, category FROM product ORDER BY md5(id) LIMIT $1`, [n])).map((r) => r);
  const prices = [0, 0, 50, 100, 300, 1000];
  return titles.map((t, i) => {
    const words = t.title.toLowerCase().split(/[^a-záéíóúüñ]+/).filter((w) => w.length >= 4);
    const search = words.slice(i % 3, (i % 3) + (i % 2) + 1).join(' ') || words[0] || 'oferta';
    return { search, category: i % 2 === 0 ? t.category : 'all', brand: 'all', price: prices[i % prices.length], page: (i % 3) + 1, limit: 25 };
  });
}

function qs(q, keys) {
  return keys.map((k) => `${k}=${encodeURIComponent(String(q[k]))}`).join('&');
}

/**
 * The statements ProductsService runs for one list page, in the same grouping. `cached`: what the service's
 * caches hold from the listings before this one since they were emptied (match modes by search text, totals
 * and facet lists by filter set), updated here: the service sends no statement for those, so neither does the
 * bare run: sending all five bare would flatter the API in a longer run, whose later queries share search texts
 * and filter sets with earlier ones. Without `cached`, all five.
 */
function statementsFor(q, cached = new Set()) {
  const f = { search: q.search, category: q.category === 'all' ? 'all' : categoryNameFromSlug(q.category), brand: q.brand, price: q.price };
  /** Whether the service would send this statement (not cached yet); from now on it is. */
  const fresh = (key) => {
    if (cached.has(key)) return false;
    cached.add(key);
    return true;
  };
  const key = (g) => JSON.stringify([g.search, g.category, g.brand, g.price]);
  const byCategory = { ...f, category: 'all' };
  const byBrand = { ...f, brand: 'all' };
  // The match-mode check runs once, first; then page + total and the two facets, together. (The catalogue
  // size the answer also carries is one count shared by every request, cached by the service: left out.)
  return [
    fresh(`mode ${q.search}`) ? [sql.anyMatchSql(q.search)] : [],
    [
      ...(fresh(`count ${key(f)}`) ? [sql.countSql(f, 'fts')] : []),
      sql.pageSql(f, 'fts', q.limit, (q.page - 1) * q.limit),
      ...(fresh(`category ${key(byCategory)}`) ? [sql.facetSql(byCategory, 'fts', 'category')] : []),
      ...(fresh(`brand ${key(byBrand)}`) ? [sql.facetSql(byBrand, 'fts', 'brand')] : []),
    ],
  ].filter((g) => g.length > 0);
}

async function bench(kind) {
  const env = { NODE_ENV: 'production', SEED: 'never', LOG_LEVEL: 'error', ENABLE_DOCS: 'false', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-bench-')) };
  if (kind === 'postgres') env.DATABASE_URL = await freshPostgres(arg('database', 'ofertas_bench_listing'));
  const config = parseEnv(env);
  {
    const db = await openDatabase(config);
    const r = await importFeed(db.dataSource, { source: feedFile(rows) });
    if (stats === 'full') await db.dataSource.query(kind === 'postgres' ? 'VACUUM ANALYZE product' : 'ANALYZE product');
    console.log(`\n[${kind}] ${r.rowsRead} products imported in ${r.seconds} s (planner statistics: ${stats === 'full' ? 'a full ANALYZE' : "the import's"})`);
    var mix = await queryMix(db, requests + warmup);
    await db.close();
  }
  const app = await createApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const call = client === 'fetch' ? fetchCall(base) : httpCall(base);
  const listing = (q) =>
    Promise.all([
      call(`/api/products/get/?${qs(q, ['search', 'category', 'brand', 'price', 'page', 'limit'])}`),
      call(`/api/categories/get/?${qs(q, ['search', 'brand', 'price'])}`),
      call(`/api/brand/get/?${qs(q, ['search', 'category', 'price'])}`),
    ]);
  const time = async (fn) => {
    const s = performance.now();
    await fn();
    return performance.now() - s;
  };
  // The same statements, bare: straight to the database, grouped and concurrent as the service sends them.
  let once;
  let closeBare;
  if (kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: config.DATABASE_POOL_SIZE });
    const run = (s) => pool.query(s.text, s.values);
    once = async (q, cached) => {
      for (const group of statementsFor(q, cached)) await Promise.all(group.map(run));
    };
    closeBare = () => pool.end();
  } else {
    // PGlite is one connection in this process: the app's, so the bare statements go through it too.
    const appDb = app.get(DataSource);
    once = async (q, cached) => {
      for (const g of statementsFor(q, cached)) for (const s of g) await appDb.query(s.text, s.values);
    };
    closeBare = async () => undefined;
  }
  // Warm-up, on queries of its own (after the measured ones in the mix, so the measured set is the same whatever
  // the warm-up): connections, and the JIT of a server that in production has run for days.
  for (const q of mix.slice(requests)) await listing(q);
  // The warm-up's search texts share words, and so match modes, totals and facets, with measured ones: the
  // service's caches are emptied as an import's end empties them, so the measured calls find them cold.
  app.get(CatalogEvents).changed();
  const measured = mix.slice(0, requests);
  // Every measured query's pages are read once before anything is timed: otherwise whichever ran first would pay
  // the reads from the OS cache into shared buffers, and the database's cold reads would count as the API's
  // overhead.
  for (const q of measured) await once(q);
  // API (its caches cold: each filter set is new to it) and bare in turn, query by query, so that a machine
  // whose speed drifts within minutes slows both alike.
  const api = [];
  const bare = [];
  const cached = new Set();
  const started = performance.now();
  for (const q of measured) {
    api.push(await time(() => listing(q)));
    bare.push(await time(() => once(q, cached)));
  }
  // The service keeps what it cached for LISTING_CACHE_MS: past that, `cached` would name statements it sends again.
  const measuredMs = performance.now() - started;
  if (measuredMs > 0.8 * LISTING_CACHE_MS) {
    console.log(`${kind} warning: the measured listings took ${(measuredMs / 1000).toFixed(1)} s, near the service's ${LISTING_CACHE_MS / 1000} s cache life`);
  }
  const apiWarm = [];
  for (const q of measured) apiWarm.push(await time(() => listing(q)));
  await closeBare();
  await app.close();

  console.log(`${kind} API client: ${client === 'fetch' ? 'fetch (undici)' : 'node:http, keep-alive'}`);
  console.log(summary(`${kind} API listing (3 calls, cold caches)`, api));
  console.log(summary(`${kind} API listing (3 calls, repeated: cached)`, apiWarm));
  console.log(summary(`${kind} bare SQL (same statements)`, bare));
  const p95 = (a) => [...a].sort((x, y) => x - y)[Math.ceil(0.95 * a.length) - 1];
  console.log(`${kind} API p95 / bare p95 = ${(p95(api) / p95(bare)).toFixed(2)}×`);
}

/** `--client fetch`: undici's `fetch`, which also gunzips the answer. */
function fetchCall(base) {
  return async (p) => {
    const res = await fetch(base + p);
    if (!res.ok) throw new Error(`${res.status} ${p}`);
    await res.arrayBuffer();
  };
}

/**
 * The same requests through `node:http` with a keep-alive agent, answers gunzipped as fetch does. The client
 * shares this process's one thread with the API server, and fetch's own work (its WHATWG request, response
 * and stream objects: ≈ 125 µs of CPU per request in a profile of this bench, 465 ms over 3,700 requests)
 * ran between the server's steps, where a shopper's browser runs in a process of its own.
 */
function httpCall(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const { hostname, port } = new URL(base);
  return (p) =>
    new Promise((resolve, reject) => {
      const req = http.get({ hostname, port, path: p, agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const parts = [];
        res.on('data', (d) => parts.push(d));
        res.on('error', reject);
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${res.statusCode} ${p}`));
          const body = Buffer.concat(parts);
          if (res.headers['content-encoding'] === 'gzip') zlib.gunzip(body, (e) => (e ? reject(e) : resolve()));
          else resolve();
        });
      });
      req.on('error', reject);
    });
}

for (const kind of which === 'both' ? ['postgres', 'pglite'] : [which]) await bench(kind);
