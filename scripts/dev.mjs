#!/usr/bin/env node
/**
 * `npm run dev` (root): every dev server at once, with hot reload, output prefixed per process.
 *   shell          http://127.0.0.1:5000   (open this one; its /remotes.json points at the remotes below)
 *   mfe-offers     http://127.0.0.1:5001   (each remote also runs standalone at its own port)
 *   mfe-coupons    http://127.0.0.1:5002
 *   mfe-blog       http://127.0.0.1:5003
 *   mfe-editor     http://127.0.0.1:5004
 *   backend        http://127.0.0.1:3000   (tsc --watch + node --watch; /api is proxied by every dev server)
 * Options: --no-backend (use a backend already running at BACKEND_URL), or names to run only some of them:
 *   node scripts/dev.mjs shell mfe-offers
 * Ctrl+C stops everything; if one process dies the others are stopped too.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const webpackCli = path.join(ROOT, 'tools/webpack/cli.js');

const COLORS = [36, 33, 32, 35, 34, 31];
const ALL = {
  backend: null, // filled below
  shell: { cwd: 'shell', cmd: [node, webpackCli, 'serve', '--mode', 'development'] },
  'mfe-offers': { cwd: 'mfe-offers', cmd: [node, webpackCli, 'serve', '--mode', 'development'] },
  'mfe-coupons': { cwd: 'mfe-coupons', cmd: [node, webpackCli, 'serve', '--mode', 'development'] },
  'mfe-blog': { cwd: 'mfe-blog', cmd: [node, webpackCli, 'serve', '--mode', 'development'] },
  'mfe-editor': { cwd: 'mfe-editor', cmd: [node, webpackCli, 'serve', '--mode', 'development'] },
};

const args = process.argv.slice(2);
const names = args.filter((a) => !a.startsWith('--'));
const withBackend = !args.includes('--no-backend') && (names.length === 0 || names.includes('backend'));
const selected = (names.length ? names : Object.keys(ALL)).filter((n) => n !== 'backend');
for (const n of selected) {
  if (!ALL[n]) {
    console.error(`dev: unknown process ${n}; known: ${Object.keys(ALL).join(', ')}`);
    process.exit(2);
  }
}

const children = [];
let stopping = false;

function prefixLines(name, color, stream, target) {
  let buf = '';
  stream.on('data', (d) => {
    buf += d;
    const lines = buf.split('\n');
    buf = lines.pop() ?? '';
    for (const line of lines) target.write(`\x1b[${color}m[${name}]\x1b[0m ${line}\n`);
  });
}

function run(name, cwd, cmd, env = {}) {
  const color = COLORS[children.length % COLORS.length];
  const child = spawn(cmd[0], cmd.slice(1), {
    cwd: path.join(ROOT, cwd),
    env: { ...process.env, FORCE_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(name, color, child.stdout, process.stdout);
  prefixLines(name, color, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} exited (${signal ?? code}); stopping the others`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    process.exit(code);
  }, 3000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (withBackend) {
  const backendPkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'backend/package.json'), 'utf8'));
  // The dev servers proxy /api with their own Origin: the editor's writes from them are accepted.
  const devOrigins = [5000, 5004].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]).join(',');
  const env = { SERVE_FRONTENDS: 'false', PORT: process.env.PORT ?? '3000', EDITOR_ALLOWED_ORIGINS: process.env.EDITOR_ALLOWED_ORIGINS ?? devOrigins };
  if (backendPkg.scripts?.dev) {
    run('backend', '.', ['npm', 'run', 'dev', '-w', 'backend'], env);
  } else {
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
    run('backend:tsc', 'backend', [node, tsc, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], env);
    // node --watch restarts the API whenever tsc rewrites dist/.
    const waitForDist = () =>
      fs.existsSync(path.join(ROOT, 'backend/dist/main.js'))
        ? run('backend', 'backend', [node, '--watch-path=dist', 'dist/main.js'], env)
        : setTimeout(waitForDist, 1000);
    waitForDist();
  }
}
for (const n of selected) run(n, ALL[n].cwd, ALL[n].cmd);
console.log('[dev] shell on http://127.0.0.1:5000 — Ctrl+C to stop');
