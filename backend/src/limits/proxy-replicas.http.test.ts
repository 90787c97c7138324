import * as fs from 'node:fs';
import type { AppConfig } from '../config/config';
import { freshConfig } from '../test-support/databases';
import { NGINX_BIN, startDeployProxy, type NginxProxy } from '../test-support/nginx-proxy';
import { startTestApp, type TestApp } from '../test-support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const hasNginx = fs.existsSync(NGINX_BIN);
if (!hasNginx && process.env.CI) throw new Error(`${NGINX_BIN} is missing: .ci/run installs Debian's nginx-light`);

/**
 * docker-compose's topology without Docker: the proxy's own server block (deploy/nginx.conf) in front of two
 * backend replicas on one PostgreSQL and one Redis, TRUST_PROXY=1 as compose sets it. What a shopper or an
 * author reaches is the proxy, so every check goes through it.
 */
const behindProxy = process.env.DATABASE_URL && hasNginx ? describe : describe.skip;

behindProxy('two replicas behind the deploy nginx proxy', () => {
  let replicas: TestApp[] = [];
  let proxy: NginxProxy;
  const upstreamsSince = (from: number) => new Set(proxy.upstreamLog().slice(from).map((line) => line.split(' ')[0]));
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(proxy.url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  beforeAll(async () => {
    const prefix = `ofertas-test-${process.pid}-${Date.now().toString(36)}`;
    const config: AppConfig = await freshConfig('postgres', {
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      TRUST_PROXY: '1',
      AI_RATE_LIMIT_PER_MINUTE: '4',
      EDITOR_PASSWORD: 'contraseña-de-prueba',
      PUBLIC_URL: 'https://ofertas.example',
    });
    replicas = [await startTestApp(config), await startTestApp(config)];
    proxy = await startDeployProxy([replicas[0]!.url.replace('http://', ''), replicas[1]!.url.replace('http://', '')]);
  });
  afterAll(async () => {
    await proxy?.stop();
    for (const replica of replicas) await replica.close();
  });

  it('balances requests over both replicas', async () => {
    const from = proxy.upstreamLog().length;
    for (let i = 0; i < 6; i++) expect((await fetch(`${proxy.url}/api/health`)).status).toBe(200);
    expect(upstreamsSince(from).size).toBe(2);
  });

  it('holds a limit of N across replicas, whatever X-Forwarded-For the client sends', async () => {
    const from = proxy.upstreamLog().length;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // A client that names a new address each time: nginx overwrites the header with the address it saw.
      const res = await post('/api/ai/generateInfo', { title: `Tienda ${i}` }, { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(upstreamsSince(from).size).toBe(2);
  });

  it("counts the editor's login tries across replicas and accepts the author's own Origin through the proxy", async () => {
    const from = proxy.upstreamLog().length;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/blog/session', { password: `mala-${i}` }, { origin: 'https://ofertas.example' })).status);
    // 401 (not 403): the site's Origin (PUBLIC_URL, the proxy's public address) reaches the replicas as it was sent.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(upstreamsSince(from).size).toBe(2);
  });

  it("answers with nginx's request id, whatever X-Request-Id the client sends", async () => {
    const res = await fetch(`${proxy.url}/api/no-existe`, { headers: { 'x-request-id': 'elegido-por-el-cliente' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await res.json()).toMatchObject({ statusCode: 404, requestId: id });
  });

  it('keeps serving when one replica goes away', async () => {
    await replicas[1]!.close();
    replicas = [replicas[0]!];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${proxy.url}/api/health`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
