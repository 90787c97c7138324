import * as fs from 'node:fs';
import * as http from 'node:http';
import * as net from 'node:net';
import { freshConfig } from '../test-support/databases';
import { DIST_MAIN, startBackendProcess, type BackendProcess } from '../test-support/backend-process';
import { NGINX_BIN, startDeployProxy, type NginxProxy } from '../test-support/nginx-proxy';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const hasNginx = fs.existsSync(NGINX_BIN);
if (!hasNginx && process.env.CI) throw new Error(`${NGINX_BIN} is missing: .ci/run installs Debian's nginx-light`);
const CONNECTIONS = 50;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A rolling restart as docker compose does one: two compiled server processes behind deploy/nginx.conf, 50
 * clients requesting all the time, one process sent SIGTERM and started again. Not one request may fail.
 */
const behindProxy = process.env.DATABASE_URL && hasNginx ? describe : describe.skip;

behindProxy('a rolling restart behind the deploy nginx proxy', () => {
  let env: Record<string, string>;
  const ports: number[] = [];
  let instances: BackendProcess[] = [];
  let proxy: NginxProxy;

  beforeAll(async () => {
    if (!fs.existsSync(DIST_MAIN)) throw new Error(`${DIST_MAIN} is missing: run bash scripts/build-backend.sh`);
    const config = await freshConfig('postgres');
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: config.DATABASE_URL as string,
      DATA_DIR: config.DATA_DIR,
      REDIS_URL,
      REDIS_KEY_PREFIX: `ofertas-test-${process.pid}-${Date.now().toString(36)}`,
      TRUST_PROXY: '1',
      SEED: 'never',
      SERVE_FRONTENDS: 'false',
      ENABLE_DOCS: 'false',
      LOG_LEVEL: 'log',
      SHUTDOWN_GRACE_MS: '10000',
    };
    ports.push(await freePort(), await freePort());
    instances = [await startBackendProcess(env, ports[0] as number), await startBackendProcess(env, ports[1] as number)];
    proxy = await startDeployProxy([`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`]);
  });
  afterAll(async () => {
    await proxy?.stop();
    for (const instance of instances) await instance.stop();
  });

  it('serves every request while one instance stops on SIGTERM and starts again', async () => {
    let running = true;
    let served = 0;
    const failures: string[] = [];
    const client = async () => {
      while (running) {
        try {
          const res = await fetch(`${proxy.url}/api/products/get/?search=null&limit=10`);
          await res.arrayBuffer();
          if (res.status === 200) served++;
          else failures.push(`status ${res.status}`);
        } catch (e) {
          failures.push(e instanceof Error ? e.message : String(e));
        }
      }
    };
    const clients = Array.from({ length: CONNECTIONS }, client);
    await new Promise((r) => setTimeout(r, 1500));
    const beforeRestart = served;
    // A request of its own, sent straight to the stopping instance, in flight when SIGTERM arrives: half its body now, the rest after.
    const body = JSON.stringify({ title: 'Tienda en pleno reinicio' });
    const request = http.request(`${(instances[1] as BackendProcess).url}/api/ai/generateInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const inFlight = new Promise<number>((resolve, reject) => {
      request.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 200));
    const stopping = (instances[1] as BackendProcess).stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    request.end(body.slice(10));
    expect(await inFlight).toBe(200);
    const code = await stopping;
    const stoppedOutput = (instances[1] as BackendProcess).output();
    instances[1] = await startBackendProcess(env, ports[1] as number);
    const duringRestart = served - beforeRestart;
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await Promise.all(clients);
    console.log(`rolling restart: ${served} requests served by ${CONNECTIONS} connections, ${duringRestart} while one instance stopped and started again, ${failures.length} failed`);
    expect(code).toBe(0);
    expect(stoppedOutput).toContain('SIGTERM: finishing requests in flight');
    expect(failures).toEqual([]);
    expect(duringRestart).toBeGreaterThan(0);
    // Both instances take traffic again once nginx's fail_timeout (3 s) has passed.
    await new Promise((r) => setTimeout(r, 3000));
    const from = proxy.upstreamLog().length;
    for (let i = 0; i < 6; i++) expect((await fetch(`${proxy.url}/api/health/ready`)).status).toBe(200);
    expect(new Set(proxy.upstreamLog().slice(from).map((line) => line.split(' ')[0])).size).toBe(2);
  });
});
