import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { SiteModule } from '../site/site.module';
import { VouchersModule } from '../vouchers/vouchers.module';
import { BlogModule } from '../blog/blog.module';
import { ARTICLE_PAGES } from './article-pages';
import { BlogArticlePages } from './blog-article-pages';
import { ListHintsService } from './list-hints';
import { PageHeadsService } from './page-heads.service';
import { SeoController } from './seo.controller';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { CategoriesModule } from '../products/categories.module';
import { SITEMAP_OPTIONS, SitemapsService } from './sitemaps.service';

/**
 * Findability: the per-page head and status of the served HTML, robots.txt and sitemaps. Reads
 * products, stores and articles only through their features' services.
 */
@Module({
  imports: [ProductsModule, CategoriesModule, VouchersModule, BlogModule, SiteModule],
  controllers: [SeoController],
  providers: [
    PageHeadsService,
    ListHintsService,
    SitemapsService,
    { provide: SITEMAP_OPTIONS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.seo },
    { provide: ARTICLE_PAGES, useClass: BlogArticlePages },
  ],
  exports: [PageHeadsService, SitemapsService],
})
export class SeoModule {}
