import { HttpException, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config';

export const RATE_LIMIT_MESSAGE = 'Demasiadas solicitudes. Inténtalo de nuevo en un minuto.';

/**
 * Fixed one-minute window per client IP (behind a proxy, the first X-Forwarded-For address: the app trusts
 * its proxy). In memory, so the limit is per backend instance; AI calls cost money, page loads do not
 * need more than a handful.
 */
@Injectable()
export class AiRateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly limit: number;
  private readonly windowMs = 60_000;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limit = config.AI_RATE_LIMIT_PER_MINUTE;
  }

  canActivate(context: ExecutionContext): boolean {
    if (this.limit === 0) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const now = Date.now();
    if (this.windows.size > 50_000) {
      for (const [ip, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(ip);
    }
    const ip = request.ip || 'unknown';
    let w = this.windows.get(ip);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(ip, w);
    }
    w.count++;
    const remaining = Math.max(0, this.limit - w.count);
    void reply.header('x-ratelimit-limit', String(this.limit)).header('x-ratelimit-remaining', String(remaining));
    if (w.count > this.limit) {
      void reply.header('retry-after', String(Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000))));
      throw new HttpException({ statusCode: 429, error: 'Too Many Requests', message: RATE_LIMIT_MESSAGE }, 429);
    }
    return true;
  }
}
