import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

/**
 * A remote's file held in memory, from the release registry's store or its build folder: its body, type, ETag and
 * compressed copies, made once per version of the file.
 */
export interface StoredFile {
  body: Buffer;
  gzip: Buffer | null;
  /** Brotli copy, made on first use (costlier than gzip to produce, ~15 % smaller to send). */
  brotli(): Buffer | null;
  etag: string;
  type: string;
}

/** Copies made beforehand (a build's `.gz`/`.br`, tools/webpack/precompress.js), used instead of compressing here. */
export interface Precompressed {
  gzip: Buffer | null;
  brotli: Buffer | null;
}

export function storedFile(name: string, body: Buffer, made: Precompressed = { gzip: null, brotli: null }): StoredFile {
  const type = TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE.test(type) && body.length > 1024;
  let br: Buffer | null | undefined = made.brotli ?? undefined;
  return {
    body,
    gzip: made.gzip ?? (compressible ? gzipSync(body, { level: 9 }) : null),
    brotli: () => {
      if (br === undefined) {
        br = compressible
          ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : null;
      }
      return br;
    },
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    type,
  };
}

/** Sends a stored file with its ETag (304 on a match) and the best encoding the client takes. */
export function sendStored(req: FastifyRequest, reply: FastifyReply, file: StoredFile, cacheControl: string): FastifyReply {
  void reply.header('cache-control', cacheControl).header('etag', file.etag).header('vary', 'accept-encoding');
  void reply.header('x-content-type-options', 'nosniff');
  if (req.headers['if-none-match'] === file.etag) return reply.code(304).send();
  void reply.type(file.type);
  const encoding = file.gzip ? negotiate(req.headers['accept-encoding'] ?? '', ['br', 'gzip']) : null;
  const br = encoding === 'br' ? file.brotli() : null;
  if (br) return reply.header('content-encoding', 'br').send(br);
  if (encoding !== null && file.gzip) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}
