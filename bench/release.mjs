// Time from `npm run release -- <remote> --no-build --stable` starting to both of two backend instances on one
// PostgreSQL database answering the new version in /remotes.json. Releases alternate between two builds
// (mfe-coupons/dist and --other, default .e2e-builds/coupons-v2), so each one changes the stable.
//   node bench/release.mjs [--rounds 10] [--other <dist folder>]
// Needs the compiled backend and shell (npm run build; node scripts/build-frontends.mjs). Asserts nothing.
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { arg, dropPostgres, freePort, freshPostgres, ROOT, summary } from './lib.mjs';

const ROUNDS = Number(arg('rounds', '10'));
const BUILDS = [path.join(ROOT, 'mfe-coupons', 'dist'), path.resolve(arg('other', path.join(ROOT, '.e2e-builds', 'coupons-v2')))];
const DB = `ofertas_bench_release_${process.pid}`;

async function startBackend(databaseUrl) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-bench-release-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'backend/dist/main.js')], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'never', LOG_LEVEL: 'warn', ENABLE_DOCS: 'false' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const couponsOf = async (url) => (await (await fetch(`${url}/remotes.json`, { headers: { cookie: 'mf_bucket=99' } })).json()).coupons;

const databaseUrl = await freshPostgres(DB);
const a = await startBackend(databaseUrl);
const b = await startBackend(databaseUrl);
try {
  const token = execFileSync(process.execPath, [path.join(ROOT, 'backend/dist/cli/release-token.js'), 'bench', 'coupons'], { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' }, encoding: 'utf8' }).trim().split('\n').at(-1);
  const env = { ...process.env, RELEASE_API: a.url, RELEASE_TOKEN: token };
  const release = (dir) => execFileSync(process.execPath, [path.join(ROOT, 'scripts/release.mjs'), 'coupons', '--no-build', '--stable'], { env: { ...env, OUTPUT_DIR: dir }, encoding: 'utf8' }).trim();
  // Publish both once (the upload is not what is measured here), then time the releases themselves.
  release(BUILDS[1]);
  release(BUILDS[0]);
  const times = [];
  for (let i = 0; i < ROUNDS; i++) {
    const dir = BUILDS[(i + 1) % 2];
    const started = performance.now();
    const version = release(dir);
    const wanted = `/mfe/coupons/v/${version}/mf-manifest.json`;
    const seen = { a: false, b: false };
    while (!seen.a || !seen.b) {
      if (!seen.a) seen.a = (await couponsOf(a.url)) === wanted;
      if (!seen.b) seen.b = (await couponsOf(b.url)) === wanted;
    }
    times.push(performance.now() - started);
  }
  console.log(summary('release command → both instances serve it', times));
  // The registry's own part: from the write's answer (instance A) to instance B serving it.
  const versions = [];
  for (const dir of BUILDS) versions.push(release(dir));
  const afterAnswer = [];
  for (let i = 0; i < ROUNDS; i++) {
    const version = versions[i % 2];
    const list = await (await fetch(`${a.url}/api/releases`)).json();
    const revision = list.find((c) => c.remote === 'coupons').revision;
    const res = await fetch(`${a.url}/api/releases/coupons/release`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ version, expectedRevision: revision, stable: true }),
    });
    if (!res.ok) throw new Error(`release answered ${res.status}`);
    const answered = performance.now();
    const wanted = `/mfe/coupons/v/${version}/mf-manifest.json`;
    while ((await couponsOf(b.url)) !== wanted);
    afterAnswer.push(performance.now() - answered);
  }
  console.log(summary('write answered by A → B serves it', afterAnswer));
} finally {
  a.child.kill('SIGTERM');
  b.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await dropPostgres(DB);
}
