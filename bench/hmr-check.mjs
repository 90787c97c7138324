// Hot reload by hand, in real Chromium: starts the built backend and one remote's dev server (`npm run dev` in
// its folder), opens its standalone page, edits a component's source and checks the page shows the edit without
// reloading (a marker set on `window` survives). Restores the file. Prints what it saw; exits 1 if not hot.
//
//   node bench/hmr-check.mjs        (mfe-coupons on its dev port, 5002; components/FiltersForm.tsx's "Tienda")
import * as fs from 'node:fs';
import * as path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ROOT } from './lib.mjs';
import { startBackend } from './weight.mjs';

const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('playwright-core');
const FILE = path.join(ROOT, 'mfe-coupons/src/components/FiltersForm.tsx');
const BEFORE = '>Tienda</label>';
const AFTER = '>Tienda (editada en caliente)</label>';

const backend = await startBackend();
const dev = spawn('npm', ['run', 'dev'], { cwd: path.join(ROOT, 'mfe-coupons'), env: { ...process.env, BACKEND_URL: backend.url }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let log = '';
dev.stdout.on('data', (d) => (log += d));
dev.stderr.on('data', (d) => (log += d));
const original = fs.readFileSync(FILE, 'utf8');
let hot = false;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (let i = 0; !/compiled successfully/.test(log); i++) {
    if (i > 300 || dev.exitCode !== null) throw new Error(`dev server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const page = await browser.newPage();
  const consoleLines = [];
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  process.on('exit', () => !hot && console.log(`page console:\n${consoleLines.slice(-30).join('\n')}\ndev server:\n${log.slice(-3000)}`));
  await page.goto('http://127.0.0.1:5002/cupones');
  await page.getByText('Tienda', { exact: true }).first().waitFor({ timeout: 60_000 });
  await page.evaluate(() => ((window).__notReloaded = true));
  fs.writeFileSync(FILE, original.replace(BEFORE, AFTER));
  await page.getByText('Tienda (editada en caliente)').first().waitFor({ timeout: 60_000 });
  const kept = await page.evaluate(() => (window).__notReloaded === true);
  // A reload would start a new window object: the marker survives only an in-place (hot) update.
  hot = kept;
  console.log(`edit shown: yes; window state kept: ${kept} → ${hot ? 'hot update (no reload)' : 'FULL RELOAD'}`);
} finally {
  fs.writeFileSync(FILE, original);
  await browser.close();
  process.kill(-dev.pid, 'SIGTERM');
  await backend.stop();
}
process.exit(hot ? 0 : 1);
