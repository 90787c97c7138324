import { Body, Controller, Header, HttpCode, HttpException, Inject, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { PageViewSchema, type PageView } from '@ofertas/contracts';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { BODY_LIMITS, BodyLimit } from '../http/body-limits';
import { RateLimiter, type RateLimitRule } from '../limits/rate-limiter';
import { AnalyticsService } from './analytics.service';

/** The same page reported again by one client within this window is one view (reloads, double reports). */
const REPEAT_WINDOW_SECONDS = 30;

@ApiTags('analytics')
@Controller('api/analytics')
export class AnalyticsController {
  private readonly perClient: RateLimitRule;

  constructor(
    private readonly analytics: AnalyticsService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perClient = { name: 'pageview', points: config.PAGEVIEW_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 };
  }

  /**
   * Cookieless page view: {path, query, referrer?} → 204. Sets no cookie and stores no visitor identifier
   * (the client address only keys the short-lived rate and repeat counters, never the stored view).
   */
  @Post('pageview')
  @HttpCode(204)
  @BodyLimit(BODY_LIMITS.pageView)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Record a page view (path + query), cookieless; repeats within 30 s count once' })
  @ApiNoContentResponse({ description: 'Recorded (or a repeat, not counted again)' })
  @ApiTooManyRequestsResponse({ description: 'More than PAGEVIEW_RATE_LIMIT_PER_MINUTE from one client' })
  async pageview(@Body({ schema: PageViewSchema }) body: PageView, @Req() request: FastifyRequest): Promise<void> {
    const client = request.ip || 'unknown';
    const verdict = await this.limiter.consume(this.perClient, client);
    if (!verdict.allowed) {
      throw new HttpException({ statusCode: 429, error: 'Too Many Requests', message: 'Demasiadas páginas vistas desde este cliente' }, 429);
    }
    const seen = `${client}|${body.path}?${body.query ?? ''}`;
    if (!(await this.limiter.firstTime({ name: 'pageview-seen', durationSeconds: REPEAT_WINDOW_SECONDS }, seen))) return;
    await this.analytics.record(body);
  }
}
