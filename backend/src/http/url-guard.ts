import { isSafeText, type ApiError } from '@ofertas/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ERROR_PAGE = '/error';

/** The API's own paths. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Where the catalogue's images are served: answers sent as stored, and crawlable. */
export const IMAGES_PATH = '/api/images/';

/** Paths answered with JSON, never with a page: the API and its click-outs (`/go/…`). */
export function answersJson(pathname: string): boolean {
  return isApiPath(pathname) || pathname.startsWith('/go/');
}

/** Paths the site's pages own: not the API, its click-outs or the remotes' files. */
function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return !answersJson(pathname) && !pathname.startsWith('/mfe/');
}

/** A shopper's browser asking for a page (not the API, a click-out or a remote's file). */
function opensAPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && isPagePath(request.url);
}

function toErrorPage(reply: FastifyReply): FastifyReply {
  return reply.code(302).header('cache-control', 'no-store').redirect(ERROR_PAGE);
}

/**
 * Fastify's answer to a path it cannot decode (`frameworkErrors`: FST_ERR_BAD_URL, and FST_ERR_MAX_PARAM_LENGTH
 * for a parameter past the router's limit). By default an English JSON 400, which a shopper who followed a
 * broken link saw as a raw page: a page's path goes to the site's error page instead (SPEC §2: unmatched paths
 * redirect to /error); the API, its click-outs and the remotes' files keep a JSON error.
 */
export function answerBadUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (opensAPage(request)) {
    void toErrorPage(reply);
    return;
  }
  const statusCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const body: ApiError = { statusCode, error: statusCode === 414 ? 'URI Too Long' : 'Bad Request', message: 'La dirección no es válida' };
  void reply.code(statusCode).header('cache-control', 'no-store').send(request.method === 'HEAD' ? undefined : body);
}

/**
 * Refuses a URL whose decoded text holds a NUL byte or an unpaired surrogate before any route sees it. The
 * request schemas reject them too (contracts safeString); this also covers path parameters and the pages. A
 * page's URL goes to the error page, as one with malformed escapes does (answerBadUrl); the rest get a JSON 400.
 */
export function registerUrlGuard(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.includes('%') && isSafeText(url)) return;
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.replace(/\+/g, ' '));
    } catch {
      return; // malformed escapes: a bad query is ignored by the query parser, a bad path is answered by answerBadUrl
    }
    if (isSafeText(decoded)) return;
    if (opensAPage(request)) return toErrorPage(reply);
    const body: ApiError = { statusCode: 400, error: 'Bad Request', message: 'La dirección contiene caracteres no válidos' };
    await reply.code(400).header('cache-control', 'no-store').send(request.method === 'HEAD' ? undefined : body);
  });
}
