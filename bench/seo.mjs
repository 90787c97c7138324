// Findability cost (issue 11) at 100,000 products on PostgreSQL: the served HTML of product pages (head filled
// from the database) cold (first visit of each product: a database read) and warm (the 30 s head cache), the
// build time of the whole sitemap (index + every products file, streamed), and the server's peak RSS.
// Usage: node bench/seo.mjs [--rows 100000] [--requests 1000] [--concurrency 8] [--reuse yes] [--passes 3]
// (--reuse yes keeps the database of the previous run instead of importing again; --passes: the whole sitemap
// is read that many times after the timed pass, RSS printed after each: flat memory means no growth per pass,
// i.e. per URL streamed.)
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { arg, dist, feedFile, freshPostgres, postgresUrl, summary } from './lib.mjs';

const rows = Number(arg('rows', '100000'));
const requests = Number(arg('requests', '1000'));
const concurrency = Number(arg('concurrency', '8'));
const reuse = arg('reuse', 'no') === 'yes';
const passes = Number(arg('passes', '3'));
const { parseEnv } = dist('config/config.js');
const { openDatabase } = dist('database/data-source.js');
const { importFeed } = dist('catalog-import/import-feed.js');
const { createApp } = dist('create-app.js');

/** A shell build to fill: the real one when built, else the minimal page the HTTP tests serve (frontends/minimal-shell.ts). */
function shellDir() {
  const root = path.resolve(import.meta.dirname, '..');
  if (fs.existsSync(path.join(root, 'shell', 'dist', 'index.html'))) return root;
  return dist('frontends/minimal-shell.js').minimalShellDir();
}

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);
const URL_TAG = Buffer.from('<url>');
const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;

async function timed(base, paths) {
  const ms = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const p = paths[next++];
      const s = performance.now();
      const res = await fetch(base + p, { headers: { accept: 'text/html' } });
      const body = await res.text();
      ms.push(performance.now() - s);
      if (res.status !== 200 || !body.includes('application/ld+json')) throw new Error(`${res.status} ${p}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ms;
}

async function main() {
  const env = {
    NODE_ENV: 'production',
    SEED: 'never',
    LOG_LEVEL: 'error',
    ENABLE_DOCS: 'false',
    PUBLIC_URL: 'https://ofertas.example',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-bench-')),
    DATABASE_URL: reuse ? postgresUrl('ofertas_bench_seo') : await freshPostgres('ofertas_bench_seo'),
  };
  env.FRONTENDS_DIR = shellDir();
  const config = parseEnv(env);
  let ids;
  {
    const db = await openDatabase(config);
    const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM product WHERE active`);
    if (!reuse || n === 0) {
      const r = await importFeed(db.dataSource, { source: feedFile(rows) });
      console.log(`[postgres] ${r.rowsRead} products imported in ${r.seconds} s`);
    } else console.log(`[postgres] reusing ${n} live products`);
    await db.dataSource.query('VACUUM ANALYZE product');
    ids = (await db.dataSource.query(`SELECT id FROM product WHERE active ORDER BY md5(id || $2) LIMIT $1`, [requests + 100, String(Date.now())])).map((x) => x.id);
    await db.close();
  }
  const app = await createApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const productPath = (id) => `/ofertas/producto/${encodeURIComponent(id)}`;
  peakRss = process.memoryUsage().rss;
  const baseRss = peakRss;
  await timed(base, ids.slice(50, 100).map(productPath)); // warm-up: JIT, pool connections
  const serial = await (async () => {
    const ms = [];
    for (const p of ids.slice(0, 50).map(productPath)) {
      const t0 = performance.now();
      await (await fetch(base + p)).text();
      ms.push(performance.now() - t0);
    }
    return ms;
  })();

  const measured = ids.slice(100).map(productPath);
  const cold = await timed(base, measured);
  const warm = await timed(base, measured);
  console.log(`\nServed HTML of a product page (${concurrency} concurrent clients, ${measured.length} distinct products)`);
  console.log(summary('cold (head from the database)', cold));
  console.log(summary('warm (head cache hit)', warm));
  console.log(summary('one client, cold, one request at a time', serial));

  /** Reads the whole sitemap (index + every child) as a stream, keeping nothing; per-file wall times. */
  async function readSitemap() {
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    let urls = 0;
    let bytes = index.length;
    const perFile = [];
    for (const child of children) {
      const t0 = performance.now();
      // Read as a stream and keep nothing: the RSS figure is then the server's streaming, not this client.
      // Counted on the bytes (no decoding, no strings): the client adds next to no garbage of its own.
      const reader = (await fetch(base + child)).body.getReader();
      let carry = Buffer.alloc(0);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
        const chunk = carry.length > 0 ? Buffer.concat([carry, value]) : Buffer.from(value.buffer, value.byteOffset, value.length);
        for (let i = chunk.indexOf(URL_TAG); i >= 0; i = chunk.indexOf(URL_TAG, i + URL_TAG.length)) urls++;
        carry = Buffer.from(chunk.subarray(Math.max(0, chunk.length - URL_TAG.length + 1)));
      }
      perFile.push(`${child.replace('/sitemaps/', '')} ${(performance.now() - t0).toFixed(0)} ms`);
    }
    return { children, urls, bytes, perFile };
  }

  const rssBeforeSitemap = process.memoryUsage().rss;
  peakRss = rssBeforeSitemap;
  const cpu = process.cpuUsage();
  const s = performance.now();
  const { children, urls, bytes, perFile } = await readSitemap();
  const sitemapMs = performance.now() - s;
  const sitemapCpu = process.cpuUsage(cpu);
  const sitemapPeak = peakRss;
  const afterPasses = [];
  const heapAfterGc = [];
  const liveAfterPass = () => {
    // With --expose-gc: what is still referenced after a pass (a leak grows it; a lazy collector does not).
    if (typeof globalThis.gc !== 'function') return;
    globalThis.gc();
    const m = process.memoryUsage();
    heapAfterGc.push(`heap ${mb(m.heapUsed)} + buffers ${mb(m.arrayBuffers)}, RSS ${mb(m.rss)}`);
  };
  liveAfterPass();
  for (let i = 0; i < passes; i++) {
    await readSitemap();
    afterPasses.push(peakRss);
    liveAfterPass();
  }
  const p1 = children.find((c) => c.includes('products-1'));
  const s1 = performance.now();
  const gz = await fetch(base + p1, { headers: { 'accept-encoding': 'gzip' } });
  await gz.arrayBuffer();
  const gzipMs = performance.now() - s1;
  console.log(`\nSitemap: index + ${children.length} children, ${urls} URLs, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${(sitemapMs / 1000).toFixed(2)} s wall`);
  console.log(`  Node CPU time (server + this client, PostgreSQL not included): ${((sitemapCpu.user + sitemapCpu.system) / 1e6).toFixed(2)} s`);
  console.log(`  per file (wall): ${perFile.join(', ')}`);
  console.log(`  RSS ${mb(rssBeforeSitemap)} before, peak ${mb(sitemapPeak)} while streaming (the client keeps nothing)`);
  if (passes > 0) console.log(`  peak RSS after ${passes} more whole passes (${(urls * passes).toLocaleString('en')} more URLs): ${afterPasses.map(mb).join(' → ')}`);
  if (heapAfterGc.length > 0) console.log(`  after a full GC, before the passes and after each: ${heapAfterGc.join(' | ')}`);
  else console.log('  (run with node --expose-gc to print the memory still referenced after each pass)');
  console.log(`products-1.xml gzip (${gz.headers.get('content-encoding')}): ${(gzipMs / 1000).toFixed(2)} s`);
  console.log(`Machine load average (1 min) at the end: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  console.log(`\nServer process RSS: ${mb(baseRss)} after start, peak ${mb(peakRss)} during the run`);
  await app.close();
  clearInterval(sampler);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
