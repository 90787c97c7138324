// node bench/soak.mjs [--connections 50] [--seconds 600] [--db postgres|pglite] [--observed]
// Prints requests, errors by kind, latency percentiles and the server's RSS over time, for N concurrent
// connections during D seconds against the production server (backend + built front ends), mixing what
// shoppers request (pages, list API with facets, products, images, manifests). Target (docs/performance.md,
// soak): no 5xx, and the server's RSS flat and under 450 MB. Asserts nothing. --observed runs it as an
// operator would: JSON logs at the production level (into a file; their line count is printed) and /metrics
// scraped every 15 s with its token.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Agent, setGlobalDispatcher } from 'undici';
import { arg, freshPostgres, percentile, ROOT } from './lib.mjs';

const connections = Number(arg('connections', '50'));
const seconds = Number(arg('seconds', '600'));
const db = arg('db', 'postgres');
setGlobalDispatcher(new Agent({ connections, pipelining: 1 }));

const port = 3900 + Math.floor(Math.random() * 90);
const observed = process.argv.includes('--observed');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-soak-'));
const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '' };
const metricsToken = 'soak-metrics-token-0123456789';
if (observed) Object.assign(env, { LOG_LEVEL: 'log', LOG_FORMAT: 'json', METRICS_TOKEN: metricsToken });
if (db === 'postgres') env.DATABASE_URL = await freshPostgres('ofertas_bench_soak');
const logFile = path.join(dataDir, 'server.log');
const serverOut = observed ? fs.openSync(logFile, 'w') : 'inherit';
// The heap flags of scripts/start.sh (and the Dockerfile): the server as production runs it.
const server = spawn(process.execPath, ['--max-semi-space-size=4', '--max-old-space-size=256', path.join(ROOT, 'backend/dist/main.js')], { env, stdio: ['ignore', serverOut, 'inherit'] });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 600) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const products = (await (await fetch(`${base}/api/products/get/?limit=100`)).json())[0].Data;
const words = ['zapatillas', 'portatil', 'crema', 'auriculares', 'sofa', 'cafetera', 'reloj', 'mochila', 'tablet', 'aspiradora', 'zapatilas', 'vitamina c'];
const pick = (a, i) => a[i % a.length];
const mix = [
  () => '/',
  (i) => `/ofertas/${encodeURIComponent(pick(words, i))}`,
  (i) => `/api/products/get/?search=${encodeURIComponent(pick(words, i))}&category=all&brand=all&price=${pick([0, 100, 500], i)}&page=${(i % 3) + 1}&limit=25`,
  (i) => `/api/categories/get/?search=${encodeURIComponent(pick(words, i))}&brand=all&price=0`,
  (i) => `/api/brand/get/?search=${encodeURIComponent(pick(words, i))}&category=all&price=0`,
  (i) => `/api/products/product/?id=${pick(products, i).id}`,
  (i) => pick(products, i).imageUrl,
  () => '/api/categories/categories',
  () => '/remotes.json',
  () => '/mfe/offers/mf-manifest.json',
  (i) => `/api/products/get/?page=${pick([-1, 'x', 0], i)}`, // client mistakes: must be 400, never 5xx
];

const latencies = [];
const statuses = new Map();
const errors = new Map();
let total = 0;
const deadline = Date.now() + seconds * 1000;
const rss = [];
const sampler = setInterval(() => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]);
    rss.push(Math.round(kb / 1024));
  } catch {
    // the server has exited
  }
}, 10_000);

const scrapes = { ok: 0, failed: 0 };
const scraper = observed
  ? setInterval(async () => {
      try {
        const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
        await res.text();
        scrapes[res.ok ? 'ok' : 'failed']++;
      } catch {
        scrapes.failed++;
      }
    }, 15_000)
  : null;

async function worker(w) {
  for (let i = w; Date.now() < deadline; i += connections) {
    const url = base + mix[i % mix.length](Math.floor(i / mix.length));
    const started = performance.now();
    try {
      const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    } catch (e) {
      errors.set(e.cause?.code ?? e.name, (errors.get(e.cause?.code ?? e.name) ?? 0) + 1);
    }
    latencies.push(performance.now() - started);
    total++;
  }
}
const t0 = performance.now();
await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
clearInterval(sampler);
if (scraper) clearInterval(scraper);
const elapsed = (performance.now() - t0) / 1000;
server.kill('SIGTERM');
latencies.sort((a, b) => a - b);
const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
console.log(`soak on ${db}: ${connections} connections, ${elapsed.toFixed(0)} s, ${total} requests (${Math.round(total / elapsed)}/s)`);
console.log(`statuses: ${JSON.stringify(Object.fromEntries(statuses))}; 5xx: ${serverErrors}; network errors: ${JSON.stringify(Object.fromEntries(errors))}`);
console.log(`latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
console.log(`server RSS MB every 10 s: ${rss.join(' ')}`);
if (observed) {
  const lines = fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  const json = lines.filter((l) => l.startsWith('{')).length;
  console.log(`observed: /metrics scraped ${scrapes.ok} times (${scrapes.failed} failed); server log ${lines.length} lines, ${json} JSON`);
}
