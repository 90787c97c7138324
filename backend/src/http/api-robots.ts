import type { FastifyInstance } from 'fastify';
import { IMAGES_PATH, isApiPath } from './url-guard';

/**
 * The API paths the shopper pages read their content from (GET, and the vouchers' POST lists), which robots.txt
 * opens to crawlers that render pages, and images, which image search and link previews fetch.
 */
export const PAGE_DATA_PATHS = ['/api/products/', '/api/categories/', '/api/brand/', '/api/blog', '/api/vouncher/', '/api/site', IMAGES_PATH] as const;

/**
 * Every API answer but an image says `X-Robots-Tag: noindex`: a crawler may read the data a page is drawn from,
 * but the JSON is not a page of its own to list in results.
 */
export function registerApiRobots(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !request.url.startsWith(IMAGES_PATH)) void reply.header('x-robots-tag', 'noindex');
    return payload;
  });
}
