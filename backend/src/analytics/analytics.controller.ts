import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PageViewSchema, type PageView } from '@ofertas/contracts';
import { AnalyticsService } from './analytics.service';

@ApiTags('analytics')
@Controller('api/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  /** Cookieless page view: {path, query, referrer?} → 204. Sets no cookie and stores no visitor identifier. */
  @Post('pageview')
  @HttpCode(204)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Record a page view (path + query), cookieless' })
  @ApiNoContentResponse({ description: 'Recorded' })
  async pageview(@Body({ schema: PageViewSchema }) body: PageView): Promise<void> {
    await this.analytics.record(body);
  }
}
