#!/usr/bin/env node
/**
 * Releases a remote through the release registry's HTTP API (docs/releasing.md).
 *
 *   npm run release -- <remote>                     build mfe-<remote> and publish it as a new version (prints its id)
 *   npm run release -- <remote> --canary <share>    … and make it the canary for <share> % of visitors
 *   npm run release -- <remote> --stable            … and make it the stable
 *   npm run release -- <remote> --url <manifest>    register a build hosted elsewhere instead (gated the same way)
 *   npm run release -- <remote> --no-build          publish the build already in dist/ (or OUTPUT_DIR)
 *   npm run release -- <remote> --promote | --rollback | --share <n> | --list | --history
 *   (from a remote's folder: npm run release -- [options])
 *
 * Environment: RELEASE_TOKEN (from `npm run release:token`), RELEASE_API (default http://127.0.0.1:3000),
 * OUTPUT_DIR (where the build goes and is read from; default mfe-<remote>/dist).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['offers', 'coupons', 'blog', 'editor'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    canary: { type: 'string' },
    stable: { type: 'boolean', default: false },
    url: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    promote: { type: 'boolean', default: false },
    rollback: { type: 'boolean', default: false },
    share: { type: 'string' },
    list: { type: 'boolean', default: false },
    history: { type: 'boolean', default: false },
    reason: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const remote = positionals[0];
if (values.help || !remote || !REMOTES.includes(remote)) {
  console.log(fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(2, 16).map((l) => l.replace(/^ \*\s?/, '')).join('\n'));
  process.exit(values.help ? 0 : 1);
}
const API = (process.env.RELEASE_API || 'http://127.0.0.1:3000').replace(/\/$/, '');
const TOKEN = process.env.RELEASE_TOKEN || '';

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

async function call(method, urlPath, body) {
  const res = await fetch(`${API}${urlPath}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(TOKEN ? { authorization: `Bearer ${TOKEN}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const answer = text ? JSON.parse(text) : null;
  if (!res.ok) {
    const reasons = Array.isArray(answer?.reasons) ? `\n  - ${answer.reasons.join('\n  - ')}` : '';
    fail(`${method} ${urlPath} → ${res.status}: ${answer?.message ?? text}${reasons}`);
  }
  return answer;
}

async function revision() {
  const channel = (await call('GET', '/api/releases')).find((c) => c.remote === remote);
  if (!channel) fail(`${remote} is not in the registry`);
  return channel.revision;
}

/** Every file of a build folder, paths relative to it; precompressed copies are left out (the server compresses). */
function buildFiles(dir) {
  const out = [];
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(p);
      else if (!e.name.endsWith('.gz') && !e.name.startsWith('.')) out.push({ path: p, base64: fs.readFileSync(path.join(dir, p)).toString('base64') });
    }
  };
  walk('');
  return out;
}

const reason = values.reason;
if (values.list) {
  console.log(JSON.stringify((await call('GET', '/api/releases')).find((c) => c.remote === remote), null, 2));
} else if (values.history) {
  for (const h of await call('GET', `/api/releases/${remote}/history`)) console.log(`${h.at} ${h.action} ${h.version ?? ''} ${h.from ?? ''}→${h.to ?? ''} ${h.actor} ${h.reason ?? ''}`);
} else if (values.promote || values.rollback || values.share !== undefined) {
  const action = values.promote ? 'promote' : values.rollback ? 'rollback' : 'share';
  const body = { expectedRevision: await revision(), ...(action === 'share' ? { share: Number(values.share) } : {}), ...(reason ? { reason } : {}) };
  const channel = await call('POST', `/api/releases/${remote}/${action}`, body);
  console.log(`${remote}: stable ${channel.stable}, canary ${channel.canary ?? '-'} (${channel.canaryShare} %), revision ${channel.revision}`);
} else {
  let published;
  if (values.url) {
    published = await call('POST', `/api/releases/${remote}/versions`, { manifestUrl: values.url });
  } else {
    const pkgDir = path.join(ROOT, `mfe-${remote}`);
    const dist = process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(pkgDir, 'dist');
    if (!values['no-build']) {
      const built = spawnSync(process.execPath, [path.join(ROOT, 'tools/webpack/cli.js'), 'build', '--mode', 'production'], { cwd: pkgDir, stdio: 'inherit', env: process.env });
      if (built.status !== 0) fail(`the build of mfe-${remote} failed`);
    }
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) fail(`${dist} holds no mf-manifest.json`);
    const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    published = await call('POST', `/api/releases/${remote}/versions`, { packageVersion: pkg.version, files: buildFiles(dist) });
  }
  if (values.canary !== undefined || values.stable) {
    const target = values.stable ? { stable: true } : { canaryShare: Number(values.canary) };
    await call('POST', `/api/releases/${remote}/release`, { version: published.version, expectedRevision: await revision(), ...target, ...(reason ? { reason } : {}) });
  }
  console.log(published.version);
}
