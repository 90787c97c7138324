#!/usr/bin/env node
/**
 * Builds each front-end package (shell, mfe-offers, mfe-coupons, mfe-blog, mfe-editor) only when its inputs
 * changed since its last build. Inputs: the package's src/, package.json, webpack.config.js, tsconfig.json,
 * the shared webpack factory (tools/), contracts/src, web-kit/src and the lockfile. A stamp with the inputs' hash is kept
 * in each dist/ (dist/.build-stamp.json). Exits non-zero when any build fails.
 *
 *   node scripts/build-frontends.mjs                 build what is stale
 *   node scripts/build-frontends.mjs --force         rebuild everything
 *   node scripts/build-frontends.mjs shell mfe-blog  only these packages
 *   env OUTPUT_DIR / BUILD_LABEL are passed to webpack and are part of the hash (see tools/webpack/federation.js)
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FRONTENDS = ['shell', 'mfe-offers', 'mfe-coupons', 'mfe-blog', 'mfe-editor'];
const STAMP = '.build-stamp.json';

function walk(dir, out) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (!/\.(test|spec)\.[jt]sx?$/.test(e.name)) out.push(p);
  }
  return out;
}

/** Hash of everything that can change a package's build output. */
export function inputsHash(pkg) {
  const dir = path.join(ROOT, pkg);
  const files = [
    ...walk(path.join(dir, 'src'), []),
    ...['package.json', 'webpack.config.js', 'tsconfig.json'].map((f) => path.join(dir, f)),
    ...walk(path.join(ROOT, 'tools'), []),
    ...walk(path.join(ROOT, 'contracts', 'src'), []),
    // web-kit is bundled into every front end from source: a change there is a change of each build
    ...walk(path.join(ROOT, 'web-kit', 'src'), []),
    path.join(ROOT, 'package-lock.json'),
    // the standalone dev hosts borrow the shell's tokens; harmless for production but keeps the hash honest
    ...(pkg === 'shell' ? [] : walk(path.join(ROOT, 'shell', 'src', 'styles'), [])),
  ]
    .filter((f) => fs.existsSync(f))
    .sort();
  const h = createHash('sha256');
  h.update(`env:${process.env.BUILD_LABEL ?? ''}|${process.env.OUTPUT_DIR ?? ''}\n`);
  for (const f of files) {
    h.update(path.relative(ROOT, f));
    h.update('\0');
    h.update(fs.readFileSync(f));
    h.update('\0');
  }
  return h.digest('hex');
}

function outDir(pkg) {
  return process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(ROOT, pkg, 'dist');
}

function readStamp(pkg) {
  try {
    return JSON.parse(fs.readFileSync(path.join(outDir(pkg), STAMP), 'utf8'));
  } catch {
    return null;
  }
}

function build(pkg) {
  // webpack's output.clean left chunks of earlier builds beside the new ones (seen with the federation
  // plugin's child compilations): start from an empty directory so dist/ holds exactly this build.
  fs.rmSync(outDir(pkg), { recursive: true, force: true });
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(ROOT, 'tools/webpack/cli.js'), 'build', '--mode', 'production'], {
      cwd: path.join(ROOT, pkg),
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('close', (code) => resolve({ pkg, code: code ?? 1, log, ms: Date.now() - started }));
  });
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const only = args.filter((a) => !a.startsWith('--'));
  const unknown = only.filter((p) => !FRONTENDS.includes(p));
  if (unknown.length) {
    console.error(`build-frontends: unknown package(s) ${unknown.join(', ')}; known: ${FRONTENDS.join(', ')}`);
    process.exit(2);
  }
  const targets = only.length ? only : FRONTENDS;
  if (process.env.OUTPUT_DIR && targets.length !== 1) {
    console.error('build-frontends: OUTPUT_DIR needs exactly one package');
    process.exit(2);
  }
  const stale = [];
  for (const pkg of targets) {
    const hash = inputsHash(pkg);
    const stamp = readStamp(pkg);
    if (!force && stamp?.hash === hash && fs.existsSync(path.join(outDir(pkg), stamp.check ?? ''))) {
      console.log(`build-frontends: ${pkg} up to date`);
    } else {
      stale.push({ pkg, hash });
    }
  }
  const concurrency = Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length));
  let failed = 0;
  const queue = [...stale];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        console.log(`build-frontends: building ${item.pkg}…`);
        const r = await build(item.pkg);
        if (r.code !== 0 || /ERROR in /.test(r.log)) {
          failed++;
          console.error(`build-frontends: ${item.pkg} FAILED (exit ${r.code})\n${r.log}`);
          continue;
        }
        const check = item.pkg === 'shell' ? 'index.html' : 'mf-manifest.json';
        const version = JSON.parse(fs.readFileSync(path.join(ROOT, item.pkg, 'package.json'), 'utf8')).version;
        fs.writeFileSync(
          path.join(outDir(item.pkg), STAMP),
          JSON.stringify({ hash: item.hash, check, version, builtAt: new Date().toISOString() }, null, 2),
        );
        console.log(`build-frontends: ${item.pkg} built in ${(r.ms / 1000).toFixed(1)} s`);
      }
    }),
  );
  if (failed) {
    console.error(`build-frontends: ${failed} build(s) failed`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
