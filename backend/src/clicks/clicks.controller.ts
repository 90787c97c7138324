import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { BACK_HOME, isSafeText, NOT_FOUND_TEXT } from '@ofertas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { RateLimiter, type RateLimitRule } from '../limits/rate-limiter';
import { ClicksService, referrerPath, type ClickKind } from './clicks.service';

/** One client clicking the same offer from the same page again within this window is one click. */
const REPEAT_WINDOW_SECONDS = 30;

/** Click-outs leave the site with the origin only (never the page path) and are never cached or indexed. */
function exitHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .header('x-robots-tag', 'noindex, nofollow');
}

const NOT_FOUND_PAGE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Oferta no disponible</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><main><h1>${NOT_FOUND_TEXT}</h1><p><a href="/">${BACK_HOME}</a></p></main></body></html>`;

/**
 * Affiliate click-outs: count the click, then 302 to the link stored for that coupon or product. The target
 * comes from the database only (no URL parameter is ever redirected to), so there is no open redirect.
 */
@ApiTags('clicks')
@Controller('go')
export class ClicksController {
  private readonly perClient: RateLimitRule;
  private readonly publicHost: string;

  constructor(
    private readonly clicks: ClicksService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perClient = { name: 'click', points: config.CLICK_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 };
    this.publicHost = new URL(config.PUBLIC_URL).host;
  }

  /**
   * Counted once per client, offer and 30 s, and at most CLICK_RATE_LIMIT_PER_MINUTE per client; the shopper
   * is redirected either way. 'Our own page' is judged against PUBLIC_URL and the Host the browser sent —
   * never X-Forwarded-Host, which any client can forge.
   */
  private async count(kind: ClickKind, target: string, request: FastifyRequest): Promise<void> {
    const client = request.ip || 'unknown';
    if (!(await this.limiter.consume(this.perClient, client)).allowed) return;
    const from = referrerPath(request.headers.referer, [this.publicHost, request.headers.host]);
    if (!(await this.limiter.firstTime({ name: 'click-seen', durationSeconds: REPEAT_WINDOW_SECONDS }, `${client}|${kind}|${target}|${from}`))) return;
    await this.clicks.record(kind, target, from);
  }

  private async go(kind: ClickKind, target: string, url: string | null, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    exitHeaders(reply);
    if (!url) {
      // A shopper following a dead link gets a page; API clients keep the JSON error.
      if (/\btext\/html\b/.test(request.headers.accept ?? '')) {
        void reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
        return;
      }
      throw new NotFoundException(kind === 'cupon' ? 'Cupón no encontrado' : 'Producto no encontrado');
    }
    // HEAD requests (link checkers, previews) are answered but not counted.
    if (request.method === 'GET') await this.count(kind, target, request);
    void reply.status(302).header('location', url).send();
  }

  @Get('cupon/:promotionId')
  @ApiOperation({ summary: "Go to a coupon's store: counts the click and redirects to its stored tracking URL" })
  @ApiParam({ name: 'promotionId', type: 'integer' })
  @ApiFoundResponse({ description: 'Location: the promotion’s urlTracking' })
  @ApiNotFoundResponse({ description: 'Unknown promotion' })
  async coupon(@Param('promotionId') raw: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
    const url = Number.isSafeInteger(id) && id <= 2_147_483_647 ? await this.clicks.couponTarget(id) : null;
    await this.go('cupon', String(id), url, request, reply);
  }

  @Get(':productId')
  @ApiOperation({ summary: "Go to a product's merchant: counts the click and redirects to its affiliate deep link (active products only)" })
  @ApiFoundResponse({ description: 'Location: the product’s deep link' })
  @ApiNotFoundResponse({ description: 'Unknown or retired product' })
  async product(@Param('productId') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const url = id.length > 0 && id.length <= 200 && isSafeText(id) ? await this.clicks.productTarget(id) : null;
    await this.go('product', id, url, request, reply);
  }
}
