import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** The logger of the request being handled (it carries the request id), for code that only has Nest's Logger. */
export const requestLog = new AsyncLocalStorage<FastifyBaseLogger>();

/**
 * Enters the request's logger into the async context at its start and again once its body is read: a body
 * arrives on the socket's own events, outside the context the first hook entered.
 */
export function registerRequestContext(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => requestLog.run(request.log, done));
  fastify.addHook('preValidation', (request, _reply, done) => requestLog.run(request.log, done));
}

/** One line per answered request at debug level (the proxy keeps the access log; LOG_LEVEL=debug adds this one). */
export function registerRequestLog(fastify: FastifyInstance, root: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    if (root.isLevelEnabled('debug')) {
      request.log.debug(
        { method: request.method, route: request.routeOptions.url, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
        'request completed',
      );
    }
    done();
  });
}
