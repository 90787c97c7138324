import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than its headers cost. */
export const JSON_COMPRESS_MIN_BYTES = 1024;

/** Whether a client takes gzip (q=0 refuses it, `*` stands for it; a malformed header takes nothing). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

/**
 * JSON answers of the API, gzipped when the client takes it (issue 14: a phone's first list page of ten products
 * was 12 KB of plain JSON, 2.7 KB gzipped). gzip, not brotli: brotli at quality 4 was only 2–3 % smaller on our
 * answers, and its encoders, run on libuv's pool, added ≈ 60 MB of RSS to the embedded soak (bench/soak.mjs:
 * 351–357 → 393–420 MB; gzip 345–353). Compression runs on the pool, off the event loop. Answers that already
 * carry an encoding (the static files' precompressed copies, the sitemaps) and streams pass as they are.
 */
export function registerJsonCompression(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    if (Buffer.byteLength(payload) < JSON_COMPRESS_MIN_BYTES) return payload;
    reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
    if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
    const packed = await gzipAsync(payload, { level: 6 });
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
