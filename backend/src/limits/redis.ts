import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

/** Nest token of the shared Redis connection, or null when REDIS_URL is unset. */
export const REDIS = Symbol('REDIS');

/**
 * One connection per process, failing fast: with no offline queue a command while Redis is away errors at
 * once, and the rate limiter falls back to its in-memory twin instead of holding the request.
 */
export function connectRedis(url: string | undefined): Redis | null {
  if (!url) return null;
  const logger = new Logger('Redis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let reported = false;
  redis.on('error', (e: Error) => {
    if (!reported) logger.warn(`unavailable (${e.message}): limits fall back to this process's memory until it is back`);
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) logger.log('connected again');
    reported = false;
  });
  return redis;
}
