// node bench/blog.mjs [--articles 500] [--requests 500] [--db postgres|pglite|both (default)]
// Prints GET /api/blog latency (p50/p95) over HTTP at 500 articles and the answer's size raw and gzipped.
// Target (docs/performance.md, blog list): ≤ 300 KB raw for 500 articles, p95 ≤ 10 ms on PostgreSQL.
// Articles are the sample articles (full texts, 3–6 sections, product blocks) repeated under new slugs, written
// through BlogService like the editor's writes. Figures only, no assertions.
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { arg, backend, dist, freshPostgres, percentile, summary } from './lib.mjs';

const p95 = (ms) => percentile([...ms].sort((a, b) => a - b), 95);

const articles = Number(arg('articles', '500'));
const requests = Number(arg('requests', '500'));
const which = arg('db', 'both');
const { parseEnv } = dist('config/config.js');
const { createApp } = dist('create-app.js');
const { BlogService } = dist('blog/blog.service.js');
const { SAMPLE_ARTICLES } = dist('blog/sample/sample-articles.js');
const { sampleArticleRequest } = dist('blog/sample/seed-articles.js');
const { DataSource } = backend('typeorm');

/** One GET with the given Accept-Encoding; resolves to the elapsed ms and the bytes on the wire. */
function get(url, encoding) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const headers = encoding ? { 'accept-encoding': encoding } : {};
    http
      .get(url, { headers, agent: keepAlive }, (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () => (res.statusCode === 200 ? resolve({ ms: performance.now() - start, bytes }) : reject(new Error(`${res.statusCode}`))));
      })
      .on('error', reject);
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

async function bench(kind) {
  const env = { NODE_ENV: 'production', SEED: 'never', LOG_LEVEL: 'error', ENABLE_DOCS: 'false', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-bench-')) };
  if (kind === 'postgres') env.DATABASE_URL = await freshPostgres('ofertas_bench_blog');
  const config = parseEnv(env);
  const app = await createApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${app.getHttpServer().address().port}/api/blog`;
  const blog = app.get(BlogService);
  const db = app.get(DataSource);

  const started = performance.now();
  for (let i = 0; i < articles; i++) {
    const sample = SAMPLE_ARTICLES[i % SAMPLE_ARTICLES.length];
    const request = sampleArticleRequest(sample);
    const slug = `${sample.slug}-${i}`;
    const day = new Date(Date.now() - (i % 365) * 86_400_000).toISOString().slice(0, 10);
    await blog.create({ ...request, id: undefined, slug, title: `${request.title} (${i})` }, { date: day });
  }
  console.log(`\n[${kind}] ${articles} articles written in ${((performance.now() - started) / 1000).toFixed(1)} s (rendered + sanitised on write)`);

  // First request after a write: reads and serialises every article (what a reader pays once per change).
  const cold = [];
  for (let i = 0; i < 20; i++) {
    await db.query(`UPDATE blog_article SET updated_at = now() WHERE id = (SELECT id FROM blog_article ORDER BY random() LIMIT 1)`);
    cold.push((await get(url, 'gzip')).ms);
  }
  for (let i = 0; i < 30; i++) await get(url, 'gzip'); // warm-up
  const gz = [];
  const raw = [];
  const baseline = [];
  const health = url.replace('/api/blog', '/api/health');
  let gzBytes = 0;
  let rawBytes = 0;
  for (let i = 0; i < requests; i++) {
    const g = await get(url, 'gzip');
    gz.push(g.ms);
    gzBytes = g.bytes;
    const r = await get(url, null);
    raw.push(r.ms);
    rawBytes = r.bytes;
    baseline.push((await get(health, null)).ms);
  }
  // Repeated sample texts compress far better than 500 distinct articles would: gzip each article alone
  // and add up, an upper bound for a list whose articles share nothing.
  const list = await blog.summaries();
  const separately = list.reduce((n, a) => n + gzipSync(JSON.stringify(a)).length, 0);
  const full = await blog.list();
  const fullBytes = Buffer.byteLength(JSON.stringify(full));
  await app.close();
  console.log(summary(`${kind} GET /api/blog gzip (unchanged list)`, gz));
  console.log(summary(`${kind} GET /api/blog identity (unchanged list)`, raw));
  console.log(summary(`${kind} GET /api/blog first after a write`, cold));
  console.log(summary(`${kind} GET /api/health (SELECT 1: machine baseline)`, baseline));
  console.log(`${kind} answer for ${articles} articles: ${(rawBytes / 1024).toFixed(1)} KB raw, ${(gzBytes / 1024).toFixed(1)} KB gzip (${(rawBytes / articles / 1024).toFixed(2)} KB per article raw); each article gzipped alone, summed: ${(separately / 1024).toFixed(1)} KB; the same articles whole (with sections) would be ${(fullBytes / 1024).toFixed(1)} KB raw`);
  console.log(`${kind} target ≤ 300 KB raw: ${rawBytes <= 300 * 1024 ? 'met' : 'NOT met'}; p95 ≤ 10 ms (PostgreSQL): p95 gzip ${p95(gz).toFixed(2)} ms, identity ${p95(raw).toFixed(2)} ms`);
  console.log(`${kind} machine load average (1 min) at the end: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
}

for (const kind of which === 'both' ? ['postgres', 'pglite'] : [which]) await bench(kind);
keepAlive.destroy();
