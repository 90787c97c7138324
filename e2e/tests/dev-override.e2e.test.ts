import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { openSession, type Session } from '../support/browser';
import { freePort, ROOT } from '../support/servers';

/**
 * A team develops its remote inside the released site: mfe-coupons' `npm run dev` on a free port, the e2e
 * backend's production site opened with `?mf-dev=coupons=<its manifest>`; the page runs the dev build, and an
 * edit of a component shows without a full reload. The edited source is restored whatever happens.
 */
const SOURCE = path.join(ROOT, 'mfe-coupons/src/components/FiltersForm.tsx');
const BEFORE = '>Tienda</label>';
const AFTER = '>Tienda (editada en caliente)</label>';

let dev: ChildProcess;
let devUrl: string;
let devLog = '';
let original: string;
let s: Session;

function restoreSource(): void {
  if (original !== undefined && fs.readFileSync(SOURCE, 'utf8') !== original) fs.writeFileSync(SOURCE, original);
}

async function compiled(): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (!devLog.includes('compiled successfully')) {
    if (dev.exitCode !== null || Date.now() > deadline) throw new Error(`dev server of mfe-coupons did not compile:\n${devLog.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  original = fs.readFileSync(SOURCE, 'utf8');
  process.on('exit', restoreSource);
  const port = await freePort();
  devUrl = `http://127.0.0.1:${port}`;
  dev = spawn('npm', ['run', 'dev'], {
    cwd: path.join(ROOT, 'mfe-coupons'),
    env: { ...process.env, DEV_SERVER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npm, webpack and its workers stop together.
    detached: true,
  });
  // Without colour codes (webpack-cli colours its summary even when piped).
  const collect = (d: Buffer) => (devLog += stripVTControlCharacters(d.toString()));
  dev.stdout?.on('data', collect);
  dev.stderr?.on('data', collect);
  await compiled();
}, 300_000);

afterAll(async () => {
  restoreSource();
  process.off('exit', restoreSource);
  if (dev?.pid && dev.exitCode === null) {
    const pid = dev.pid;
    const exited = new Promise((r) => dev.once('exit', r));
    process.kill(-pid, 'SIGTERM');
    const force = setTimeout(() => process.kill(-pid, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(force);
  }
});

beforeEach(async () => {
  s = await openSession();
});
afterEach(async () => {
  await s?.close();
});

test('the released site runs the dev build of one remote, updates it in place on an edit, and Quitar goes back', async () => {
  const manifest = `${devUrl}/mf-manifest.json`;
  await s.goto(`/cupones?mf-dev=coupons=${encodeURIComponent(manifest)}`);
  // The shell stored the override, set the cookie and reloaded without the parameter.
  const notice = s.page.getByRole('status', { name: 'Remotos en desarrollo' });
  await notice.waitFor({ timeout: 30_000 });
  expect(await notice.textContent()).toContain(`Desarrollo: coupons desde ${devUrl}`);
  expect(new URL(s.page.url()).search).toBe('');
  await s.page
    .locator('label', { hasText: /^Tienda$/ })
    .first()
    .waitFor({ timeout: 60_000 })
    .catch((err: unknown) => {
      throw new Error(`the dev build did not render: ${String(err)}\npage errors: ${s.pageErrors.join('\n')}\nconsole: ${s.consoleErrors.join('\n')}`);
    });
  // What this document fetched (the page before the reload, without the cookie, had the released hints).
  const fetched = await s.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(fetched).toContain(`${devUrl}/remoteEntry.js`);
  expect(fetched.filter((url) => new URL(url).pathname.startsWith('/mfe/coupons/'))).toEqual([]);
  const cookies = await s.context.cookies(s.baseUrl);
  expect(cookies.find((c) => c.name === 'mf_dev')?.value).toBe('1');

  await s.page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
  try {
    fs.writeFileSync(SOURCE, original.replace(BEFORE, AFTER));
    await s.page.locator('label', { hasText: 'Tienda (editada en caliente)' }).first().waitFor({ timeout: 90_000 });
  } finally {
    restoreSource();
  }
  // A reload would have started a new window object: the marker survives only an update in place.
  expect(await s.page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);

  await notice.getByRole('button', { name: 'Quitar' }).click();
  await s.page.waitForURL(`${s.baseUrl}/cupones`);
  await s.page.locator('label', { hasText: /^Tienda$/ }).first().waitFor({ timeout: 30_000 });
  expect(await s.page.getByRole('status', { name: 'Remotos en desarrollo' }).count()).toBe(0);
  expect((await s.context.cookies(s.baseUrl)).some((c) => c.name === 'mf_dev')).toBe(false);
  expect(s.requests.some((r) => new URL(r.url()).pathname === '/mfe/coupons/mf-manifest.json')).toBe(true);
}, 240_000);

test('an override link to an origin off the allow-list is ignored: the released remote runs', async () => {
  await s.goto(`/cupones?mf-dev=coupons=${encodeURIComponent('https://ajeno.example/mf-manifest.json')}`);
  await s.page.locator('label', { hasText: /^Tienda$/ }).first().waitFor({ timeout: 30_000 });
  expect(await s.page.getByRole('status', { name: 'Remotos en desarrollo' }).count()).toBe(0);
  expect(s.requests.some((r) => r.url().startsWith('https://ajeno.example'))).toBe(false);
  expect((await s.context.cookies(s.baseUrl)).some((c) => c.name === 'mf_dev')).toBe(false);
});
