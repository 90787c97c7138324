/**
 * @jest-environment node
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRequestUrl } from '@ofertas/contracts/rules/list-location';
import { errorCause } from './errorCause';
import { errorBodyOf, getJson, requestJson, statusOf } from './http';

// A real server on a free port: what the client (ky) sends and how it retries is seen on the wire.
interface Seen {
  method: string;
  url: string;
  type: string | undefined;
  accept: string | undefined;
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
      seen.push({ method: req.method ?? '', url: req.url ?? '', type: req.headers['content-type'], accept: req.headers.accept, body });
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

// The server records a request when it has read it; a loaded machine can take longer than any fixed sleep.
async function untilSeen(count: number): Promise<void> {
  while (seen.length < count) await new Promise((r) => setTimeout(r, 5));
}

const status = (code: number, body = '{}') => (res: http.ServerResponse) => res.writeHead(code, { 'content-type': 'application/json' }).end(body);

test('GET with a query; POST sends JSON; the answer comes back parsed', async () => {
  expect(await requestJson(`${base}/a`, { query: { search: 'tv lg', page: 2 } })).toEqual({ ok: true });
  plan = [status(200, '[1,2]')];
  expect(await requestJson(`${base}/b?x=1`, { method: 'POST', json: { title: 'Ñu' } })).toEqual([1, 2]);
  expect(seen).toEqual([
    { method: 'GET', url: '/a?search=tv+lg&page=2', type: undefined, accept: 'application/json', body: '' },
    { method: 'POST', url: '/b?x=1', type: 'application/json', accept: 'application/json', body: '{"title":"Ñu"}' },
  ]);
});

test('a 5xx is tried once more on GET; a 404 is not, and carries its status for errorCause', async () => {
  plan = [status(503)];
  expect(await getJson(`${base}/retry`)).toEqual({ ok: true });
  expect(seen).toHaveLength(2);

  seen.length = 0;
  plan = [status(404)];
  const err = await requestJson(`${base}/missing`).catch((e: unknown) => e);
  expect(statusOf(err)).toBe(404);
  expect(errorCause(err)).toBe('no encontrado (404)');
  expect(seen).toHaveLength(1);
});

test('POST is not retried unless asked; then only on the statuses given', async () => {
  plan = [status(502), status(502)];
  expect(statusOf(await requestJson(`${base}/p`, { method: 'POST', json: {} }).catch((e: unknown) => e))).toBe(502);
  expect(seen).toHaveLength(1);
  expect(await requestJson(`${base}/p`, { method: 'POST', json: {}, retries: 1, retryStatuses: [502] })).toEqual({ ok: true });
  expect(seen).toHaveLength(3);
});

test('a timeout is a TimeoutError (Spanish cause); the caller\'s abort is never retried', async () => {
  plan = [() => undefined, () => undefined]; // never answers
  const err = await requestJson(`${base}/slow`, { timeoutMs: 200, retries: 0 }).catch((e: unknown) => e);
  expect(errorCause(err)).toBe('tiempo de espera agotado');
  await untilSeen(1);

  plan = [() => undefined];
  const ctrl = new AbortController();
  const pending = requestJson(`${base}/slow`, { signal: ctrl.signal, retries: 3 }).catch((e: unknown) => e);
  await untilSeen(2); // aborted while the server holds it, not before it arrived
  ctrl.abort();
  expect((await pending as Error).name).toBe('AbortError');
  await new Promise((r) => setTimeout(r, 100));
  expect(seen.map((r) => r.url)).toEqual(['/slow', '/slow']);
});

test('the query is appended to a URL that has one, as contracts\' apiRequestUrl writes it', async () => {
  const request = { path: '/q?ids=a%20b', query: { search: 'ñ&x', n: 1 } };
  await requestJson(base + request.path, { query: request.query });
  expect(seen.map((r) => r.url)).toEqual([apiRequestUrl(request)]);
  expect(apiRequestUrl(request)).toBe('/q?ids=a%20b&search=%C3%B1%26x&n=1');
});

test('PUT and DELETE are never retried by default; a 204 reads as null', async () => {
  plan = [status(503), status(503)];
  expect(statusOf(await requestJson(`${base}/w`, { method: 'PUT', json: { a: 1 } }).catch((e: unknown) => e))).toBe(503);
  expect(statusOf(await requestJson(`${base}/w`, { method: 'DELETE' }).catch((e: unknown) => e))).toBe(503);
  expect(seen.map((r) => [r.method, r.body])).toEqual([['PUT', '{"a":1}'], ['DELETE', '']]);
  plan = [(res) => res.writeHead(204).end()];
  expect(await requestJson(`${base}/w`, { method: 'POST', json: {} })).toBeNull();
});

test('a 400 keeps the server\'s JSON body (the editor shows its reasons per field)', async () => {
  const answer = { statusCode: 400, message: 'Datos no válidos', issues: [{ path: 'title', message: 'Escribe un título' }] };
  plan = [status(400, JSON.stringify(answer))];
  const err = await requestJson(`${base}/v`, { method: 'POST', json: {} }).catch((e: unknown) => e);
  expect(statusOf(err)).toBe(400);
  expect(errorBodyOf(err)).toEqual(answer);
  expect(errorCause(err)).toBe('petición no válida (400)');
  expect(errorBodyOf(new Error('x'))).toBeUndefined();
});

test('an answer that is not JSON is a bad answer, not retried', async () => {
  plan = [(res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')];
  const err = await getJson(`${base}/html`).catch((e: unknown) => e);
  expect(errorCause(err)).toBe('respuesta no válida del servidor');
  expect(seen).toHaveLength(1);
});

test('a GET that timed out is tried once more', async () => {
  plan = [() => undefined];
  expect(await requestJson(`${base}/late`, { timeoutMs: 200 })).toEqual({ ok: true });
  expect(seen).toHaveLength(2);
});

test("no server at all: ky's NetworkError, shown as the Spanish no-connection cause", async () => {
  const closed = http.createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/x`;
  await new Promise<void>((r) => closed.close(() => r()));
  const err = await getJson(url).catch((e: unknown) => e);
  expect((err as Error).name).toBe('NetworkError');
  expect(errorCause(err)).toBe('sin conexión con el servidor');
});
