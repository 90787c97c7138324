import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Maintenance } from '../database/maintenance';
import { CatalogEvents } from '../products/catalog-events';
import { CategoriesService } from '../products/categories.service';
import { ProductsService } from '../products/products.service';
import { BlogService } from '../blog/blog.service';
import { seedSampleArticlesIfEmpty } from '../blog/sample/seed-articles';
import { seedSampleVouchersIfEmpty } from '../vouchers/sample-vouchers';
import { findDamage, isDamaged, repairDamage, type CatalogueDamage } from './import-runs';
import { formatProgress } from './progress';
import { isSampleFeed, seedSampleCatalogue } from './seed';

const REPAIR = 'catalogue repair after an interrupted import';

/**
 * At start: an empty database is filled with the sample catalogue before the server accepts requests; what an
 * interrupted import left (a 'running' run of a dead process, its seen ids, dropped indexes, a half-done
 * sample seed) is repaired in the background while the site serves and /api/health says 'degraded'.
 */
@Injectable()
export class SeedOnBoot implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Seed');
  private repairing: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly events: CatalogEvents,
    private readonly maintenance: Maintenance,
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
    private readonly blog: BlogService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.SEED === 'auto') {
      const promotions = await seedSampleVouchersIfEmpty(this.db, this.config.DATA_DIR);
      if (promotions > 0) this.logger.log(`sample coupons ready: ${promotions} promotions`);
    }
    const damage = await findDamage(this.db);
    if (isDamaged(damage)) {
      this.maintenance.begin(REPAIR);
      this.repairing = this.repair(damage).finally(() => this.maintenance.end(REPAIR));
      return;
    }
    if (this.config.SEED === 'auto' && (await this.products.isEmpty())) {
      const articles = await seedSampleArticlesIfEmpty(this.blog, this.config.DATA_DIR);
      if (articles > 0) this.logger.log(`sample blog ready: ${articles} articles`);
      await this.seed();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.repairing;
  }

  private async repair(damage: CatalogueDamage): Promise<void> {
    try {
      this.logger.warn(
        `repairing after an interrupted import: ${damage.deadRuns.length} run(s) marked interrupted, ` +
          `${damage.missingIndexes.length} index(es) to rebuild` +
          (damage.primaryKeyMissing ? ", price history's primary key to add back" : ''),
      );
      await repairDamage(this.db, damage);
      const seedCut = damage.deadRuns.some((r) => r.kind === 'products' && isSampleFeed(r.source));
      if (this.config.SEED === 'auto' && (seedCut || (await this.products.isEmpty()))) await this.seed();
      this.events.changed();
      this.logger.log('catalogue repaired');
    } catch (e) {
      this.logger.error(`catalogue repair failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private async seed(): Promise<void> {
    this.logger.log(`importing ${this.config.SAMPLE_SIZE} sample products`);
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
