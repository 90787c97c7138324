// node .rt-top.mjs PROFILE [N] — self time by function and by package
import * as fs from 'node:fs';
const p = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const N = Number(process.argv[3] ?? 40);
const dt = new Map(); const byId = new Map(p.nodes.map((n) => [n.id, n]));
const LAST = Number(process.env.LAST ?? 0) * 1e6; const REQ = Number(process.env.REQ ?? 1);
let tt = 0; const ts = p.timeDeltas.map((d) => (tt += d)); const cut = LAST ? tt - LAST : -1;
for (let i = 0; i < p.samples.length; i++) if (ts[i] >= cut) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
const fn = new Map(), pkg = new Map(); let total = 0;
for (const [id, t] of dt) { const n = byId.get(id); const cf = n.callFrame; if (cf.functionName === '(idle)' || cf.functionName === '(program)' && false) continue; total += t;
  const k = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*node_modules\//, 'nm/').replace(/.*\/dist\//, 'dist/')}:${cf.lineNumber}`; fn.set(k, (fn.get(k) ?? 0) + t);
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(cf.url); const pk = m ? m[1] : cf.url.includes('/dist/') ? 'app' : cf.url.startsWith('node:') ? 'node:' + cf.url.slice(5).split('/')[0] : (cf.url || cf.functionName); pkg.set(pk, (pkg.get(pk) ?? 0) + t); }
const show = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, N).map(([k, t]) => `${(t / REQ).toFixed(1).padStart(7)} µs/req ${(100 * t / total).toFixed(1).padStart(5)}%  ${k}`).join('\n');
console.log('total', (total / 1000).toFixed(0), 'ms'); console.log(show(pkg)); console.log('---'); console.log(show(fn));
