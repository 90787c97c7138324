// Where a daily refresh's time goes, statement by statement (PostgreSQL). Builds (once) a template database
// holding the first import of the sample feed, then per run clones it and runs the refresh feed with each
// import statement timed: wall clock and the CPU of the server backend that ran it (from /proc).
//   node bench/refresh-profile.mjs [--rows 100000] [--runs 3] [--batch N] [--dist dist] [--rebuild yes] [--timeline yes]
// --batch: rows per batch (default: the import's own, REFRESH_BATCH_ROWS ramped up and shrunk near the end;
// before session 25 the default was 5,000). --timeline yes: each statement's start and end, in ms from the
// refresh's start, in the order they began (where the writers or the importer waited).
import { execSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import pg from 'pg';
import { arg, dist, feedFile, OUT, processCpu as pidCpu } from './lib.mjs';

const rows = Number(arg('rows', '100000'));
const runs = Number(arg('runs', '3'));
const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const urlOf = (name) => Object.assign(new URL(base), { pathname: `/${name}` }).toString();
const template = `ofertas_refresh_template_${rows}`;

async function admin(sql) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}
const open = async (name) => {
  const { parseEnv } = dist('config/config.js');
  const { openDatabase } = dist('database/data-source.js');
  return openDatabase(parseEnv({ NODE_ENV: 'production', SEED: 'never', DATA_DIR: os.tmpdir(), DATABASE_URL: urlOf(name) }));
};

const file = feedFile(rows);
const next = path.join(OUT, `feed-${rows}-refresh.csv.gz`);
if (!fs.existsSync(next)) throw new Error(`run bench/import.mjs --rows ${rows} once first (it writes ${next})`);
const exists = (await admin(`SELECT 1 FROM pg_database WHERE datname = '${template}'`)).rowCount > 0;
if (!exists || arg('rebuild', '') === 'yes') {
  await admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${template}`);
  const db = await open(template);
  const { importFeed } = dist('catalog-import/import-feed.js');
  await importFeed(db.dataSource, { source: file, writers: 2 });
  await db.close();
  await admin(`CHECKPOINT`);
}

const { ImportConnection } = dist('catalog-import/import-connection.js');
const { importFeed } = dist('catalog-import/import-feed.js');
/** Statement label → [count, wall ms, server CPU s]. */
let stats = new Map();
/** The refresh's start (performance.now()) and, with --timeline yes, [start ms, end ms, label] per statement. */
let T0 = 0;
const timeline = [];
const showTimeline = arg('timeline', '') === 'yes';
const label = (sql) => sql.replace(/\s+/g, ' ').trim().slice(0, 70);
const add = (key, ms, cpu) => {
  if (showTimeline) timeline.push([performance.now() - ms - T0, performance.now() - T0, key]);
  const s = stats.get(key) ?? [0, 0, 0];
  s[0]++;
  s[1] += ms;
  s[2] += cpu;
  stats.set(key, s);
};
const pidOf = new WeakMap();
async function backendPid(conn) {
  if (!pidOf.has(conn.runner)) pidOf.set(conn.runner, (await conn.runner.query('SELECT pg_backend_pid() AS p'))[0].p);
  return pidOf.get(conn.runner);
}
for (const method of ['query', 'copyBuffers', 'insertArrays']) {
  const orig = ImportConnection.prototype[method];
  ImportConnection.prototype[method] = async function (...a) {
    const pid = await backendPid(this);
    const c0 = pidCpu(pid);
    const t0 = performance.now();
    try {
      return await orig.apply(this, a);
    } finally {
      add(method === 'query' ? label(a[0]) : `${method} ${a[0]}`, performance.now() - t0, pidCpu(pid) - c0);
    }
  };
}
const origOut = ImportConnection.prototype.copyOut;
async function* timedCopyOut(conn, sql) {
  const pid = await backendPid(conn);
  const c0 = pidCpu(pid);
  const t0 = performance.now();
  for await (const b of origOut.call(conn, sql)) yield b;
  add(`copyOut ${label(sql)}`, performance.now() - t0, pidCpu(pid) - c0);
}
ImportConnection.prototype.copyOut = function (sql) {
  return timedCopyOut(this, sql);
};

let kept = 0;
for (let r = 0; r < runs; r++) {
  const name = `ofertas_refresh_profile_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const db = await open(name);
  // --prep: SQL run on the clone before the refresh (an experiment: an index dropped, a setting changed).
  for (const sql of arg('prep', '').split(';').filter((x) => x.trim())) await db.dataSource.query(sql);
  stats = new Map();
  const allPids = async () =>
    (await db.dataSource.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1`, [name])).map((x) => x.pid);
  const load = os.loadavg()[0];
  const cpu0 = process.cpuUsage();
  timeline.length = 0;
  T0 = performance.now();
  const batch = arg('batch', '');
  const report = await importFeed(db.dataSource, { source: next, writers: Number(arg('writers', '2')), batchSize: batch === '' ? undefined : Number(batch) });
  const u = process.cpuUsage(cpu0);
  const serverSum = [...stats.values()].reduce((s, x) => s + x[2], 0);
  console.log(
    `run ${r + 1}: ${report.rowsPerSecond} rows/s (${report.seconds} s), node CPU ${((u.user + u.system) / 1e6).toFixed(2)} s, server CPU in timed statements ${serverSum.toFixed(2)} s; ${report.inserted} new, ${report.updated} updated, ${report.retired} retired; load ${load.toFixed(1)}`,
  );
  // --after: SQL run once the refresh has ended, timed (what the refresh left for later: a GIN pending list).
  // On one connection of its own, so the server CPU read is that of the backend that ran the statement.
  const after = arg('after', '').split(';').filter((x) => x.trim());
  if (after.length > 0) {
    const runner = db.dataSource.createQueryRunner();
    try {
      const [{ pid }] = await runner.query('SELECT pg_backend_pid() AS pid');
      for (const sql of after) {
        const c0 = pidCpu(pid);
        const t0 = performance.now();
        const res = await runner.query(sql);
        console.log(`  after: ${(performance.now() - t0).toFixed(0)} ms, ${(pidCpu(pid) - c0).toFixed(2)} s CPU  ${label(sql)} -> ${JSON.stringify(res).slice(0, 80)}`);
      }
    } finally {
      await runner.release();
    }
  }
  for (const [k, [n, ms, cpu]] of [...stats].sort((a, b) => b[1][2] - a[1][2])) {
    if (ms < 5 && cpu < 0.01) continue;
    console.log(`  ${String(n).padStart(3)}x ${ms.toFixed(0).padStart(6)} ms  ${cpu.toFixed(2).padStart(5)} s CPU  ${k}`);
  }
  if (showTimeline) {
    console.log('  timeline (ms from the refresh\'s start: start, end, length):');
    for (const [a, b, k] of timeline.sort((x, y) => x[0] - y[0])) console.log(`  ${a.toFixed(0).padStart(6)} ${b.toFixed(0).padStart(6)} ${(b - a).toFixed(0).padStart(5)}  ${k}`);
  }
  void allPids;
  if (arg('keep-rows', '') === 'yes' && r === 0) {
    // What this refresh wrote, as staging rows, into the template for refresh-statements.mjs.
    await db.dataSource.query(`DROP TABLE IF EXISTS refresh_rows`);
    await db.dataSource.query(
      `CREATE TABLE refresh_rows AS SELECT id, title, merchant, merchant_id, price, rrp_price, store_price, deep_link, merchant_deep_link,
         image_url, array_to_string(images, E'\\x1f') AS images, description, category, category_id, category_label, brand, brand_id,
         delivery_cost, delivery_time, rating, currency, in_stock, ean, raw_hash, md5(id) AS ord
       FROM product WHERE active AND updated_at >= (SELECT max(started_at) FROM import_run)`,
    );
    kept = (await db.dataSource.query(`SELECT count(*)::int AS n FROM refresh_rows`))[0].n;
  }
  await db.close();
  if (kept > 0 && r === 0) {
    // Replaces the template's copy (a dump into an existing table would append to it).
    execSync(`psql -q -c 'DROP TABLE IF EXISTS refresh_rows' '${urlOf(template)}'`);
    execSync(`pg_dump -t refresh_rows '${urlOf(name)}' | psql -q '${urlOf(template)}'`);
    console.log(`kept the ${kept} rows it wrote in ${template}.refresh_rows`);
  }
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
