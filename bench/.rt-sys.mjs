// node .rt-sys.mjs ROOT DB URLPATH N — syscall counts per request (strace -c -f)
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Agent, request } from 'undici';
const [ROOT, DB, URLP, N = '2000'] = process.argv.slice(2);
const port = 4600 + Math.floor(Math.random() * 300);
const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: `/tmp/rt/data-${DB}`, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DB}` };
const server = spawn(process.execPath, ['--max-semi-space-size=4', '--max-old-space-size=256', path.join(ROOT, 'backend/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) { try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const agent = new Agent({ connections: 10, pipelining: 1 });
const hit = async (n) => { let i = 0; await Promise.all(Array.from({ length: 10 }, async () => { while (i++ < n) { const r = await request(base + URLP, { dispatcher: agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }); await r.body.arrayBuffer(); } })); };
await hit(500);
const st = spawn('strace', ['-c', '-f', '-p', String(server.pid), '-o', '/tmp/rt/strace.txt']);
await new Promise((r) => setTimeout(r, 1000));
await hit(Number(N));
st.kill('SIGINT'); await new Promise((r) => st.on('exit', r));
const lines = fs.readFileSync('/tmp/rt/strace.txt', 'utf8').split('\n').filter((l) => /^\s*[\d.]+\s+[\d.]+\s+\d+\s+\d+/.test(l));
for (const l of lines) { const f = l.trim().split(/\s+/); const calls = Number(f[3]); const name = f[f.length - 1]; if (calls / Number(N) >= 0.05) console.log(name.padEnd(16), (calls / Number(N)).toFixed(2)); }
server.kill('SIGTERM');
