/**
 * @jest-environment node
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCause } from './errorCause';
import { fetchJson, getJson, statusOf } from './getJson';

// A real server on a free port: what fetchJson sends and how it retries is seen on the wire.
interface Seen {
  method: string;
  url: string;
  type: string | undefined;
  body: string;
}
let server: http.Server;
let base = '';
const seen: Seen[] = [];
let plan: Array<(res: http.ServerResponse) => void> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', type: req.headers['content-type'], body });
      const next = plan.shift();
      if (next) next(res);
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen.length = 0;
  plan = [];
});

const status = (code: number, body = '{}') => (res: http.ServerResponse) => res.writeHead(code, { 'content-type': 'application/json' }).end(body);

test('GET with a query; POST sends JSON; the answer comes back parsed', async () => {
  expect(await fetchJson(`${base}/a`, { query: { search: 'tv lg', page: 2 } })).toEqual({ ok: true });
  plan = [status(200, '[1,2]')];
  expect(await fetchJson(`${base}/b?x=1`, { method: 'POST', json: { title: 'Ñu' } })).toEqual([1, 2]);
  expect(seen).toEqual([
    { method: 'GET', url: '/a?search=tv+lg&page=2', type: undefined, body: '' },
    { method: 'POST', url: '/b?x=1', type: 'application/json', body: '{"title":"Ñu"}' },
  ]);
});

test('a 5xx is tried once more on GET; a 404 is not, and carries its status for errorCause', async () => {
  plan = [status(503)];
  expect(await getJson(`${base}/retry`)).toEqual({ ok: true });
  expect(seen).toHaveLength(2);

  seen.length = 0;
  plan = [status(404)];
  const err = await fetchJson(`${base}/missing`).catch((e: unknown) => e);
  expect(statusOf(err)).toBe(404);
  expect(errorCause(err)).toBe('no encontrado (404)');
  expect(seen).toHaveLength(1);
});

test('POST is not retried unless asked; then only on the statuses given', async () => {
  plan = [status(502), status(502)];
  expect(statusOf(await fetchJson(`${base}/p`, { method: 'POST', json: {} }).catch((e: unknown) => e))).toBe(502);
  expect(seen).toHaveLength(1);
  expect(await fetchJson(`${base}/p`, { method: 'POST', json: {}, retries: 1, retryStatuses: [502] })).toEqual({ ok: true });
  expect(seen).toHaveLength(3);
});

test('a timeout is a TimeoutError (Spanish cause); the caller\'s abort is never retried', async () => {
  plan = [() => undefined, () => undefined]; // never answers
  const err = await fetchJson(`${base}/slow`, { timeoutMs: 200, retries: 0 }).catch((e: unknown) => e);
  expect(errorCause(err)).toBe('tiempo de espera agotado');

  plan = [() => undefined];
  const ctrl = new AbortController();
  const pending = fetchJson(`${base}/slow`, { signal: ctrl.signal, retries: 3 }).catch((e: unknown) => e);
  await new Promise((r) => setTimeout(r, 50));
  const before = seen.length;
  ctrl.abort();
  expect((await pending as Error).name).toBe('AbortError');
  expect(seen.length).toBe(before);
});
