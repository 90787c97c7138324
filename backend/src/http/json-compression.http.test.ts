import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { importFeed } from '../catalog-import/import-feed';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import Fastify from 'fastify';
import { JSON_COMPRESS_INLINE_MAX_BYTES, JSON_COMPRESS_MIN_BYTES, registerJsonCompression } from './json-compression';

/** A raw GET (no transparent decoding, unlike fetch): status, headers and the bytes as sent. */
function rawGet(base: string, path: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(databaseKinds().slice(0, 1))('JSON answers compressed on %s', (kind) => {
  let t: TestApp;
  // Every product of the small feed: well over the threshold.
  const big = '/api/products/get/?search=null&limit=24';

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind));
    await importFeed(t.db, { source: path.join(__dirname, '..', 'test-support', 'fixtures', 'feed-small.csv') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends gzip when the client takes it, the same JSON once decoded, with Vary: Accept-Encoding', async () => {
    const plain = await rawGet(t.url, big, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(JSON_COMPRESS_MIN_BYTES);
    const json: unknown = JSON.parse(plain.body.toString('utf8'));

    const gz = await rawGet(t.url, big, { 'accept-encoding': 'gzip, deflate, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(json);

    const brOnly = await rawGet(t.url, big, { 'accept-encoding': 'br' });
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.body.equals(plain.body)).toBe(true);

    const refused = await rawGet(t.url, big, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);
  });

  it('leaves small answers, HEAD and error answers readable as they are', async () => {
    const small = await rawGet(t.url, '/api/health', { 'accept-encoding': 'gzip' });
    expect(small.body.length).toBeLessThan(JSON_COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({ status: 'ok' });

    const head = await rawGet(t.url, big, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();

    const bad = await rawGet(t.url, `/api/products/get/?search=${'x'.repeat(5000)}`, { 'accept-encoding': 'gzip' });
    expect(bad.status).toBe(400);
    const text = bad.headers['content-encoding'] === 'gzip' ? gunzipSync(bad.body).toString('utf8') : bad.body.toString('utf8');
    expect(JSON.parse(text)).toMatchObject({ statusCode: 400 });
  });

  it('sends an image as it is stored, however large and whatever the client takes', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(80)}</svg>`;
    const dir = path.join(t.config.DATA_DIR, 'images', 'products');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'grande.svg'), svg);
    const image = await rawGet(t.url, '/api/images/products/grande.svg', { 'accept-encoding': 'gzip, deflate, br' });
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.toString('utf8')).toBe(svg);
    expect(image.body.length).toBeGreaterThan(JSON_COMPRESS_MIN_BYTES);
  });
});

describe('JSON compression on and off the event loop', () => {
  const app = Fastify();
  /** A JSON array of `bytes` bytes, give or take one item: less repetitive than one long string. */
  const jsonOf = (bytes: number) => JSON.stringify(Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => ({ id: i, name: `producto ${(i * 7919) % 10007}` })));
  const sizes = { inline: jsonOf(JSON_COMPRESS_INLINE_MAX_BYTES / 2), pool: jsonOf(JSON_COMPRESS_INLINE_MAX_BYTES * 2) };
  let base = '';

  beforeAll(async () => {
    await registerJsonCompression(app);
    app.get('/inline', (_req, reply) => reply.type('application/json; charset=utf-8').send(sizes.inline));
    app.get('/pool', (_req, reply) => reply.type('application/json; charset=utf-8').send(sizes.pool));
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it.each(Object.keys(sizes) as Array<keyof typeof sizes>)('an answer compressed %s decodes to the same JSON', async (which) => {
    expect(Buffer.byteLength(sizes.inline)).toBeLessThanOrEqual(JSON_COMPRESS_INLINE_MAX_BYTES);
    expect(Buffer.byteLength(sizes.pool)).toBeGreaterThan(JSON_COMPRESS_INLINE_MAX_BYTES);
    const gz = await rawGet(base, `/${which}`, { 'accept-encoding': 'gzip' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    // Fastify sets the length of what is sent: the compressed bytes, not the JSON's.
    expect(gz.headers['content-length'] ?? String(gz.body.length)).toBe(String(gz.body.length));
    expect(gz.body.length).toBeLessThan(Buffer.byteLength(sizes[which]) / 2);
    expect(gunzipSync(gz.body).toString('utf8')).toBe(sizes[which]);
  });
});
