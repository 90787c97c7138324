import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { CatalogEvents } from '../products/catalog-events';
import { CategoriesService } from '../products/categories.service';
import { ProductsService } from '../products/products.service';
import { BlogService } from '../blog/blog.service';
import { seedSampleArticlesIfEmpty } from '../blog/sample/seed-articles';
import { seedSampleVouchersIfEmpty } from '../vouchers/sample-vouchers';
import { formatProgress } from './progress';
import { seedSampleCatalogue } from './seed';

/** First start on an empty database fills it with the sample catalogue, before the server accepts requests. */
@Injectable()
export class SeedOnBoot implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly events: CatalogEvents,
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
    private readonly blog: BlogService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.SEED !== 'auto') return;
    const promotions = await seedSampleVouchersIfEmpty(this.db, this.config.DATA_DIR);
    if (promotions > 0) this.logger.log(`sample coupons ready: ${promotions} promotions`);
    if (!(await this.products.isEmpty())) return;
    const articles = await seedSampleArticlesIfEmpty(this.blog, this.config.DATA_DIR);
    if (articles > 0) this.logger.log(`sample blog ready: ${articles} articles`);
    if (!(await this.products.isEmpty())) return;
    this.logger.log(`empty catalogue: importing ${this.config.SAMPLE_SIZE} sample products`);
    let last = 0;
    const report = await seedSampleCatalogue(this.db, this.categories, {
      dataDir: this.config.DATA_DIR,
      size: this.config.SAMPLE_SIZE,
      onProgress: (p) => {
        if (p.elapsedMs - last > 2000) {
          last = p.elapsedMs;
          this.logger.log(formatProgress(p));
        }
      },
    });
    this.events.changed();
    this.logger.log(`sample catalogue ready: ${report.inserted} products in ${report.seconds} s (${report.rowsPerSecond} rows/s)`);
  }
}
