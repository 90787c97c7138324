import { isSafeText, type ApiError } from '@ofertas/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Refuses a URL whose decoded text holds a NUL byte or an unpaired surrogate before any route sees it. The
 * request schemas reject them too (contracts safeString); this also covers path parameters and the pages.
 */
export function registerUrlGuard(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.includes('%') && isSafeText(url)) return;
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.replace(/\+/g, ' '));
    } catch {
      return; // malformed escapes: left to the router and the query parser, which answer 400 or ignore them
    }
    if (isSafeText(decoded)) return;
    const body: ApiError = { statusCode: 400, error: 'Bad Request', message: 'La dirección contiene caracteres no válidos' };
    await reply.code(400).header('cache-control', 'no-store').send(request.method === 'HEAD' ? undefined : body);
  });
}
