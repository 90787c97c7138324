import { Body, Controller, Get, Header, HttpCode, HttpException, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ALERTS_CONFIRM_INVALID,
  ALERTS_OFF,
  ALERTS_TOO_MANY,
  ALERTS_UNKNOWN_PRODUCT,
  ALERTS_UNSUBSCRIBE_INVALID,
  ALERTS_UNSUBSCRIBE_PATH,
  AlertSubscribeSchema,
  AlertTokenQuerySchema,
  type AlertAccepted,
  type AlertStatus,
  type AlertSubscribeRequest,
} from '@ofertas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../common/public-url';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { AcceptsFormBody, BODY_LIMITS, BodyLimit } from '../http/body-limits';
import { RateLimiter, type RateLimitRule } from '../limits/rate-limiter';
import { AlertSenderService } from './alert-sender.service';
import { AlertSubscriptionsService } from './alert-subscriptions.service';
import { addressKey } from './alert-tokens';

/** A shopper asks for a few alerts; a script filling in other people's addresses asks for many. */
export const ALERTS_IP_LIMIT: RateLimitRule = { name: 'alerts-ip', points: 10, durationSeconds: 3600 };
/** Confirmation mails one address may be sent a day, whoever asks: nobody floods an inbox through the site. */
export const ALERTS_ADDRESS_LIMIT: RateLimitRule = { name: 'alerts-address', points: 3, durationSeconds: 86_400 };

function refusal(status: number, error: string, message: string): HttpException {
  return new HttpException({ statusCode: status, error, message }, status);
}

@ApiTags('alerts')
@Controller('api/alerts')
export class AlertsController {
  constructor(
    private readonly subscriptions: AlertSubscriptionsService,
    private readonly sender: AlertSenderService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('status')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Whether this site sends price alerts (SMTP_URL is set)' })
  status(): AlertStatus {
    return { enabled: this.sender.enabled };
  }

  @Post()
  @HttpCode(202)
  @BodyLimit(BODY_LIMITS.contact)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Ask for a price alert: queues the confirmation mail only (double opt-in)' })
  async subscribe(
    @Body({ schema: AlertSubscribeSchema }) body: AlertSubscribeRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AlertAccepted> {
    if (!this.sender.enabled) throw refusal(409, 'Conflict', ALERTS_OFF);
    for (const [rule, key] of [
      [ALERTS_IP_LIMIT, request.ip || 'unknown'],
      [ALERTS_ADDRESS_LIMIT, addressKey(body.email)],
    ] as const) {
      const verdict = await this.limiter.consume(rule, key);
      if (!verdict.allowed) {
        void reply.header('retry-after', String(verdict.retryAfterSeconds));
        throw refusal(429, 'Too Many Requests', ALERTS_TOO_MANY);
      }
    }
    const outcome = await this.subscriptions.subscribe(body);
    if (outcome === 'unknown-product') throw refusal(404, 'Not Found', ALERTS_UNKNOWN_PRODUCT);
    // A confirmed address gets the same answer as a new one: the form tells no one whose address is known.
    return { accepted: true };
  }

  @Get('confirm')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Confirm an alert with the link of its confirmation mail' })
  async confirm(@Query({ schema: AlertTokenQuerySchema }) query: { token: string }): Promise<{ confirmed: true }> {
    if (!(await this.subscriptions.confirm(query.token))) throw refusal(404, 'Not Found', ALERTS_CONFIRM_INVALID);
    return { confirmed: true };
  }

  /** RFC 8058: a mail client posts `List-Unsubscribe=One-Click` to the header's address; the page posts the same. */
  @Post('unsubscribe')
  @HttpCode(200)
  @AcceptsFormBody()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'One-click unsubscribe (RFC 8058): deletes the address and all its alerts' })
  async unsubscribe(@Query({ schema: AlertTokenQuerySchema }) query: { token: string }): Promise<{ unsubscribed: true }> {
    if (!(await this.subscriptions.unsubscribe(query.token))) throw refusal(404, 'Not Found', ALERTS_UNSUBSCRIBE_INVALID);
    return { unsubscribed: true };
  }

  /** The header's address opened in a browser: the unsubscribe page, which asks before it acts (link scanners open links). */
  @Get('unsubscribe')
  @ApiOperation({ summary: 'Redirects to the unsubscribe page' })
  unsubscribePage(@Query({ schema: AlertTokenQuerySchema }) query: { token: string }, @Res() reply: FastifyReply): void {
    void reply.redirect(`${publicOrigin(this.config.PUBLIC_URL)}${ALERTS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(query.token)}`, 303);
  }
}
