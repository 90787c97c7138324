import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
/** Per run (several e2e runs may share a machine): global setup picks the path and passes it down by env. */
export function stateFile(): string {
  if (!process.env.E2E_STATE_FILE) {
    process.env.E2E_STATE_FILE = path.join(os.tmpdir(), `ofertas-e2e-state-${process.pid}-${Date.now()}.json`);
  }
  return process.env.E2E_STATE_FILE;
}
/**
 * Second build of mfe-offers with a visible label, served by a separate static server ("remote swapped").
 * Inside the checkout (git-ignored), so e2e runs of two checkouts on one machine never share it.
 */
export const SWAPPED_OFFERS_DIR = path.join(ROOT, '.e2e-builds', 'offers-v2');
export const SWAPPED_LABEL = 'v2-e2e';

/** The editor password the e2e backend is started with (EDITOR_PASSWORD; the editor tests type it). */
export const E2E_EDITOR_PASSWORD = 'e2e-clave-del-editor';

export interface E2eState {
  baseUrl: string;
  backendPid: number;
  dataDir: string;
}

export function readState(): E2eState {
  return JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as E2eState;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a command to completion (inheriting output); throws on a non-zero exit. */
export function run(cmd: string, args: string[], env: Record<string, string> = {}): void {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with ${r.status}`);
}

export interface Backend {
  url: string;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** `node backend/dist/main.js` on a free port with a fresh DATA_DIR (embedded PGlite), as `npm start` runs it. */
export async function startBackend(env: Record<string, string> = {}): Promise<Backend> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-e2e-data-'));
  const log = fs.openSync(path.join(dataDir, 'backend.log'), 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The embedded database in a fresh folder, as `npm start` runs: never the DATABASE_URL that CI exports
      // for the backend tests (a shared PostgreSQL database would carry data from one run into the next).
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ENABLE_DOCS: 'false',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: false,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`backend exited with ${child.exitCode}:\n${fs.readFileSync(path.join(dataDir, 'backend.log'), 'utf8')}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not yet listening */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('backend did not become healthy in 120 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    child,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        // A process ended by a signal has exitCode null but signalCode set: it is gone all the same.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(t);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html' };

/**
 * A static server like the per-remote containers of docker-compose: serves folders under URL prefixes, with
 * CORS (the shell fetches manifests cross-origin) and optional overrides (to serve a broken file).
 */
export function startStaticServer(
  mounts: Record<string, string>,
  { port = 0, overrides = {} }: { port?: number; overrides?: Record<string, string> } = {},
): Promise<StaticServer> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('cache-control', 'no-cache');
    if (overrides[pathname] !== undefined) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(pathname)] ?? 'text/plain' });
      return res.end(overrides[pathname]);
    }
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (!pathname.startsWith(prefix)) continue;
      const file = path.join(dir, pathname.slice(prefix.length));
      if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) break;
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      return fs.createReadStream(file).pipe(res);
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const p = (server.address() as net.AddressInfo).port;
      resolve({
        url: `http://127.0.0.1:${p}`,
        port: p,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
