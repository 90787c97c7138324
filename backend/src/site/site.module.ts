import { Module } from '@nestjs/common';
import { SiteController } from './site.controller';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SITE_INFO } from './site.env';

/** GET /api/site. The settings come validated from parseEnv (AppConfig.site). */
@Module({
  controllers: [SiteController],
  providers: [{ provide: SITE_INFO, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.site }],
  exports: [SITE_INFO],
})
export class SiteModule {}
