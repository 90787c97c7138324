import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { IMAGES_PATH } from './url-guard';

/** Below this a compressed answer saves less than its headers cost. */
export const JSON_COMPRESS_MIN_BYTES = 1024;

/**
 * Up to this size an answer is gzipped at once on the event loop (@fastify/compress's synchronous path);
 * larger ones stream through libuv's pool. The trip to the pool cost a list page's answer more than its
 * compression (docs/decisions/api-json-gzip.md).
 */
export const JSON_COMPRESS_INLINE_MAX_BYTES = 64 * 1024;

/**
 * @fastify/compress for the API's JSON answers and the sitemaps: gzip at level 3, no brotli (docs/decisions/api-json-gzip.md).
 * Answers that already carry an encoding (the static files' precompressed copies, the blog list, the sitemaps)
 * pass as they are.
 */
export const JSON_COMPRESSION: FastifyCompressOptions = {
  global: true,
  encodings: ['gzip'],
  threshold: JSON_COMPRESS_MIN_BYTES,
  syncThreshold: JSON_COMPRESS_INLINE_MAX_BYTES,
  zlibOptions: { level: 3 },
  // The sitemaps' XML streams and robots.txt too; HTML and scripts are served precompressed or as they are.
  customTypes: /^(application\/json|application\/xml|text\/plain)/,
};

/** Registered before any route: a plugin's onSend hook covers only the routes added after it loaded. */
export async function registerJsonCompression(fastify: FastifyInstance): Promise<void> {
  // Images go as they are stored: a photo is compressed already, and gzipping a stored SVG of about 1 KB cost
  // more CPU than the rest of the answer (docs/decisions/api-json-gzip.md). This hook runs before the plugin's
  // own onRoute hook, which reads a route's `compress`.
  fastify.addHook('onRoute', (route) => {
    if (route.compress === undefined && route.url.startsWith(IMAGES_PATH)) route.compress = false;
  });
  await fastify.register(fastifyCompress, JSON_COMPRESSION);
}
