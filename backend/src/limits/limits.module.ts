import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { RateLimiter } from './rate-limiter';
import { connectRedis, REDIS } from './redis';

/** The shared RateLimiter (and the Redis connection behind it when REDIS_URL is set), for every module. */
@Global()
@Module({
  providers: [{ provide: REDIS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => connectRedis(config.REDIS_URL) }, RateLimiter],
  exports: [REDIS, RateLimiter],
})
export class LimitsModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
