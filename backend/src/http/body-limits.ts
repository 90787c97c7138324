import { RouteConfig } from '@nestjs/platform-fastify';
import { jsonNestingDepth } from '@ofertas/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Body size per route, in bytes. Every route gets DEFAULT unless its handler says otherwise with
 * `@BodyLimit(...)`; a body over the limit is refused with 413 before it is read to the end.
 */
export const BODY_LIMITS = {
  /** Any JSON route without its own limit (voucher filters: up to 500 store ids). */
  default: 16 * 1024,
  /** {path, query, referrer}, each at most 2048 characters. */
  pageView: 8 * 1024,
  /** A contact message: 1000 characters (4 bytes each in UTF-8) and a 200-character e-mail, with room to spare. */
  contact: 6 * 1024,
  /** A product title and a 5,000-character description, escaped. */
  ai: 32 * 1024,
  /** A blog article: a 2 MB cover image as a base64 data URL (~2.8 MB) plus its text. */
  blogWrite: 3 * 1024 * 1024,
  /** A remote's whole build, base64 (the largest, offers with its source maps, is a few MB). */
  releaseUpload: 40 * 1024 * 1024,
  /** {remote, version, kind}. */
  releaseBeacon: 1024,
} as const;

/** Deepest nesting of arrays/objects accepted in a JSON body (no request schema needs more than 4). */
export const MAX_JSON_DEPTH = 32;

/** Sets the largest body a route accepts: `@Post() @BodyLimit(BODY_LIMITS.blogWrite) create(...)`. */
export const BodyLimit = (bytes: number): MethodDecorator => RouteConfig({ bodyLimit: bytes });

/**
 * The one route that reads a form post: RFC 8058's one-click unsubscribe, which mail clients send as
 * `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded). Every other route still answers 415.
 */
export const AcceptsFormBody = (): MethodDecorator => RouteConfig({ bodyLimit: 1024, formBody: true });

function statusError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * JSON is the only body this API reads (and a form post on the route marked AcceptsFormBody): every other
 * content type (form posts from any web page, text/plain) is refused with 415. The nesting depth is counted on the raw text before JSON.parse, so a deeply
 * nested body costs one linear scan, not a parse and a schema walk. Must run before routes are registered.
 */
export function registerJsonBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const wanted = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    route.bodyLimit = typeof wanted === 'number' ? wanted : (route.bodyLimit ?? BODY_LIMITS.default);
  });
  fastify.removeAllContentTypeParsers();
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(statusError(400, `El cuerpo JSON anida más de ${MAX_JSON_DEPTH} niveles`), undefined);
      return;
    }
    parse(request, text, done);
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    if ((request.routeOptions.config as { formBody?: unknown }).formBody !== true) {
      done(statusError(415, 'Esta dirección solo acepta JSON'), undefined);
      return;
    }
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/**
 * A body must arrive within `ms` of the request's start. Node's own requestTimeout does not cut a body that
 * keeps dripping (a byte every few seconds held a connection open for minutes), so the deadline is kept here:
 * when it passes with the body incomplete, the client gets 408 and the connection is closed.
 */
export function registerBodyDeadline(fastify: FastifyInstance, ms: number): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const hasBody = raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete) return done();
    const timer = setTimeout(() => {
      if (raw.complete || reply.raw.writableEnded) return;
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
        reply.raw.end(JSON.stringify({ statusCode: 408, error: 'Request Timeout', message: 'La petición tardó demasiado en llegar' }));
      }
      raw.socket.destroySoon();
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    done();
  });
}
