// Shared helpers of the benchmarks: they drive the compiled backend (run `npm run build` first; the
// scripts in package.json do) and print figures. They assert nothing.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import * as net from 'node:net';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const OUT = path.join(ROOT, 'bench', 'out');
export const backend = createRequire(path.join(ROOT, 'backend', 'package.json'));
/** The compiled backend folder under backend/ the benchmarks load: `--dist` (e.g. a copy of an older build, to compare), default dist. */
export const distDir = arg('dist', 'dist');
export const dist = (p) => backend(path.join(ROOT, 'backend', distDir, p));

/** A free TCP port on loopback (for a server a bench starts). */
export function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/** The sample generator's feed of `rows` products (cached in bench/out). */
export function feedFile(rows) {
  fs.mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, `feed-${rows}.csv.gz`);
  if (!fs.existsSync(file)) {
    execFileSync(process.execPath, [path.join(ROOT, 'backend', 'dist', 'sample', 'cli.js'), file, String(rows)], { stdio: 'inherit' });
  }
  return file;
}

const ADMIN_URL = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of database `name` on the server of DATABASE_URL (default: the local one). */
export function postgresUrl(name) {
  const url = new URL(ADMIN_URL());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statements` in turn on the server of DATABASE_URL (its administrative database), on one connection. */
async function onServer(...statements) {
  const admin = new pg.Client({ connectionString: ADMIN_URL() });
  await admin.connect();
  try {
    for (const sql of statements) await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Clock ticks per second of /proc/<pid>/stat's times (CLK_TCK on Linux). */
export const CLOCK_TICKS = 100;

/**
 * Fields of /proc/<pid>/stat (`pid` may also be 'self/task/<tid>'): its state ('Z': exited, not yet reaped), its
 * parent, and the clock ticks (CLOCK_TICKS a second) it used and its reaped children used (user + system). The
 * command name ends at the last ')': it may hold spaces and parentheses itself.
 */
export function processStat(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: f[0], parent: f[1], ticks: Number(f[11]) + Number(f[12]), childTicks: Number(f[13]) + Number(f[14]) };
}

/** The CPU seconds process `pid` has used (user + system, from /proc). */
export function processCpu(pid) {
  return processStat(pid).ticks / CLOCK_TICKS;
}

/** Drops database `name` on the server of DATABASE_URL, its sessions included. */
export function dropPostgres(name) {
  return onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Database `name` made anew as a copy of `template`. `checkpoint`: then a checkpoint, so that the next change
 * to each page of the copy writes the whole page to the WAL first, as a daily refresh long after the last
 * checkpoint does.
 */
export async function clonePostgres(name, template, { checkpoint = false } = {}) {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name} TEMPLATE ${template}`, ...(checkpoint ? [`CHECKPOINT`] : []));
}

/** A new empty PostgreSQL database on the server of DATABASE_URL (default: the local one). */
export async function freshPostgres(name) {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`);
  return postgresUrl(name);
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summary(label, ms) {
  const s = [...ms].sort((a, b) => a - b);
  const f = (n) => n.toFixed(2).padStart(8);
  return `${label.padEnd(44)} n=${String(s.length).padStart(4)}  p50 ${f(percentile(s, 50))} ms  p95 ${f(percentile(s, 95))} ms  max ${f(s[s.length - 1])} ms`;
}

/**
 * Counts a Playwright page's requests in flight; the answer waits until none has been in flight, and none has
 * started or ended, for `ms` milliseconds (a page's first visit is settled).
 */
export function networkQuiet(page) {
  let inFlight = 0;
  let last = Date.now();
  page.on('request', () => {
    inFlight++;
    last = Date.now();
  });
  const done = () => {
    inFlight--;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (ms) => {
    while (inFlight > 0 || Date.now() - last < ms) await new Promise((r) => setTimeout(r, 100));
  };
}

/**
 * A fixed amount of work timed on this machine, best of three: a JavaScript loop (the importer's kind: byte
 * reads and 32-bit multiplies over 32 MB) and a statement on the server of DATABASE_URL (md5 of 400,000
 * numbers), in ms, lower is faster. The same code's figures moved by a third between machines: these say how
 * fast the machine was when the figures beside them were taken.
 */
export async function machineReference({ server = true } = {}) {
  const bytes = new Uint8Array(32 << 20);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.imul(i, 2654435761) >>> 24;
  const best = async (work) => {
    let least = Infinity;
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await work();
      least = Math.min(least, performance.now() - t);
    }
    return Math.round(least);
  };
  let h = 0;
  const js = await best(() => {
    for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ (bytes[i] ?? 0), 16777619);
  });
  if (!server) return { js, sql: '–', text: `machine reference: JavaScript ${js} ms (fixed work, lower is faster)` };
  const admin = new pg.Client({ connectionString: ADMIN_URL() });
  await admin.connect();
  try {
    const sql = await best(() => admin.query(`SELECT sum(length(md5(i::text))) FROM generate_series(1, 400000) AS t(i)`));
    return { js, sql, text: `machine reference: JavaScript ${js} ms, server ${sql} ms (fixed work, lower is faster)` };
  } finally {
    await admin.end();
  }
}
