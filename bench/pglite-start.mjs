// What the embedded database costs a process in memory before it does any work: opens PGlite on a data folder
// (a new one, made first, unless --data-dir names one: the site's is `data/pglite`), runs `SELECT 1` and then nothing, while the process's
// RSS is sampled every 25 ms for --seconds; prints the RSS when ready, its peak (VmHWM) and where it settles.
// Run again in a child with V8's --trace-wasm-compilation-times, it also prints the WebAssembly functions
// whose optimising compile took the most memory, with their export names (pglite.wasm has no name section).
//   node bench/pglite-start.mjs [--data-dir DIR] [--seconds 3] [--node-flags '--x=1']
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { arg, backend, resetRssHighWater, rssHighWater } from './lib.mjs';

const seconds = Number(arg('seconds', '3'));
const child = process.argv.includes('--child');
const mb = (bytes) => Math.round(bytes / 2 ** 20);

if (child) {
  const { PGlite } = await import(backend.resolve('@electric-sql/pglite'));
  const dir = arg('data-dir', '');
  resetRssHighWater();
  const t0 = performance.now();
  const db = new PGlite({ dataDir: dir });
  await db.waitReady;
  await db.query('SELECT 1');
  const ready = process.memoryUsage().rss;
  const readyAt = performance.now() - t0;
  let peak = ready;
  let peakAt = readyAt;
  while (performance.now() - t0 < readyAt + seconds * 1000) {
    await new Promise((r) => setTimeout(r, 25));
    const rss = process.memoryUsage().rss;
    if (rss > peak) [peak, peakAt] = [rss, performance.now() - t0];
  }
  const result = { ready: mb(ready), readyAt: Math.round(readyAt), peak: mb(Math.max(peak, rssHighWater())), peakAt: Math.round(peakAt), settled: mb(process.memoryUsage().rss) };
  console.log(`RESULT ${JSON.stringify(result)}`);
  process.exit(0);
}

/** Export names of pglite.wasm's functions by index (its export section). */
function exportNames() {
  const b = fs.readFileSync(path.join(path.dirname(backend.resolve('@electric-sql/pglite')), 'pglite.wasm'));
  const names = new Map();
  let p = 8;
  const leb = () => {
    let r = 0;
    let s = 0;
    let x;
    do {
      x = b[p++];
      r += (x & 127) * 2 ** s;
      s += 7;
    } while (x & 128);
    return r;
  };
  while (p < b.length) {
    const id = b[p++];
    const end = leb() + p;
    if (id === 7) {
      for (let n = leb(); n > 0; n--) {
        const l = leb();
        const name = b.toString('utf8', p, p + l);
        p += l;
        const kind = b[p++];
        const index = leb();
        if (kind === 0) names.set(index, name);
      }
    }
    p = end;
  }
  return names;
}

let dataDir = arg('data-dir', '');
let made = null;
if (dataDir === '') {
  made = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-start-'));
  dataDir = path.join(made, 'db');
  // A new data folder is made by initdb, in a process of its own (its memory is not this measure's).
  execFileSync(process.execPath, ['-e', `import(${JSON.stringify(backend.resolve('@electric-sql/pglite'))}).then(async ({ PGlite }) => { const db = new PGlite({ dataDir: ${JSON.stringify(dataDir)} }); await db.waitReady; await db.close(); })`]);
}
const flags = arg('node-flags', '').split(/\s+/).filter((t) => t.startsWith('--'));
const run = (extra) =>
  execFileSync(process.execPath, [...flags, ...extra, import.meta.filename, '--child', '--data-dir', dataDir, '--seconds', String(seconds)], { encoding: 'utf8', maxBuffer: 1 << 28 });
try {
  const out = run([]);
  const r = JSON.parse(out.split('\n').find((l) => l.startsWith('RESULT ')).slice(7));
  console.log(`PGlite open + SELECT 1 (node ${process.version}${flags.length ? ` ${flags.join(' ')}` : ''}): RSS ${r.ready} MB when ready (${r.readyAt} ms), peak ${r.peak} MB (${r.peakAt} ms), ${r.settled} MB after ${seconds} s idle`);
  const names = exportNames();
  const compiles = [];
  for (const line of run(['--trace-wasm-compilation-times']).split('\n')) {
    const m = /#(\d+) using TurboFan, took (\d+) ms and (\d+) \/ (\d+) max\/total bytes; bodysize (\d+)/.exec(line);
    if (m) compiles.push({ index: Number(m[1]), ms: Number(m[2]), maxBytes: Number(m[3]), bodySize: Number(m[5]) });
  }
  compiles.sort((a, b) => b.maxBytes - a.maxBytes);
  console.log(`optimising compiles in that time: ${compiles.length}; the largest by compiler memory:`);
  for (const c of compiles.slice(0, 3)) {
    console.log(`  #${c.index} ${names.get(c.index) ?? '(not exported)'}: body ${c.bodySize} bytes, ${mb(c.maxBytes)} MB of compiler memory at most, ${c.ms} ms`);
  }
} finally {
  if (made !== null) fs.rmSync(made, { recursive: true, force: true });
}
