import { HttpException, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { RateLimiter, type RateLimitRule } from '../limits/rate-limiter';

export const RATE_LIMIT_MESSAGE = 'Demasiadas solicitudes. Inténtalo de nuevo en un minuto.';

/**
 * AI calls cost money: AI_RATE_LIMIT_PER_MINUTE per client address (request.ip: the socket's address, or
 * the one a TRUST_PROXY proxy reports), across every instance when REDIS_URL is set.
 */
@Injectable()
export class AiRateLimitGuard implements CanActivate {
  private readonly rule: RateLimitRule;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly limiter: RateLimiter,
  ) {
    this.rule = { name: 'ai', points: config.AI_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.rule.points === 0) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const verdict = await this.limiter.consume(this.rule, request.ip || 'unknown');
    void reply.header('x-ratelimit-limit', String(verdict.limit)).header('x-ratelimit-remaining', String(verdict.remaining));
    if (!verdict.allowed) {
      void reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw new HttpException({ statusCode: 429, error: 'Too Many Requests', message: RATE_LIMIT_MESSAGE }, 429);
    }
    return true;
  }
}
