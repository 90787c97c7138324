import { Inject, Injectable } from '@nestjs/common';
import { couponsFeedTitle, FEED_MAX_ENTRIES, storeLabel } from '@ofertas/contracts';
import { absoluteUrl, publicOrigin } from '../common/public-url';
import { TtlCache } from '../common/ttl-cache';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { StorePagesService } from '../vouchers/store-pages.service';
import { VouchersService } from '../vouchers/vouchers.service';
import { atomDocument, type AtomDocument } from './atom-document';
import { FEED_CACHE_MS } from './offer-feeds.service';

/** The Atom feeds of coupons: every new one, or a store's; newest first. Served from memory for FEED_CACHE_MS. */
@Injectable()
export class CouponFeedsService {
  private readonly origin: string;
  private readonly cache = new TtlCache<AtomDocument | null>(500, FEED_CACHE_MS, 'coupon-feeds');

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly vouchers: VouchersService,
    private readonly stores: StorePagesService,
  ) {
    this.origin = publicOrigin(config.PUBLIC_URL);
  }

  /** The feed at `self` of the store `tienda` (null: every store); null when no store of that name has coupons. */
  feed(self: string, tienda: string | null): Promise<AtomDocument | null> {
    return this.cache.getOrCompute(self, async () => {
      const store = tienda === null ? null : await this.stores.storePage(tienda);
      if (tienda !== null && store === null) return null;
      const page = store === null ? '/cupones' : `/cupones/${encodeURIComponent(store.store.name)}`;
      const coupons = await this.vouchers.newest(store?.store.id ?? null, FEED_MAX_ENTRIES);
      const entries = coupons.map(({ voucher: v, createdAt }) => {
        const link = absoluteUrl(this.origin, `/cupones/${encodeURIComponent(v.advertiser.name)}`);
        const code = v.voucher.code ? ` Código: ${v.voucher.code}.` : '';
        return { id: `${link}#cupon-${v.promotionId}`, title: `${storeLabel(v.advertiser.name)}: ${v.title}`, link, updated: createdAt, summary: `${v.description || v.title}${code}` };
      });
      const title = couponsFeedTitle(store === null ? null : storeLabel(store.store.name));
      return atomDocument({ self: absoluteUrl(this.origin, self), page: absoluteUrl(this.origin, page), title, since: new Date(0) }, entries);
    });
  }
}
