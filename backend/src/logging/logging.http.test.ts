import { Writable } from 'node:stream';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';

/** The JSON lines an app writes, as objects. */
class LogLines extends Writable {
  readonly lines: Array<Record<string, unknown>> = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString().split('\n').filter(Boolean)) this.lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  }
  of(requestId: string): Array<Record<string, unknown>> {
    return this.lines.filter((l) => JSON.stringify(l).includes(requestId));
  }
}

describe.each(databaseKinds())('structured logs and request ids on %s', (kind) => {
  let t: TestApp;
  let log: LogLines;

  beforeAll(async () => {
    log = new LogLines();
    // The app trusts the loopback hop that the test's own requests come from, as it would trust nginx.
    const config = await freshConfig(kind, { TRUST_PROXY: '127.0.0.1', LOG_FORMAT: 'json', LOG_LEVEL: 'debug', SERVE_FRONTENDS: 'false' });
    t = await startTestApp(config, { logDestination: log });
  });
  afterAll(async () => {
    await t.close();
  });

  it("takes a trusted proxy's X-Request-Id, returns it and logs it on the request's line", async () => {
    const res = await t.send('GET', '/api/health', undefined, { 'x-request-id': 'abc' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('abc');
    const lines = log.lines.filter((l) => l.msg === 'request completed' && l.path === '/api/health');
    expect(lines.at(-1)).toMatchObject({ requestId: 'abc', route: '/api/health', status: 200, level: 20 });
  });

  it('names the request id in an error answer, generated when the client gives none', async () => {
    const given = await t.send('GET', '/api/products/no-existe-este-producto', undefined, { 'x-request-id': 'abc-404' });
    expect(given.status).toBe(404);
    expect(given.body).toMatchObject({ statusCode: 404, requestId: 'abc-404' });
    const bad = await t.send('POST', '/api/ai/generateInfo', '{"title": ', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    const id = bad.headers.get('x-request-id') as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.body).toMatchObject({ statusCode: 400, requestId: id });
  });

  it('never logs the authorization header, cookies or e-mail addresses', async () => {
    await t.send('POST', '/api/contact', { name: 'Ana', email: 'ana@example.com', message: 'Hola, una pregunta sobre un cupón de la tienda.' }, {
      'x-request-id': 'abc-secret',
      authorization: 'Bearer secreto-del-cliente',
      cookie: 'ofertas_editor=secreto-de-sesion',
    });
    const text = JSON.stringify(log.lines);
    expect(log.of('abc-secret').length).toBeGreaterThan(0);
    for (const secret of ['secreto-del-cliente', 'secreto-de-sesion', 'ana@example.com']) expect(text).not.toContain(secret);
  });

  it("writes the warnings a request causes with that request's id (database gone)", async () => {
    await t.db.destroy();
    const res = await t.send('GET', '/api/products/get/?search=null&limit=5', undefined, { 'x-request-id': 'abc-outage' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ statusCode: 503, requestId: 'abc-outage' });
    const lines = log.of('abc-outage');
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['database unavailable', 'request completed']));
    for (const line of lines) expect(line.requestId).toBe('abc-outage');
  });
});

describe('request ids from an untrusted client', () => {
  it('are replaced by a generated one', async () => {
    const t = await startTestApp(await freshConfig('pglite', { SERVE_FRONTENDS: 'false' }));
    try {
      const res = await t.send('GET', '/api/health', undefined, { 'x-request-id': 'abc' });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await t.close();
    }
  });
});
