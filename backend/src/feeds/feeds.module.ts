import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { SeoModule } from '../seo/seo.module';
import { VouchersModule } from '../vouchers/vouchers.module';
import { CouponFeedsService } from './coupon-feeds.service';
import { FeedsController } from './feeds.controller';
import { OfferFeedsService } from './offer-feeds.service';

/** Atom feeds of the offers lists and the coupon pages; reads products, coupons and page titles through their features' services. */
@Module({
  imports: [ProductsModule, VouchersModule, SeoModule],
  controllers: [FeedsController],
  providers: [OfferFeedsService, CouponFeedsService],
})
export class FeedsModule {}
