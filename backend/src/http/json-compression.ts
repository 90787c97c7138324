import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptsEncoding } from './accept-encoding';

const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than its headers cost. */
export const JSON_COMPRESS_MIN_BYTES = 1024;

/**
 * Up to this size an answer is gzipped at once on the event loop, at level 3; larger ones on libuv's pool at
 * level 6. A list page's products (≈ 29 KB of JSON) take 76 µs at level 3 (3,590 bytes) against 131 µs at 6
 * (3,288 bytes), and the trip to the pool and back cost the answer more than the compression itself. The
 * soak's 50 connections were served 4,582 requests/s against 2,903 (p95 28.0 against 43.9 ms; 3,913 with
 * level 3 on the pool), and a list page's p50 over its bare SQL fell from 1.49 to 1.30 ms (README, session 29).
 * At this bound an inline compression holds the loop ≈ 0.2 ms.
 */
export const JSON_COMPRESS_INLINE_MAX_BYTES = 64 * 1024;

/**
 * JSON answers of the API, gzipped when the client takes it (issue 14: a phone's first list page of ten products
 * was 12 KB of plain JSON, 2.7 KB gzipped). gzip, not brotli: brotli at quality 4 was only 2–3 % smaller on our
 * answers, and its encoders, run on libuv's pool, added ≈ 60 MB of RSS to the embedded soak (bench/soak.mjs:
 * 351–357 → 393–420 MB; gzip 345–353). Answers that already carry an encoding (the static files'
 * precompressed copies, the sitemaps) and streams pass as they are.
 */
export function registerJsonCompression(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const size = Buffer.byteLength(payload);
    if (size < JSON_COMPRESS_MIN_BYTES) return payload;
    reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
    if (!acceptsEncoding(request.headers['accept-encoding'], 'gzip')) return payload;
    const packed = size <= JSON_COMPRESS_INLINE_MAX_BYTES ? gzipSync(payload, { level: 3 }) : await gzipAsync(payload, { level: 6 });
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return packed;
  });
}

/** Adds Accept-Encoding to a Vary header once (caches must keep the encodings apart). */
function varyWithEncoding(current: unknown): string {
  const text = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (text.split(',').some((v) => v.trim().toLowerCase() === 'accept-encoding' || v.trim() === '*')) return text;
  return text ? `${text}, Accept-Encoding` : 'Accept-Encoding';
}
