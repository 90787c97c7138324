import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { httpDuration, httpRequests, metricsRegistry, UNMATCHED_ROUTE } from './metrics-registry';

const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts every answer by the pattern of the route that took it (`/api/products/:slug`, never the path a
 * client typed) so the number of series stays fixed whatever addresses are requested.
 */
export function registerHttpMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    httpRequests.inc({ route, method, status: String(reply.statusCode) });
    httpDuration.observe({ route, method }, reply.elapsedTime / 1000);
    done();
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function refuse(reply: FastifyReply, status: 401 | 404, message: string): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ statusCode: status, error: status === 401 ? 'Unauthorized' : 'Not Found', message });
}

/**
 * GET /metrics in Prometheus's text format for a scraper holding `Authorization: Bearer <METRICS_TOKEN>`;
 * with no token configured the address does not exist (404), so nothing about the process leaks by default.
 */
export function registerMetricsRoute(fastify: FastifyInstance, token: string | undefined): void {
  const expected = token ? digest(`Bearer ${token}`) : null;
  fastify.get('/metrics', async (request, reply) => {
    if (!expected) return refuse(reply, 404, 'Ruta no encontrada: GET /metrics');
    const given = request.headers.authorization;
    if (!given || !timingSafeEqual(digest(given), expected)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      return refuse(reply, 401, 'Hace falta el token de las métricas');
    }
    const text = await metricsRegistry.metrics();
    return reply.header('content-type', metricsRegistry.contentType).header('cache-control', 'no-store').send(text);
  });
}
