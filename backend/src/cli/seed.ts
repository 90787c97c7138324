import '../compile-cache';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { BlogService } from '../blog/blog.service';
import { seedSampleArticles } from '../blog/sample/seed-articles';
import { progressPrinter } from '../catalog-import/progress';
import { seedSampleCatalogue } from '../catalog-import/seed';
import { CategoriesService } from '../products/categories.service';
import { notifyCatalogChanged } from '../products/catalog-channel';
import { runCli } from './run-cli';

const { values } = parseArgs({ options: { size: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } });
if (values.help) {
  console.log('usage: npm run seed [-- --size N]\n\nWrites and imports the sample catalogue again and adds any missing sample blog article (idempotent: unchanged rows stay untouched).');
  process.exit(0);
}

void runCli(async (app, config) => {
  const size = values.size === undefined ? config.SAMPLE_SIZE : Number(values.size);
  if (!Number.isInteger(size) || size < 1 || size > 2_000_000) throw new Error('--size must be a whole number between 1 and 2000000');
  const bar = progressPrinter();
  const report = await seedSampleCatalogue(app.get(DataSource), app.get(CategoriesService), { dataDir: config.DATA_DIR, size, onProgress: (p) => bar.update(p) });
  bar.done();
  if (config.databaseKind === 'postgres') await notifyCatalogChanged(app.get(DataSource));
  console.log(`sample catalogue: ${report.inserted} new, ${report.updated} updated, ${report.unchanged} unchanged, ${report.retired} retired`);
  const blog = await seedSampleArticles(app.get(BlogService), config.DATA_DIR);
  console.log(`sample blog: ${blog.inserted} new articles, ${blog.existing} already there`);
});
