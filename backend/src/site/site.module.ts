import { Module } from '@nestjs/common';
import { SiteController } from './site.controller';
import { loadSiteInfo, SITE_INFO } from './site.config';

/** GET /api/site. The settings are validated when the module is created (boot fails on a bad value). */
@Module({
  controllers: [SiteController],
  providers: [{ provide: SITE_INFO, useFactory: () => loadSiteInfo(process.env) }],
  exports: [SITE_INFO],
})
export class SiteModule {}
