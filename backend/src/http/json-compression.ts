import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than its headers cost. */
export const JSON_COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding a client takes, brotli first: q=0 refuses one, `*` takes any. Only the two we make; anything
 * else (identity, a malformed header) leaves the answer as it is.
 */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * JSON answers of the API, compressed when the client takes it (issue 14: a phone's first list fetched 9 KB of
 * JSON per page of ten products, ~2 KB compressed). Brotli at quality 4 costs about what gzip's default does and
 * is smaller; both run on libuv's pool, off the event loop. Answers that already carry an encoding (the static
 * files' precompressed copies, the sitemaps) and streams pass as they are.
 */
export function registerJsonCompression(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < JSON_COMPRESS_MIN_BYTES) return payload;
    reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const packed =
      encoding === 'br'
        ? await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } })
        : await gzipAsync(body, { level: 6 });
    reply.header('content-encoding', encoding);
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
