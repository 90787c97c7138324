// node bench/weight.mjs [--url URL] [--frontends DIR] [--save f.json] [--against g.json]
// Prints first-visit JS per page kind: gzip, brotli and script count. Target (docs/performance.md, first-visit
// JavaScript): the per-page KB budgets in TARGET_KB below.
//
// First-visit JavaScript per page kind, from real Chromium page loads (fresh browser context = empty cache):
// the JS files a page downloaded until the network went idle, their size as gzip and as brotli (each file
// fetched again with only that encoding, bytes counted on the wire) and how many there were. Prints a table;
// asserts nothing. Bytes are deterministic for a given build; run it after a production build.
//
//   node bench/weight.mjs                         starts the built backend (fresh embedded DB, 300 products)
//   node bench/weight.mjs --url http://127.0.0.1:3000     measures a running site instead
//   node bench/weight.mjs --frontends DIR         serves the front ends of DIR (shell/dist, mfe-*/dist) —
//                                                 the monolith baseline (bench/monolith/) uses this
//   --save FILE.json                              keeps the figures; --against FILE.json prints this/that ratios
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { arg, freePort, networkQuiet, ROOT } from './lib.mjs';

const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('playwright-core');

/** Budgets (KB gzip, as sent, first visit): bench/budgets.json, which the e2e tests read too. */
const TARGET_KB = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8'));

/** The built backend on a free port with a fresh data folder (as the e2e global setup starts it). */
export async function startBackend(frontendsDir) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-weight-'));
  const port = await freePort();
  const log = fs.openSync(path.join(dataDir, 'backend.log'), 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'auto',
      SAMPLE_SIZE: '300',
      LOG_LEVEL: 'warn',
      ENABLE_DOCS: 'false',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(frontendsDir ? { FRONTENDS_DIR: path.resolve(frontendsDir) } : {}),
    },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`backend exited:\n${fs.readFileSync(path.join(dataDir, 'backend.log'), 'utf8')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 600) throw new Error('backend not healthy after 180 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Bytes on the wire of one file sent with `encoding` only (the body is not decoded). */
function wireBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let n = 0;
        res.on('data', (c) => (n += c.length));
        res.on('end', () => resolve({ bytes: n, encoding: res.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

const slugOf = (title) =>
  title.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-');

/** The page kinds, with a concrete URL each (product: the first hit of a search). */
export async function pageKinds(base) {
  const list = await (await fetch(`${base}/api/products/get/?search=auriculares&limit=1`)).json();
  const product = list[0].Data[0];
  return {
    home: '/',
    list: '/ofertas/auriculares',
    product: `/ofertas/${slugOf(product.title) || 'oferta'}/${encodeURIComponent(product.id)}`,
    coupons: '/cupones',
    store: '/cupones/pandora',
    static: '/legal/privacy',
    blog: '/blog',
    article: '/blog/black-friday-2024',
  };
}

async function measure(browser, base, p) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' });
  const page = await context.newPage();
  const scripts = new Set();
  const quiet = networkQuiet(page);
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.origin === new URL(base).origin && u.pathname.endsWith('.js')) scripts.add(r.url());
  });
  await page.goto(base + p, { waitUntil: 'load' });
  await page.locator('main h1, h1').first().waitFor({ timeout: 60_000 });
  // Settled = nothing loading on screen (Suspense fallbacks and loading states are aria-busy), no request in
  // flight for 700 ms, and no new script since the previous check: a page that loads fragments after its own
  // data (an article's product blocks) is counted whole, whatever the machine's speed.
  for (let seen = -1; seen !== scripts.size; ) {
    seen = scripts.size;
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, null, { timeout: 30_000 }).catch(() => undefined);
    await quiet(700);
  }
  await context.close();
  let gzip = 0;
  let br = 0;
  for (const url of scripts) {
    const g = await wireBytes(url, 'gzip');
    const b = await wireBytes(url, 'br');
    gzip += g.bytes;
    br += b.bytes;
  }
  return { path: p, scripts: scripts.size, gzip, br, files: [...scripts].map((u) => new URL(u).pathname) };
}

const kb = (n) => (n / 1024).toFixed(1);

export async function weigh(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update'],
  });
  const out = {};
  try {
    for (const [kind, p] of Object.entries(await pageKinds(base))) out[kind] = await measure(browser, base, p);
  } finally {
    await browser.close();
  }
  return out;
}

export function printTable(figures, against) {
  const rows = [['page', 'path', 'scripts', 'gzip KB', 'brotli KB', 'target', ...(against ? ['ratio gz', 'ratio br'] : [])]];
  for (const [kind, f] of Object.entries(figures)) {
    const a = against?.[kind];
    rows.push([
      kind,
      f.path.length > 40 ? f.path.slice(0, 37) + '…' : f.path,
      String(f.scripts),
      kb(f.gzip),
      kb(f.br),
      `≤ ${TARGET_KB[kind]}${f.gzip / 1024 <= TARGET_KB[kind] ? ' ok' : ' OVER'}`,
      ...(against ? [a ? (f.gzip / a.gzip).toFixed(2) : '—', a ? (f.br / a.br).toFixed(2) : '—'] : []),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = arg('url', '');
  const server = given ? null : await startBackend(arg('frontends', ''));
  try {
    const figures = await weigh(given || server.url);
    const againstFile = arg('against', '');
    printTable(figures, againstFile ? JSON.parse(fs.readFileSync(againstFile, 'utf8')) : undefined);
    if (process.argv.includes('--files')) for (const [k, f] of Object.entries(figures)) console.log(k, f.files.join(' '));
    const save = arg('save', '');
    if (save) fs.writeFileSync(save, JSON.stringify(figures, null, 2));
  } finally {
    await server?.stop();
  }
}
