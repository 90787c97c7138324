import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SiteInfoSchema, type SiteInfo } from '@ofertas/contracts';
import { SITE_INFO } from './site.env';

@ApiTags('site')
@Controller('api/site')
export class SiteController {
  constructor(@Inject(SITE_INFO) private readonly site: SiteInfo) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Site identity, social links, GA4 id and sponsor banner (from configuration)' })
  @ApiOkResponse({ standardSchema: SiteInfoSchema })
  info(): SiteInfo {
    return this.site;
  }
}
