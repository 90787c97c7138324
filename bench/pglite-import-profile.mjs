// Where a PGlite feed import spends its time and memory, statement by statement. Runs a first import of the
// sample feed (default 100,000 rows) into a fresh embedded database, then the bench's next-day refresh feed,
// and prints per kind of statement: calls, process CPU seconds and wall seconds (PGlite runs in this thread, so a
// statement's CPU is the database's work plus the JavaScript that builds and reads its messages) and how much the
// WebAssembly heap grew during it (that heap never shrinks: its peak is what the process keeps) and how much the
// process's peak RSS rose during it. What is not inside a statement — gunzip, CSV, validation, hashing — is printed as "importer (outside statements)".
//   node bench/pglite-import-profile.mjs [--rows 100000] [--batch 5000] [--refresh no] [--set 'work_mem=4MB,…']
//                                     [--dist dist] [--data-dir DIR]
// --data-dir imports into that folder's database (created there if missing, kept afterwards): open and close
// it once beforehand to measure an import into an existing database, without initdb's memory in the process.
// --set runs SET statements on the embedded database's one session before the imports, to compare settings
// (a batch's own SET LOCAL still wins within it).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { arg, backend, dist, feedFile, OUT } from './lib.mjs';

const rows = Number(arg('rows', '100000'));
const batchSize = Number(arg('batch', '5000'));
const doRefresh = arg('refresh', 'yes') !== 'no';
const settings = arg('set', '');

// PGlite creates its WebAssembly memory itself; its size is read from the Memory object (a view such as
// Module.HEAPU8 may be a stale copy from before a growth).
const memories = [];
const WasmMemory = WebAssembly.Memory;
WebAssembly.Memory = function (descriptor) {
  const m = new WasmMemory(descriptor);
  memories.push(m);
  return m;
};
WebAssembly.Memory.prototype = WasmMemory.prototype;
const { PGlite } = backend('@electric-sql/pglite');
/** The highest RSS seen so far (sampled every 20 ms and around every statement). */
let peakRss = 0;
/** process.memoryUsage() when the peak was seen. */
let atPeak = null;
const samplePeak = () => {
  const m = process.memoryUsage();
  if (m.rss > peakRss) {
    peakRss = m.rss;
    atPeak = m;
  }
  return peakRss;
};
const heapMb = () => memories.reduce((sum, m) => sum + m.buffer.byteLength, 0) / 2 ** 20;

const { PostgresQueryRunner } = backend('typeorm/driver/postgres/PostgresQueryRunner.js');
const stats = new Map();
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** Wraps `fn` (a method answering a promise) to add its CPU and heap growth to the statement's label. */
function timed(owner, method, labelFrom) {
  const fn = owner[method];
  owner[method] = async function (...args) {
    const label = labelFrom(args);
    const heap0 = heapMb();
    const peak0 = samplePeak();
    const t0 = performance.now();
    const c0 = cpuMs();
    try {
      return await fn.apply(this, args);
    } finally {
      const s = stats.get(label) ?? { calls: 0, ms: 0, cpu: 0, grewMb: 0, peakMb: 0 };
      s.peakMb += (samplePeak() - peak0) / 2 ** 20;
      s.calls++;
      s.ms += performance.now() - t0;
      s.cpu += cpuMs() - c0;
      s.grewMb += heapMb() - heap0;
      stats.set(label, s);
    }
  };
}
timed(PostgresQueryRunner.prototype, 'query', ([sql]) => labelOf(sql));
// The embedded COPY goes to PGlite's own exec, past TypeORM.
timed(PGlite.prototype, 'exec', ([sql]) => labelOf(sql));

/** A short name for a statement: its first words, numbers and parameter lists folded. */
function labelOf(sql) {
  const flat = sql.replace(/\s+/g, ' ').trim();
  if (/^WITH old AS MATERIALIZED \( SELECT s\.id, o\.price, o\.changed, o\.active FROM \(SELECT \* FROM import_stage ORDER BY id\)/.test(flat)) return 'write batch (refresh)';
  if (/^WITH old AS MATERIALIZED/.test(flat)) return 'write batch (load)';
  if (/^COPY product /.test(flat)) return 'write batch (fresh load: COPY)';
  if (/^COPY price_history /.test(flat)) return 'price history (fresh load: COPY)';
  if (/^COPY import_load /.test(flat)) return 'stage batch (load: COPY)';
  if (/^INSERT INTO import_stage/.test(flat)) return 'stage batch (INSERT … unnest)';
  if (/^COPY import_stage/.test(flat)) return 'stage batch (COPY)';
  return flat.slice(0, 60);
}

const { parseEnv } = dist('config/config.js');
const { openDatabase } = dist('database/data-source.js');
const { importFeed } = dist('catalog-import/import-feed.js');
const file = feedFile(rows);
const next = path.join(OUT, `feed-${rows}-refresh.csv.gz`);
const given = arg('data-dir', '');
const dataDir = given || fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-pglite-profile-'));
const db = await openDatabase(parseEnv({ NODE_ENV: 'production', SEED: 'never', DATA_DIR: dataDir }));
const mem = () => {
  const m = process.memoryUsage();
  return `rss ${Math.round(m.rss / 2 ** 20)} MB, wasm heap ${Math.round(heapMb())} MB, js heap ${Math.round(m.heapUsed / 2 ** 20)} MB, array buffers ${Math.round(m.arrayBuffers / 2 ** 20)} MB`;
};
for (const kv of settings.split(',').filter(Boolean)) {
  const [k, v] = kv.split('=');
  await db.dataSource.query(`SET ${k} = '${v}'`);
}
console.log(`opened: ${mem()}`);

async function run(label, source) {
  stats.clear();
  peakRss = process.memoryUsage().rss;
  const timer = setInterval(samplePeak, 20);
  const u0 = process.cpuUsage();
  const t0 = performance.now();
  const report = await importFeed(db.dataSource, { source, batchSize, writers: 1 });
  const wall = performance.now() - t0;
  const u = process.cpuUsage(u0);
  clearInterval(timer);
  const cpu = (u.user + u.system) / 1e3;
  let inside = 0;
  let insideCpu = 0;
  console.log(`\n${label}: ${report.rowsRead} rows, ${report.rowsPerSecond} rows/s, wall ${(wall / 1000).toFixed(2)} s, CPU ${(cpu / 1000).toFixed(2)} s, peak rss ${Math.round(peakRss / 2 ** 20)} MB`);
  const sorted = [...stats].sort((a, b) => b[1].cpu - a[1].cpu);
  const f = (ms) => (ms / 1000).toFixed(2).padStart(6);
  console.log('   CPU s  wall s  calls  wasm heap +  peak RSS +  statement');
  for (const [name, s] of sorted) {
    inside += s.ms;
    insideCpu += s.cpu;
    if (s.cpu < 20 && s.grewMb < 1 && s.peakMb < 1) continue;
    const mb = (v) => `${v.toFixed(0).padStart(6)} MB`;
    console.log(`  ${f(s.cpu)}  ${f(s.ms)}  ${String(s.calls).padStart(5)}  ${mb(s.grewMb)}  ${mb(s.peakMb)}  ${name}`);
  }
  console.log(`  ${f(cpu - insideCpu)}  ${f(wall - inside)}                      importer (outside statements)`);
  const at = (k) => Math.round(atPeak[k] / 2 ** 20);
  console.log(`  at the peak: js heap ${at('heapUsed')} of ${at('heapTotal')} MB, external ${at('external')} MB (array buffers ${at('arrayBuffers')} MB)`);
  console.log(`  after: ${mem()}`);
}

await run('first import', file);
if (doRefresh && fs.existsSync(next)) await run('refresh', next);
await db.close();
if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
