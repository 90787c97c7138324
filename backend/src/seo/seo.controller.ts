import { Readable } from 'node:stream';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { parseSitemapName, SitemapsService } from './sitemaps.service';

const XML = 'application/xml; charset=utf-8';
/** Crawlers fetch these rarely; an hour of shared caching is plenty and bounds their database cost. */
const SITEMAP_CACHE = 'public, max-age=3600';
/** Bytes a sitemap stream reads ahead of the client. */
const STREAM_BUFFER = 64 * 1024;

/** Text (or a stream of text) as the answer; @fastify/compress gzips it on the way when the client accepts it. */
function sendText(reply: FastifyReply, type: string, body: string | Iterable<string> | AsyncIterable<string>): FastifyReply {
  void reply.type(type).header('x-content-type-options', 'nosniff');
  // A byte stream with a small buffer: it asks the generator for the next batch only once the client (or
  // gzip) has taken the last one, so a slow crawler holds at most a batch or two in memory, never the file.
  return reply.send(Readable.from(typeof body === 'string' ? [body] : body, { objectMode: false, highWaterMark: STREAM_BUFFER }));
}

function notFound(reply: FastifyReply, path: string): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ statusCode: 404, error: 'Not Found', message: `Ruta no encontrada: GET ${path}` });
}

/** /robots.txt, the sitemap index /sitemap.xml and its children /sitemaps/{name}.xml. */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(private readonly sitemaps: SitemapsService) {}

  @Get('robots.txt')
  robots(@Res() reply: FastifyReply): FastifyReply {
    void reply.header('cache-control', 'public, max-age=3600');
    return sendText(reply, 'text/plain; charset=utf-8', this.sitemaps.robots());
  }

  @Get('sitemap.xml')
  async index(@Res() reply: FastifyReply): Promise<FastifyReply> {
    const xml = await this.sitemaps.index();
    void reply.header('cache-control', SITEMAP_CACHE);
    return sendText(reply, XML, xml);
  }

  @Get('sitemaps/:file')
  async child(@Param('file') file: string, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const name = parseSitemapName(file);
    const body = name ? await this.sitemaps.child(name) : null;
    if (!body) return notFound(reply, `/sitemaps/${file}`);
    void reply.header('cache-control', SITEMAP_CACHE);
    return sendText(reply, XML, body);
  }
}
