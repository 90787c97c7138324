import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/config';
import { CatalogImportModule } from './catalog-import/catalog-import.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { ImagesModule } from './images/images.module';
import { CategoriesModule } from './products/categories.module';
import { PriceHistoryModule } from './products/price-history.module';
import { ProductsModule } from './products/products.module';
import { VouchersModule } from './vouchers/vouchers.module';
import { AiModule } from './ai/ai.module';
import { ClicksModule } from './clicks/clicks.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { FrontendsModule } from './frontends/frontends.module';
import { SiteModule } from './site/site.module';
import { BlogModule } from './blog/blog.module';
import { LimitsModule } from './limits/limits.module';
import { SeoModule } from './seo/seo.module';
import { FeedsModule } from './feeds/feeds.module';
import { EditorModule } from './editor/editor.module';
import { ContactModule } from './contact/contact.module';
import { AlertsModule } from './alerts/alerts.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, LimitsModule, ProductsModule, CategoriesModule, PriceHistoryModule, CatalogImportModule, HealthModule, ImagesModule, VouchersModule, AiModule, ClicksModule, SiteModule, BlogModule, EditorModule, AnalyticsModule, ContactModule, AlertsModule, SeoModule, FeedsModule, FrontendsModule],
    };
  }
}
