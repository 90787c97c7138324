import { Injectable } from '@nestjs/common';
import type { Voucher, VoucherMerchantsRequest, VouchersAnswer, VouchersRequest, VoucherStore } from '@ofertas/contracts';
import { spanishToday } from '../common/spanish-day';
import { PromotionsRepository } from './promotions.repository';

/** Coupon reads for the API and for other features (clicks); "today" is always Spain's date. */
@Injectable()
export class VouchersService {
  /** Tests move the clock; production uses the real one. */
  now: () => Date = () => new Date();

  constructor(private readonly promotions: PromotionsRepository) {}

  private today(): string {
    return spanishToday(this.now());
  }

  list(req: VouchersRequest): Promise<VouchersAnswer> {
    return this.promotions.list(req, this.today());
  }

  merchants(req: VoucherMerchantsRequest): Promise<VouchersAnswer> {
    return this.promotions.merchants(req, this.today());
  }

  stores(region: string): Promise<VoucherStore[]> {
    return this.promotions.stores(region, this.today());
  }

  /** Stores with active coupons in a region (page heads and sitemaps). */
  activeStores(region: string): Promise<Array<{ id: number; name: string; shown: number; updated_at: Date }>> {
    return this.promotions.activeStores(region, this.today());
  }

  /** The newest active coupons in Spain of joined stores (of one store and its namesakes, given its id): the coupon feeds. */
  newest(storeId: number | null, limit: number): Promise<Array<{ voucher: Voucher; createdAt: Date }>> {
    const filters: VouchersRequest['filters'] = {
      advertiserIds: storeId === null ? [] : [storeId],
      exclusiveOnly: false,
      membership: 'joined',
      regionCodes: ['ES'],
      status: 'active',
      type: 'all',
    };
    return this.promotions.newest(filters, this.today(), limit);
  }

  /** Where a coupon click goes: the promotion's stored tracking link (null when the promotion is unknown). */
  trackingUrl(promotionId: number): Promise<string | null> {
    return this.promotions.trackingUrl(promotionId);
  }
}
