import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PriceHistoryAnswerSchema, PriceHistoryQuerySchema, type PriceHistoryAnswer, type PriceHistoryQuery } from '@ofertas/contracts';
import { PriceHistoryService } from './price-history.service';

@ApiTags('products')
@Controller('api/products')
export class PriceHistoryController {
  constructor(private readonly history: PriceHistoryService) {}

  @Get('price-history')
  @Header('cache-control', 'public, max-age=300, stale-while-revalidate=600')
  @ApiOperation({ summary: "A product's prices of the last 90 days (one point per day with a change) and its 30-day low" })
  @ApiOkResponse({ standardSchema: PriceHistoryAnswerSchema })
  priceHistory(@Query({ schema: PriceHistoryQuerySchema }) query: PriceHistoryQuery): Promise<PriceHistoryAnswer> {
    return this.history.forProduct(query.id);
  }
}
