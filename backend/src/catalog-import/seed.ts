import * as fs from 'node:fs';
import * as path from 'node:path';
import type { DataSource } from 'typeorm';
import type { CategoriesService } from '../products/categories.service';
import { generateSampleRows, sampleCategoryRecords, writeSampleFeed, writeSampleImages } from '../sample';
import { importFeed, type ImportProgress, type ImportReport } from './import-feed';
import { addSampleHistory } from './sample-history';

export interface SeedOptions {
  dataDir: string;
  size: number;
  onProgress?: (p: ImportProgress) => void;
}

/**
 * Writes the deterministic sample catalogue (feed, images, category records) under dataDir and imports it
 * through the same path as a real merchant feed, with an earlier price history (sample-history.ts). Running
 * it again changes nothing.
 */
export async function seedSampleCatalogue(db: DataSource, categories: CategoriesService, options: SeedOptions): Promise<ImportReport> {
  const sampleDir = path.join(options.dataDir, 'sample');
  fs.mkdirSync(sampleDir, { recursive: true });
  const feed = path.join(sampleDir, `catalogo-muestra-${options.size}.csv.gz`);
  if (!fs.existsSync(feed)) {
    const partial = `${feed}.partial`;
    await writeSampleFeed(partial, { count: options.size });
    fs.renameSync(partial, feed);
  }
  await writeSampleImages(path.join(options.dataDir, 'images'), generateSampleRows({ count: options.size }));
  await categories.upsert(sampleCategoryRecords());
  const report = await importFeed(db, { source: feed, onProgress: options.onProgress });
  await addSampleHistory(db);
  return report;
}

const SAMPLE_FEED = /(^|[\\/])catalogo-muestra-\d+\.csv\.gz$/;

/** Whether an import run's source is the sample catalogue's feed (whose interruption a start completes). */
export function isSampleFeed(source: string): boolean {
  return SAMPLE_FEED.test(source);
}
