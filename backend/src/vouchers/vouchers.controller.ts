import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  VoucherMerchantsAnswerSchema,
  VoucherMerchantsRequestSchema,
  VouchersAnswerSchema,
  VouchersRequestSchema,
  VoucherStoresAnswerSchema,
  VoucherStoresQuerySchema,
  type VoucherMerchantsRequest,
  type VouchersAnswer,
  type VouchersRequest,
  type VoucherStore,
  type VoucherStoresQuery,
} from '@ofertas/contracts';
import { VouchersService } from './vouchers.service';

/** Coupons change a few times a day; a minute of shared caching is invisible to shoppers. */
const SHORT_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** Paths keep the original client's spelling ("vouncher"): they are the public contract of SPEC §7. */
@ApiTags('vouchers')
@Controller('api/vouncher')
export class VouchersController {
  constructor(private readonly vouchers: VouchersService) {}

  @Post('vounchers')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Coupons and promotions (Awin Promotions layout) filtered by store ids, exclusivity, region, status and type',
    description:
      "type: all | voucher | promotion | 'true' (exclusive only). status active never returns an expired promotion; undated ones are active. Up to 200 per page.",
  })
  @ApiBody({ schema: { type: 'object', example: { filters: { advertiserIds: [16512], exclusiveOnly: false, membership: 'joined', regionCodes: ['ES'], status: 'active', type: 'all' }, pagination: { page: 1, pageSize: 200 } } } })
  @ApiOkResponse({ standardSchema: VouchersAnswerSchema })
  list(@Body({ schema: VouchersRequestSchema }) body: VouchersRequest): Promise<VouchersAnswer> {
    return this.vouchers.list(body);
  }

  @Post('vounchermerchant')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The list of stores: one promotion per store (names without trailing "ES", spaces as hyphens, de-duplicated)',
  })
  @ApiBody({ schema: { type: 'object', example: { filters: { advertiserIds: [], exclusiveOnly: false, membership: 'all', regionCodes: ['ES'], status: 'active', type: 'all' }, pagination: { page: 1, pageSize: 200 } } } })
  @ApiOkResponse({ standardSchema: VoucherMerchantsAnswerSchema })
  merchants(@Body({ schema: VoucherMerchantsRequestSchema }) body: VoucherMerchantsRequest): Promise<VouchersAnswer> {
    return this.vouchers.merchants(body);
  }

  @Get('stores')
  @Header('cache-control', SHORT_CACHE)
  @ApiOperation({ summary: 'Every store with its logo URL and number of active promotions in a region (default ES), most first' })
  @ApiOkResponse({ standardSchema: VoucherStoresAnswerSchema })
  stores(@Query({ schema: VoucherStoresQuerySchema }) query: VoucherStoresQuery): Promise<VoucherStore[]> {
    return this.vouchers.stores(query.region);
  }
}
