import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { FEED_BAD_QUERY, FEED_NOT_FOUND, FeedQuerySchema, FeedSegmentSchema, feedPagePattern, feedPathFor, matchRoute, pageOfFeed, type ListKind } from '@ofertas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PageHeadsService } from '../seo/page-heads.service';
import type { AtomDocument } from './atom-document';
import { notModified } from './atom-document';
import { CouponFeedsService } from './coupon-feeds.service';
import { OfferFeedsService } from './offer-feeds.service';

const ATOM = 'application/atom+xml; charset=utf-8';
/** Readers poll; a minute of shared caching matches the server's own (FEED_CACHE_MS). */
const FEED_CACHE = 'public, max-age=60';

const LIST_KINDS: Record<string, { kind: ListKind; param: string }> = {
  '/ofertas/:keyword?': { kind: 'search', param: 'keyword' },
  '/categorias/:category?': { kind: 'category', param: 'category' },
  '/marca/:brand?': { kind: 'brand', param: 'brand' },
};

function fail(reply: FastifyReply, status: 400 | 404, message: string, issues?: Array<{ path: string; message: string }>): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ statusCode: status, error: status === 400 ? 'Bad Request' : 'Not Found', message, ...(issues ? { issues } : {}) });
}

function send(req: FastifyRequest, reply: FastifyReply, doc: AtomDocument): FastifyReply {
  void reply.header('cache-control', FEED_CACHE).header('etag', doc.etag).header('last-modified', doc.lastModified.toUTCString());
  const header = (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  };
  if (notModified(doc, header('if-none-match'), header('if-modified-since'))) return reply.code(304).send();
  return reply.type(ATOM).send(doc.xml);
}

/**
 * The Atom feeds (contracts rules/feeds.ts): /feeds/{list page}.atom with the list's filters, and the coupon
 * feeds /feeds/cupones.atom and /feeds/cupones/{tienda}.atom. A conditional GET that holds the current
 * document is answered 304; a bad query is a 400, a page without a feed a 404, both in JSON.
 */
@ApiExcludeController()
@Controller('feeds')
export class FeedsController {
  constructor(
    private readonly heads: PageHeadsService,
    private readonly offers: OfferFeedsService,
    private readonly coupons: CouponFeedsService,
  ) {}

  @Get(':file')
  top(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return this.answer(req, reply);
  }

  @Get(':section/:file')
  nested(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return this.answer(req, reply);
  }

  private async answer(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const url = new URL(req.url, 'http://feeds.invalid');
    const page = pageOfFeed(url.pathname);
    const pattern = page === null ? null : feedPagePattern(page);
    const match = page === null ? null : matchRoute(page);
    if (page === null || pattern === null || match === null) return fail(reply, 404, FEED_NOT_FOUND);
    for (const value of Object.values(match.params)) {
      if (value !== '' && !FeedSegmentSchema.safeParse(value).success) return fail(reply, 400, FEED_BAD_QUERY);
    }
    const raw = Object.fromEntries(url.searchParams);
    if (pattern === '/cupones' || pattern === '/cupones/:tienda') {
      if (url.searchParams.size > 0) return fail(reply, 400, FEED_BAD_QUERY);
      const doc = await this.coupons.feed(url.pathname, pattern === '/cupones' ? null : (match.params.tienda ?? ''));
      return doc === null ? fail(reply, 404, FEED_NOT_FOUND) : send(req, reply, doc);
    }
    const parsed = FeedQuerySchema.safeParse(raw);
    if (!parsed.success) {
      return fail(reply, 400, FEED_BAD_QUERY, parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    }
    const search = `?${url.searchParams.toString()}`;
    const head = await this.heads.headFor(page, url.searchParams);
    if (head.status !== 200) return fail(reply, 404, FEED_NOT_FOUND);
    const list = LIST_KINDS[pattern];
    if (list === undefined) return fail(reply, 404, FEED_NOT_FOUND);
    const self = feedPathFor(page, search) ?? url.pathname;
    const doc = await this.offers.feed(self, page, head.title, { kind: list.kind, param: match.params[list.param] || undefined, query: parsed.data });
    return send(req, reply, doc);
  }
}
