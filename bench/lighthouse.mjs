// Lighthouse (mobile, simulated throttling) on the pages of the performance target, against a running site
// (`npm start`, default http://127.0.0.1:3000). Prints scores and core metrics; asserts nothing.
//   node bench/lighthouse.mjs [--url http://127.0.0.1:3000]
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { arg, ROOT } from './lib.mjs';

const base = arg('url', 'http://127.0.0.1:3000');
const list = await (await fetch(`${base}/api/products/get/?search=zapatillas&limit=1`)).json();
const product = list[0].Data[0];
const slug = product.title.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-');
const pages = { home: '/', list: '/ofertas/zapatillas', product: `/ofertas/${slug}/${product.id}`, coupons: '/cupones' };
const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'report.json');
const bin = path.join(ROOT, 'node_modules', '.bin', 'lighthouse');
for (const [name, p] of Object.entries(pages)) {
  execFileSync(bin, [
    base + p, '--only-categories=performance,accessibility,seo', '--form-factor=mobile', '--output=json', `--output-path=${out}`, '--quiet',
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
  ], { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' }, stdio: 'ignore' });
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  const score = (c) => Math.round(r.categories[c].score * 100);
  const a = r.audits;
  console.log(
    `${name.padEnd(8)} performance ${score('performance')}  accessibility ${score('accessibility')}  seo ${score('seo')}  ` +
      `LCP ${a['largest-contentful-paint'].displayValue}  TBT ${a['total-blocking-time'].displayValue}  CLS ${a['cumulative-layout-shift'].displayValue}`,
  );
}
