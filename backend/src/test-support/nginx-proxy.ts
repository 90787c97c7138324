import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';

/** Debian's nginx (`apt-get install nginx-light`); `.ci/run` installs it. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const DEPLOY_NGINX_CONF = path.join(__dirname, '..', '..', '..', 'deploy', 'nginx.conf');

export interface NginxProxy {
  url: string;
  /** `upstream-address status` per request the proxy handled, oldest first. */
  upstreamLog(): string[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

/**
 * The docker-compose proxy's own server block (deploy/nginx.conf), with its two replica host names pointed at
 * local backends and its port at a free one. Throws when the file no longer has the shape it rewrites, so a
 * changed deploy file cannot silently stop being the thing under test.
 */
export function localisedDeployConf(upstreams: [string, string], port: number): string {
  const source = fs.readFileSync(DEPLOY_NGINX_CONF, 'utf8');
  const replacements: Array<[RegExp, string]> = [
    [/server backend-1:3000/, `server ${upstreams[0]}`],
    [/server backend-2:3000/, `server ${upstreams[1]}`],
    [/listen 80;/, `listen 127.0.0.1:${port};`],
  ];
  return replacements.reduce((conf, [pattern, value]) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf no longer contains ${pattern}`);
    return conf.replace(pattern, value);
  }, source);
}

async function waitForPort(port: number, child: ChildProcess, errors: () => string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}: ${errors()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port}: ${errors()}`);
}

/** Runs nginx in the foreground with the deploy server block in front of two local backends. */
export async function startDeployProxy(upstreams: [string, string]): Promise<NginxProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-nginx-'));
  const port = await freePort();
  const logFile = path.join(dir, 'upstreams.log');
  const main = [
    // Root runs the workers as root too, so they can write the private temp folder; elsewhere ignored.
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'worker_processes 1;',
    'events { worker_connections 256; }',
    'http {',
    `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
    "  log_format upstreams '$upstream_addr $status';",
    `  access_log ${logFile} upstreams;`,
    localisedDeployConf(upstreams, port),
    '}',
  ].join('\n');
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, main);
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const errors = () => stderr + (fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : '');
  await waitForPort(port, child, errors);
  return {
    url: `http://127.0.0.1:${port}`,
    upstreamLog: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : []),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
