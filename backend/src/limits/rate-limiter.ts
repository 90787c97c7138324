import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { rateLimitRefusals } from '../metrics/metrics-registry';
import { REDIS } from './redis';

/** A budget: `points` uses per key in `durationSeconds` (fixed window starting at a key's first use). */
export interface RateLimitRule {
  /** Unique per feature: 'ai', 'pageview', 'editor-login'… (the Redis key prefix). */
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
}

export interface RateLimitVerdict {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the key's window ends (0 when allowed and nothing is spent). */
  readonly retryAfterSeconds: number;
}

/**
 * Rate limits and throttles shared by every feature. With REDIS_URL they are counted in Redis, so a limit
 * of N holds across all backend instances; without it (or while Redis is unreachable) in this process's
 * memory. Example, the editor's login throttle: 5 tries per client per 15 minutes —
 *   const v = await limiter.consume({ name: 'editor-login', points: 5, durationSeconds: 900 }, request.ip);
 *   if (!v.allowed) throw 429 with Retry-After v.retryAfterSeconds;  on success: limiter.reset(rule, ip).
 */
@Injectable()
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.REDIS_KEY_PREFIX}:rl:`;
  }

  /** Whether Redis holds the counters (false: this process only). */
  get shared(): boolean {
    return this.redis !== null;
  }

  private limiter(rule: RateLimitRule): RateLimiterAbstract {
    const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const options = { keyPrefix: `${this.prefix}${rule.name}`, points: rule.points, duration: rule.durationSeconds };
      limiter = this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Spends `points` of `key`'s budget; refused (allowed: false) once it is exhausted. */
  async consume(rule: RateLimitRule, key: string, points = 1): Promise<RateLimitVerdict> {
    const verdict = await this.spend(rule, key, points);
    if (!verdict.allowed) rateLimitRefusals.inc({ rule: rule.name });
    return verdict;
  }

  private async spend(rule: RateLimitRule, key: string, points: number): Promise<RateLimitVerdict> {
    try {
      const res = await this.limiter(rule).consume(key, points);
      return { allowed: true, limit: rule.points, remaining: res.remainingPoints, retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) };
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      return { allowed: false, limit: rule.points, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
    }
  }

  /** True the first time `key` is seen within the rule's window (de-duplication). Long keys are stored hashed. */
  async firstTime(rule: Omit<RateLimitRule, 'points'>, key: string): Promise<boolean> {
    const short = key.length > 64 ? createHash('sha1').update(key).digest('base64url') : key;
    return (await this.spend({ ...rule, points: 1 }, short, 1)).allowed;
  }

  /** Forgets `key`'s spending (e.g. after a successful login). */
  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule).delete(key);
  }
}
