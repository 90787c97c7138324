import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { Client } from 'pg';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS } from '../support/browser';
import { ROOT, startBackend, type Backend } from '../support/servers';

/**
 * The release registry as teams use it, on two backend instances over one PostgreSQL database: `npm run release`
 * publishes coupons builds through instance A; shoppers are served by both.
 *   v2: mfe-coupons with a visible label (BUILD_LABEL) → canary 50 %, then promoted
 *   v3: mfe-coupons whose /cupones page throws on render → its error beacons roll it back by themselves
 * and `npm run release -- coupons --rollback` brings back the stable before v2 on both instances.
 */
const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? process.env.DATABASE_URL;
const withPostgres = ADMIN_URL ? describe : describe.skip;

const BUILDS = path.join(ROOT, '.e2e-builds');
const V2 = { dir: path.join(BUILDS, 'coupons-v2'), label: 'v2-registro' };
const V3 = { dir: path.join(BUILDS, 'coupons-v3'), label: 'v3-registro' };
const RELEASE = path.join(ROOT, 'scripts', 'release.mjs');
const SMOKE = path.join(ROOT, 'scripts', 'smoke.mjs');

/** Polls until `check` holds; fails only after a generous deadline (never on speed). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

withPostgres('releases: canary, promotion, automatic and manual rollback across two instances', () => {
  const database = `ofertas_e2e_releases_${process.pid}`;
  let a: Backend;
  let b: Backend;
  let browser: Browser;
  let token = '';
  let seededCoupons = '';

  const release = (args: string[], env: Record<string, string> = {}): string => {
    const r = spawnSync(process.execPath, [RELEASE, 'coupons', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, RELEASE_API: a.url, RELEASE_TOKEN: token, ...env },
    });
    if (r.status !== 0) throw new Error(`release ${args.join(' ')} failed:\n${r.stderr}`);
    return r.stdout.trim().split('\n').at(-1) ?? '';
  };
  const couponsOf = async (backend: Backend, bucket: number) =>
    ((await (await fetch(`${backend.url}/remotes.json`, { headers: { cookie: `mf_bucket=${bucket}` } })).json()) as Record<string, string>).coupons;
  /** The coupons version label a visitor sees on /cupones (the debug outline's slot label), or 'rota' for the fallback. */
  const seenBy = async (context: BrowserContext, base: string): Promise<string> => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/cupones?boundaries=1`, { waitUntil: 'load' });
    const slot = page.locator('[data-boundary="coupons"][data-boundary-label]').first();
    await slot.waitFor({ timeout: 20_000 });
    const label = (await slot.getAttribute('data-boundary-label')) ?? '';
    return label.includes(V2.label) ? 'v2' : label.includes('no disponible') ? 'rota' : label.includes(V3.label) ? 'v3' : 'estable';
  };
  const contextWithBucket = async (base: string, bucket: number | null): Promise<BrowserContext> => {
    const context = await browser.newContext({ locale: 'es-ES' });
    if (bucket !== null) await context.addCookies([{ name: 'mf_bucket', value: String(bucket), url: base }]);
    return context;
  };

  beforeAll(async () => {
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(ADMIN_URL as string);
    url.pathname = `/${database}`;
    // Sample data: the smoke run opens a product and an article.
    const env = { DATABASE_URL: url.toString(), SEED: 'auto', SAMPLE_SIZE: '40', RELEASE_ROLLBACK_MIN_VIEWS: '3' };
    // One after the other: the first runs the migrations.
    a = await startBackend(env);
    b = await startBackend(env);
    const made = spawnSync(process.execPath, [path.join(ROOT, 'backend/dist/cli/release-token.js'), 'equipo-cupones', 'coupons'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'error' },
    });
    token = made.stdout.trim().split('\n').at(-1) ?? '';
    expect(token).toMatch(/^rt_/);
    // v3: the same remote with a page that throws (e2e/fixtures); built here, published by the test below
    const built = spawnSync(process.execPath, [path.join(ROOT, 'tools/webpack/cli.js'), 'build', '--mode', 'production', '-c', path.join(ROOT, 'e2e/fixtures/coupons-throwing.webpack.config.js')], {
      cwd: path.join(ROOT, 'mfe-coupons'),
      stdio: 'inherit',
      env: { ...process.env, OUTPUT_DIR: V3.dir, BUILD_LABEL: V3.label },
    });
    expect(built.status).toBe(0);
    seededCoupons = await couponsOf(a, 0);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await a?.stop();
    await b?.stop();
  });

  test('a canary at 50 %: each visitor keeps one version across reloads, some see v2 and some do not', async () => {
    // `npm run release -- coupons --canary 50`: builds mfe-coupons (labelled), publishes it, makes it the canary
    const v2 = release(['--canary', '50'], { OUTPUT_DIR: V2.dir, BUILD_LABEL: V2.label });
    expect(v2).toMatch(/^0\.1\.0-[0-9a-f]{12}$/);
    const v2Manifest = `/mfe/coupons/v/${v2}/mf-manifest.json`;
    expect(await eventually(async () => (await couponsOf(b, 10)) === v2Manifest)).toBe(true);
    // buckets below the share get v2 on either instance; the others the stable
    const seen: Record<string, string[]> = {};
    for (const bucket of [10, 45, 55, 90]) {
      const context = await contextWithBucket(a.url, bucket);
      seen[bucket] = [await seenBy(context, a.url), await seenBy(context, a.url)];
      await context.close();
    }
    expect(seen).toEqual({ 10: ['v2', 'v2'], 45: ['v2', 'v2'], 55: ['estable', 'estable'], 90: ['estable', 'estable'] });
    // a first visit: the server draws the bucket, and the visitor keeps its version (instance A, then B)
    const fresh = await contextWithBucket(a.url, null);
    const first = await seenBy(fresh, a.url);
    const cookie = (await fresh.cookies(a.url)).find((c) => c.name === 'mf_bucket');
    expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(Number(cookie?.value)).toBeLessThan(100);
    await fresh.addCookies([{ name: 'mf_bucket', value: cookie?.value ?? '', url: b.url }]);
    expect([await seenBy(fresh, a.url), await seenBy(fresh, b.url)]).toEqual([first, first]);
    expect(first).toBe(Number(cookie?.value) < 50 ? 'v2' : 'estable');
    await fresh.close();
  });

  test('the smoke run with a candidate forced passes for v2 and fails for v3, before any shopper gets v3', async () => {
    release(['--promote']);
    const candidate = release(['--no-build'], { OUTPUT_DIR: V3.dir });
    expect(await couponsOf(b, 0)).not.toContain(candidate);
    const smoke = (version: string) =>
      spawnSync(process.execPath, [SMOKE, '--site', b.url, '--candidate', `coupons=${version}`], { cwd: ROOT, encoding: 'utf8' });
    const stable = (await couponsOf(b, 0)).split('/')[4] ?? '';
    const good = smoke(stable);
    expect({ status: good.status, out: good.status === 0 ? '' : good.stderr }).toEqual({ status: 0, out: '' });
    const bad = smoke(candidate);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/✕ the coupons page renders/);
    expect(bad.stderr).not.toMatch(/✕ home, a list and a product render/);
  }, 240_000);

  test('promote; a v3 whose page throws is rolled back by its error reports, and shoppers get the stable again', async () => {
    // the smoke run's page views of v3 were not counted: a forced version is not what shoppers get
    const published = release(['--no-build', '--canary', '50'], { OUTPUT_DIR: V3.dir });
    expect(await eventually(async () => (await couponsOf(b, 20)).includes(published))).toBe(true);
    const shopper = await contextWithBucket(b.url, 20);
    // three page views of v3 on instance B, each an error (RELEASE_ROLLBACK_MIN_VIEWS=3 on these backends)
    const views = [await seenBy(shopper, b.url), await seenBy(shopper, b.url), await seenBy(shopper, b.url)];
    expect(views).toEqual(['rota', 'rota', 'rota']);
    const rolledBack = await eventually(async () => (await couponsOf(a, 20)).includes(published) === false);
    expect(rolledBack).toBe(true);
    const history = (await (await fetch(`${a.url}/api/releases/coupons/history`)).json()) as Array<{ action: string; version: string; reason: string }>;
    expect(history[0]).toMatchObject({ action: 'auto-rollback', version: published });
    expect(history[0]?.reason).toMatch(/^tasa de errores (0\.[5-9]\d\d|1\.000) frente a 0\.000 de la estable/);
    expect(await eventually(async () => (await seenBy(shopper, b.url)) === 'v2')).toBe(true);
    await shopper.close();
  });

  test('the rollback command restores the previous stable on both instances', async () => {
    release(['--rollback']);
    expect(await eventually(async () => (await couponsOf(a, 99)) === seededCoupons && (await couponsOf(b, 99)) === seededCoupons)).toBe(true);
    const shopper = await contextWithBucket(b.url, 5);
    expect(await seenBy(shopper, b.url)).toBe('estable');
    await shopper.close();
  });
});
