import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { SiteModule } from '../site/site.module';
import { VouchersModule } from '../vouchers/vouchers.module';
import { ARTICLE_PAGES, NO_ARTICLES } from './article-pages';
import { PageHeadsService } from './page-heads.service';
import { SeoController } from './seo.controller';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { CategoriesModule } from '../products/categories.module';
import { SITEMAP_OPTIONS, SitemapsService } from './sitemaps.service';

/**
 * Findability (issue 11): the per-page head and status of the served HTML, robots.txt and sitemaps. Reads
 * products, stores and articles only through their features' services.
 */
@Module({
  imports: [ProductsModule, CategoriesModule, VouchersModule, SiteModule],
  controllers: [SeoController],
  providers: [
    PageHeadsService,
    SitemapsService,
    { provide: SITEMAP_OPTIONS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.seo },
    { provide: ARTICLE_PAGES, useValue: NO_ARTICLES },
  ],
  exports: [PageHeadsService],
})
export class SeoModule {}
