//   node bench/import.mjs [--rows N] [--pglite-rows N] [--db postgres|pglite|both] [--refresh-runs N [--against D]] …
// Prints rows/s, CPU s per 100,000 rows and peak RSS of a first import and a daily refresh, per database kind.
// Targets (docs/performance.md, feed import): first import ≥ 25,000 rows/s, daily refresh ≥ 100,000 rows/s,
// peak RSS ≤ 200 MB, PGlite first import ≥ 10,000 rows/s, on the 2-core machine.
//
// Feed import throughput and memory. Generates a sample feed (default 100,000 rows) and a "next day" copy of
// it (10 % of prices changed, 1 % of products new, 1 % gone), then on a fresh database of each kind:
//   first import   — the feed into an empty catalogue (rows/s);
//   daily refresh  — the next-day feed over it (rows/s, with price history and retirement);
// and the peak RSS of each. Each import runs in a child process of its own that loads the import command's
// module with the command's arguments, Node flags and environment (backend's `import:feed` script: a
// young-generation size and a 96 MB old generation; on PostgreSQL two malloc arenas), so the process is the command, plus
// this bench's few modules, and its peak (the process's maximum resident set, start-up included) is what
// `npm run import:feed` holds. PGlite runs inside that process, so its RSS includes the embedded database;
// PostgreSQL's is the importer alone. Measuring from inside the process, after a collection, would miss the
// command's own start-up and under-state its peak.
//
// The machine is shared, so wall-clock rows/s depend on what else runs. The bench also prints CPU seconds per
// 100,000 rows (this process plus, on PostgreSQL, the server processes of the bench database, read from
// /proc), which depends much less on the load, and the load average before and after. It also times a fixed
// piece of work before and after (lib.mjs machineReference: a JavaScript loop and a statement on the server),
// because machines differ (the same code's refresh moved by a third from one machine to another), so figures
// taken on two machines compare only next to their references. All flags:
//   node bench/import.mjs [--rows N] [--pglite-rows N] [--db postgres|pglite|both] [--dist dist] [--node-flags '--x=1'|none]
//                         [--env 'NAME=value'|none] [--snapshot-max N] [--refresh-batch N] [--refresh-runs N [--against D]]
// --snapshot-max sets the most active products the refresh compares in memory (default: the import's own,
// IMPORT_SNAPSHOT_MAX_PRODUCTS' default); 0 forces the database-side comparison. The bench prints which ran.
// --refresh-batch sets the refresh's rows per batch (default: the import's own).
// --dist names the compiled backend folder under backend/ (e.g. a copy of an older build, to compare);
// --refresh-runs N (PostgreSQL) runs the refresh N times, each on a fresh copy of the first import's database
// after a checkpoint, and prints each run and the median: one refresh's rows/s moved by ±10 % within the hour
// on the same machine. --against D alternates those runs between --dist's build and backend/D's (the first
// import is --dist's), so two builds are compared under the same moments of the machine.
// --alert-subscriptions N (PostgreSQL, with --refresh-runs) alternates each refresh run between a copy without
// price alerts and a copy holding N confirmed ones (nine in ten on a product, one in ten on a list: a search,
// a category or a brand), then runs the alert worker's matching of that refresh and prints its time, so the
// refresh with and without alerts, and the matching after it, are read under the same moments of the machine.
// --node-flags replaces the import:feed script's Node flags ('none': no flags, as before they were set);
// --env 'NAME=value …' replaces the environment it sets before `node` on PostgreSQL, for both databases
// ('none': nothing set).
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import * as zlib from 'node:zlib';
import { arg, CLOCK_TICKS, clonePostgres, dist, distDir, dropPostgres, feedFile, freshPostgres, machineReference, OUT, postgresUrl, processCpu, processStat, ROOT } from './lib.mjs';

const rows = Number(arg('rows', '100000'));
const pgliteRows = Number(arg('pglite-rows', String(Math.min(rows, 100000))));
const which = arg('db', 'both');
const child = arg('child', '');
/** Child: run the alert worker's matching after the refresh (read before the import replaces process.argv). */
const matchAlertsAfter = process.argv.includes('--match-alerts');
const snapshotMaxArg = arg('snapshot-max', '');
const snapshotMax = snapshotMaxArg === '' ? undefined : Number(snapshotMaxArg);
const refreshBatchArg = arg('refresh-batch', '');
const refreshBatch = refreshBatchArg === '' ? undefined : Number(refreshBatchArg);
const refreshRuns = Number(arg('refresh-runs', '0'));
const against = arg('against', '');
if (against !== '' && refreshRuns === 0) throw new Error('--against compares refresh runs: give --refresh-runs N too');
const alertSubscriptions = Number(arg('alert-subscriptions', '0'));
if (alertSubscriptions > 0 && (refreshRuns === 0 || against !== '')) throw new Error('--alert-subscriptions needs --refresh-runs N (and no --against)');
/** `npm run import:feed`'s command line: `[ -z "$DATABASE_URL" ] || export NAME=${NAME:-value}; node <flags> dist/cli/import-feed.js`. */
const importScript = JSON.parse(fs.readFileSync(path.join(ROOT, 'backend', 'package.json'), 'utf8')).scripts['import:feed'];
/** The Node flags `npm run import:feed` runs with, or --node-flags ('none'). */
const flagsArg = arg('node-flags', '');
const importFlags = (flagsArg || importScript.slice(importScript.lastIndexOf('node '))).split(/\s+/).filter((t) => t.startsWith('--'));
/**
 * The environment the script sets before `node` on PostgreSQL (the C library's malloc settings, read at
 * process start; the script sets them only when DATABASE_URL is), or --env 'NAME=value …' for both databases
 * ('none': nothing set).
 */
const envArg = arg('env', '');
const scriptEnv = Object.fromEntries([...importScript.matchAll(/export ([A-Z_][A-Z0-9_]*)=\$\{\1:-([^}]*)\}/g)].map((m) => [m[1], m[2]]));
const givenEnv = Object.fromEntries((envArg === 'none' ? [] : envArg.split(/\s+/)).filter((t) => t.includes('=')).map((t) => [t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1)]));
const importEnv = (kind) => (envArg !== '' ? givenEnv : kind === 'postgres' ? scriptEnv : {});

const csvField = (v) => (/[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** Where the next day's feed of an `n`-row feed is kept. */
const refreshFeedPath = (n) => path.join(OUT, `feed-${n}-refresh.csv.gz`);

/** The next day's feed: every 10th row's price changes, every 100th row is gone, one new row per 100. */
async function refreshFeedFile(file, n) {
  const { readLines } = dist('catalog-import/line-reader.js');
  const { splitRecord } = dist('catalog-import/csv-reader.js');
  const out = refreshFeedPath(n);
  if (fs.existsSync(out)) return out;
  let header = null;
  let i = 0;
  async function* lines() {
    for await (const chunk of readLines(fs.createReadStream(file).pipe(zlib.createGunzip()))) {
      let text = '';
      for (let r = 0; r < chunk.starts.length; r++) {
        const fields = splitRecord(chunk.buf.toString('utf8', chunk.starts[r], chunk.ends[r]));
        if (header === null) {
          header = fields;
          text += `${fields.map(csvField).join(',')}\n`;
          continue;
        }
        const id = header.indexOf('aw_product_id');
        const price = header.indexOf('search_price');
        const k = i++;
        if (k % 100 === 0) continue; // gone
        if (k % 10 === 5) fields[price] = (Math.round(Number(fields[price]) * 93) / 100).toFixed(2);
        text += `${fields.map(csvField).join(',')}\n`;
        if (k % 100 === 1) {
          fields[id] = `${fields[id]}9`;
          text += `${fields.map(csvField).join(',')}\n`;
        }
      }
      yield text;
    }
  }
  const partial = `${out}.partial`;
  await pipeline(Readable.from(lines()), zlib.createGzip({ level: 1 }), fs.createWriteStream(partial));
  fs.renameSync(partial, out);
  return out;
}

/**
 * CPU time of the server processes that work for one PostgreSQL database. A backend that ends during the run
 * (every connection of the import command ends before it returns) has all of its time added to the
 * postmaster's children's times (`cutime` + `cstime` of /proc/<postmaster>/stat) when the postmaster reaps
 * it; backends of this database still alive at the end are read directly. Scanning live backends instead
 * would count 0 s for a refresh shorter than the scan's period and miss each backend's last moments. The children's times are the whole server's: the bench
 * expects to be the server's only user (autovacuum workers would count too; this server runs without).
 */
function serverCpu(dbName) {
  let postmaster = '';
  /** Ticks of this database's backends alive when counting started. */
  const atStart = new Map();
  let childrenAtStart = 0;
  /**
   * One pass over /proc: this database's live backends and their parallel workers with their ticks so far, and
   * whether a child of the postmaster has exited and not been reaped yet (its time is then in neither count).
   */
  const scan = () => {
    const ours = new Map();
    const workers = [];
    let unreaped = false;
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const st = processStat(pid);
        if (st.state === 'Z') {
          unreaped ||= st.parent === postmaster;
          continue;
        }
        const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1');
        if (!cmd.startsWith('postgres:')) continue;
        postmaster ||= st.parent;
        if (cmd.includes(` ${dbName} `)) ours.set(pid, st.ticks);
        const leader = /parallel worker for PID (\d+)/.exec(cmd);
        if (leader) workers.push([pid, leader[1], st.ticks]);
      } catch {
        // the process ended between the listing and the read
      }
    }
    for (const [pid, leader, ticks] of workers) if (ours.has(leader)) ours.set(pid, ticks);
    return { ours, unreaped };
  };
  return {
    /** Starts counting from the processes' current totals. */
    start() {
      atStart.clear();
      for (const [pid, ticks] of scan().ours) atStart.set(pid, ticks);
      childrenAtStart = postmaster ? processStat(postmaster).childTicks : 0;
    },
    /** Once every backend the run closed has been reaped (a closed connection's backend exits a moment later). */
    async seconds() {
      let now = scan();
      for (let waited = 0; waited < 2000 && (now.ours.size > atStart.size || now.unreaped); waited += 10) {
        await new Promise((r) => setTimeout(r, 10));
        now = scan();
      }
      let total = postmaster ? processStat(postmaster).childTicks - childrenAtStart : 0;
      for (const [pid, ticks] of now.ours) total += ticks - (atStart.get(pid) ?? 0);
      // Backends alive at the start that ended since: their time before the start is in the children's times too.
      for (const [pid, ticks] of atStart) if (!now.ours.has(pid)) total -= ticks;
      return total / CLOCK_TICKS;
    },
  };
}

const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** CPU seconds of each of this process's threads, keyed `name#tid` (threadsUsed sums them by name). */
function threadCpu() {
  const byName = new Map();
  for (const tid of fs.readdirSync('/proc/self/task')) {
    try {
      const name = fs.readFileSync(`/proc/self/task/${tid}/comm`, 'latin1').trim();
      const key = `${name}#${tid}`;
      byName.set(key, processCpu(`self/task/${tid}`));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return byName;
}

/** Where the import's node CPU went, by thread name: the main thread, libuv's pool (gunzip), V8's workers (mostly its optimising compiler, and collector helpers). */
function threadsUsed(before, after) {
  const used = {};
  for (const [key, cpu] of after) {
    const name = key.split('#')[0];
    used[name] = Number(((used[name] ?? 0) + cpu - (before.get(key) ?? 0)).toFixed(2));
  }
  return used;
}

/** `import:feed`'s summary line: "read N rows in S s (R rows/s): I new, U updated, … T retired (…; compared …)". */
const SUMMARY = /^read (\d+) rows in ([\d.]+) s \((\d+) rows\/s\): (\d+) new, (\d+) updated, \d+ unchanged, \d+ rejected, (\d+) retired \(.*; compared ([^)]*)\)/;
const PATHS = { 'nothing: empty catalogue': 'load', 'in memory': 'memory', 'on the database side': 'database' };

/**
 * One import of one database kind in this (child) process, run by the import command's own code: `first`
 * into a new database (PostgreSQL: `dbName`; PGlite: `dataDir`), `refresh` over what the first left there.
 * The command's module is loaded here with its arguments and environment, so the process holds what
 * `npm run import:feed` holds (its modules, progress bar, start-up and migrations check), and the peak is the
 * process's whole life (`process.resourceUsage().maxRSS`, as the command prints it). Rows/s come from the
 * command's summary line.
 */
async function bench(kind, n, phase, dbName, dataDir) {
  const file = feedFile(n);
  // The parent made both feeds: making the next day's here (a pass over every line) left this process's RSS
  // 60 MB higher before the import began (1,000,000 rows: 153 MB instead of 89), and the first import's peak
  // 212–221 MB instead of 178–186, a figure `npm run import:feed` never reaches.
  const next = refreshFeedPath(n);
  if (!fs.existsSync(next)) throw new Error(`${next} is missing: the bench's parent process makes it`);
  const env = { NODE_ENV: 'production', SEED: 'never', DATA_DIR: dataDir };
  if (kind === 'postgres') env.DATABASE_URL = phase === 'first' ? await freshPostgres(dbName) : postgresUrl(dbName);
  else delete process.env.DATABASE_URL;
  if (snapshotMax !== undefined) env.IMPORT_SNAPSHOT_MAX_PRODUCTS = String(snapshotMax);
  Object.assign(process.env, env);
  const server = kind === 'postgres' ? serverCpu(dbName) : null;
  // The command's modules are loaded before the clocks start, so the CPU figures stay the import's (and its
  // database's opening), as before; they are in the process either way.
  for (const m of ['cli/run-database-cli.js', 'catalog-import/import-feed.js', 'catalog-import/import-runs.js', 'catalog-import/progress.js']) dist(m);
  const load0 = os.loadavg()[0];
  server?.start();
  const threads0 = threadCpu();
  const cpu0 = cpuSeconds();
  // The command prints its summary with console.log and its progress on stderr: kept here, not shown.
  const printed = [];
  const log = console.log;
  const writeErr = process.stderr.write.bind(process.stderr);
  console.log = (...parts) => printed.push(parts.join(' '));
  process.stderr.write = (chunk) => (printed.push(String(chunk).trimEnd()), true);
  const batch = phase === 'refresh' && refreshBatch !== undefined ? ['--batch-size', String(refreshBatch)] : [];
  process.argv = [process.argv[0], path.join(ROOT, 'backend', distDir, 'cli', 'import-feed.js'), phase === 'first' ? file : next, ...batch];
  const finished = new Promise((resolve) => process.once('beforeExit', resolve));
  dist('cli/import-feed.js');
  await finished;
  console.log = log;
  process.stderr.write = writeErr;
  const rssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  const nodeCpu = cpuSeconds() - cpu0;
  const threads1 = threadCpu();
  const serverCpuSeconds = (await server?.seconds()) ?? 0;
  const summary = printed.map((l) => SUMMARY.exec(l)).find(Boolean);
  if (process.exitCode || !summary) throw new Error(`import:feed failed (exit code ${process.exitCode ?? 0}):\n${printed.slice(-20).join('\n')}`);
  const [, rowsRead, seconds, rowsPerSecond, inserted, updated, retired, compared] = summary;
  const { parseEnv } = dist('config/config.js');
  const { openDatabase } = dist('database/data-source.js');
  const db = await openDatabase(parseEnv(env));
  const [{ history }] = await db.dataSource.query(`SELECT count(*)::int AS history FROM price_history`);
  const [{ live }] = await db.dataSource.query(`SELECT count(*) FILTER (WHERE active)::int AS live FROM product`);
  // The alert worker's round after this refresh (alerts/alert-matching.service.ts): its own wall time.
  let alerts = null;
  if (matchAlertsAfter) {
    const { matchFinishedRuns } = dist('alerts/alert-matching.service.js');
    const t0 = performance.now();
    const digests = await matchFinishedRuns(db.dataSource);
    alerts = { seconds: Number(((performance.now() - t0) / 1000).toFixed(3)), digests };
  }
  await db.close();
  return {
    rowsPerSecond: Number(rowsPerSecond),
    seconds: Number(seconds),
    nodeCpu: Number(nodeCpu.toFixed(2)),
    serverCpu: Number(serverCpuSeconds.toFixed(2)),
    cpuPer100k: Number((((nodeCpu + serverCpuSeconds) * 100_000) / Number(rowsRead)).toFixed(2)),
    inserted: Number(inserted),
    updated: Number(updated),
    retired: Number(retired),
    // Builds from before the database-side comparison name no comparison: their refresh compared in memory.
    path: PATHS[compared] ?? (phase === 'first' ? 'load' : 'memory'),
    history,
    live,
    rssMb,
    threads: threadsUsed(threads0, threads1),
    load: [load0, os.loadavg()[0]].map((l) => Number(l.toFixed(1))),
    alerts,
  };
}

if (child) {
  const result = await bench(child, Number(arg('n', '0')), arg('phase', 'first'), arg('db-name', ''), arg('data-dir', ''));
  console.log(`RESULT ${JSON.stringify(result)}`);
  process.exit(0);
}

/** Runs one import in a child process with `import:feed`'s Node flags and answers its figures. */
function runChild(kind, n, phase, dbName, dataDir, build = distDir, matchAlerts = false) {
  const childArgs = ['--child', kind, '--n', String(n), '--phase', phase, '--db-name', dbName, '--data-dir', dataDir, '--dist', build,
    ...(matchAlerts ? ['--match-alerts'] : []),
    ...(snapshotMax === undefined ? [] : ['--snapshot-max', String(snapshotMax)]),
    ...(refreshBatch === undefined ? [] : ['--refresh-batch', String(refreshBatch)])];
  const out = execFileSync(process.execPath, [...importFlags, import.meta.filename, ...childArgs], {
    encoding: 'utf8',
    env: { ...process.env, ...importEnv(kind) },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 26,
  });
  const line = out.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`the ${kind} ${phase} run printed no result:\n${out}`);
  return JSON.parse(line.slice(7));
}

/**
 * `count` confirmed price alerts in database `name`: nine in ten on random products, the rest on lists (the
 * catalogue's own categories, brands and title words as searches, in turn), as the alerts module stores them.
 */
async function addAlertSubscriptions(name, count) {
  const client = new pg.Client({ connectionString: postgresUrl(name) });
  await client.connect();
  try {
    const lists = Math.max(1, Math.round(count / 10));
    await client.query(
      `INSERT INTO alert_subscription (email, kind, product_id, query_key, unsubscribe_token, confirmed_at)
       SELECT 'bench' || n || '@example.es', 'product', p.id, 'product:' || p.id, md5('p' || n) || md5(p.id), now()
       FROM (SELECT id, row_number() OVER () AS n FROM (SELECT id FROM product TABLESAMPLE BERNOULLI (5) LIMIT $1) x) p`,
      [count - lists],
    );
    await client.query(
      `WITH picks AS (
         SELECT n, CASE n % 3
           WHEN 0 THEN jsonb_build_object('search', '', 'category', (SELECT category FROM product OFFSET (n * 7) % 500 LIMIT 1), 'brand', 'all', 'price', 0)
           WHEN 1 THEN jsonb_build_object('search', '', 'category', 'all', 'brand', (SELECT brand FROM product OFFSET (n * 11) % 500 LIMIT 1), 'price', 0)
           ELSE jsonb_build_object('search', (SELECT lower(split_part(title, ' ', 1)) FROM product OFFSET (n * 13) % 500 LIMIT 1), 'category', 'all', 'brand', 'all', 'price', 0)
         END AS q FROM generate_series(1, $1) n)
       INSERT INTO alert_subscription (email, kind, list_query, query_key, unsubscribe_token, confirmed_at)
       SELECT 'lista' || n || '@example.es', 'list', q, 'list:' || q::text, md5('l' || n) || md5(q::text), now() FROM picks`,
      [lists],
    );
    // The first import's alerts were matched long before this refresh (by the worker, with no alert yet).
    await client.query(`UPDATE import_run SET alerts_matched_at = now() WHERE alerts_matched_at IS NULL`);
    // As clonePostgres({ checkpoint }) leaves the copy without alerts.
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

/** The middle value (of an even count, the lower of the two middle ones: a run that happened). */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/**
 * --refresh-runs: the refresh `refreshRuns` times on copies of the first import's database `dbName`, each
 * build in turn (--against), printed as they go and as medians. Answers --dist's median run.
 */
async function repeatedRefresh(n, dbName, dataDir) {
  const builds = against === '' ? [distDir] : [distDir, against];
  // With --alert-subscriptions the two "builds" are one build without and with the alerts.
  if (alertSubscriptions > 0) builds.push(`${distDir}+alerts`);
  const byBuild = new Map(builds.map((b) => [b, []]));
  const copy = `${dbName}_refresh`;
  try {
    for (let i = 0; i < refreshRuns; i++) {
      for (const build of builds) {
        const withAlerts = build.endsWith('+alerts');
        await clonePostgres(copy, dbName, { checkpoint: !withAlerts });
        if (withAlerts) await addAlertSubscriptions(copy, alertSubscriptions);
        const r = runChild('postgres', n, 'refresh', copy, dataDir, withAlerts ? distDir : build, withAlerts);
        byBuild.get(build).push(r);
        const matched = r.alerts ? `; then the alert worker's matching ${r.alerts.seconds} s, ${r.alerts.digests} digests` : '';
        console.log(`  refresh ${i + 1}/${refreshRuns} ${build.padEnd(10)} ${r.rowsPerSecond} rows/s (${r.cpuPer100k} CPU s/100k: node ${r.nodeCpu} + server ${r.serverCpu}) load ${r.load[0]}${matched}`);
      }
    }
  } finally {
    await dropPostgres(copy);
  }
  for (const [build, rs] of byBuild) {
    const rates = rs.map((r) => r.rowsPerSecond);
    const matching = rs.every((r) => r.alerts) ? `; alert matching after it: median ${median(rs.map((r) => r.alerts.seconds))} s` : '';
    console.log(
      `  refresh ${build}: median ${median(rates)} rows/s (${Math.min(...rates)}–${Math.max(...rates)}), median ${median(rs.map((r) => r.cpuPer100k))} CPU s/100k, server ${median(rs.map((r) => r.serverCpu))} s${matching}`,
    );
  }
  const own = byBuild.get(distDir);
  const mid = median(own.map((r) => r.rowsPerSecond));
  return own.find((r) => r.rowsPerSecond === mid);
}

const COMPARED = { memory: 'in memory', database: 'on the database side', load: 'nothing' };
const before = await machineReference({ server: which !== 'pglite' });
console.log(before.text);
const runs = [];
if (which !== 'pglite') runs.push(['postgres', rows]);
if (which !== 'postgres') runs.push(['pglite', pgliteRows]);
const results = [];
for (const [kind, n] of runs) {
  await refreshFeedFile(feedFile(n), n);
  const dbName = `ofertas_bench_import_${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-bench-'));
  let first;
  let refresh;
  try {
    first = runChild(kind, n, 'first', dbName, dataDir);
    if (kind === 'postgres' && refreshRuns > 0) refresh = await repeatedRefresh(n, dbName, dataDir);
    else refresh = runChild(kind, n, 'refresh', dbName, dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await dropPostgres(dbName);
  }
  const r = {
    kind,
    n,
    first,
    refresh,
    history: refresh.history,
    live: refresh.live,
    rssMb: Math.max(first.rssMb, refresh.rssMb),
    rssFirstMb: first.rssMb,
    rssRefreshMb: refresh.rssMb,
    load: [first.load[0], refresh.load[1]],
  };
  results.push(r);
  const tag = `${r.kind.padEnd(8)} ${r.n} rows`;
  const byThread = (f) => Object.entries(f.threads ?? {}).filter(([, s]) => s >= 0.01).map(([t, s]) => `${t} ${s}`).join(', ');
  const cpu = (f) => `${f.cpuPer100k} CPU s/100k rows (node ${f.nodeCpu} s [${byThread(f)}] + server ${f.serverCpu} s)`;
  console.log(`${tag}  first import:  ${r.first.rowsPerSecond} rows/s (${r.first.seconds} s; ${cpu(r.first)})`);
  console.log(
    `${tag}  daily refresh (compared ${COMPARED[r.refresh.path]}): ${r.refresh.rowsPerSecond} rows/s (${r.refresh.seconds} s; ${cpu(r.refresh)}; ${r.refresh.inserted} new, ` +
      `${r.refresh.updated} updated, ${r.refresh.retired} retired, ${r.history} price_history rows, ${r.live} live)`,
  );
  console.log(`${tag}  peak RSS: ${r.rssMb} MB (first import ${r.rssFirstMb}, refresh ${r.rssRefreshMb}); load average ${r.load[0]} -> ${r.load[1]} (${os.cpus().length} cores)`);
}
const after = await machineReference({ server: which !== 'pglite' });
const envText = (kind) => Object.entries(importEnv(kind)).map(([k, v]) => `${k}=${v} `).join('');
console.log(`\nsummary (${distDir}; node ${importFlags.join(' ') || '(no flags)'}; machine reference before → after: JavaScript ${before.js} → ${after.js} ms, server ${before.sql} → ${after.sql} ms):`);
for (const r of results) {
  console.log(
    `  ${envText(r.kind)}${r.kind.padEnd(8)} ${String(r.n).padStart(8)} rows: first import ${r.first.rowsPerSecond} rows/s (${r.first.cpuPer100k} CPU s/100k), ` +
      `refresh ${r.refresh.rowsPerSecond} rows/s (${r.refresh.cpuPer100k} CPU s/100k, ${r.refresh.path}), peak RSS ${r.rssMb} MB ` +
        `(first ${r.rssFirstMb}, refresh ${r.rssRefreshMb}), load ${r.load.join(' -> ')}`,
  );
}
