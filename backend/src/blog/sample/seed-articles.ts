import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { BlogCreateRequestSchema, type BlogCreateRequest, type ContentSection } from '@ofertas/contracts';
import { generateSampleRows, type AwinRow } from '../../sample';
import { BlogService, spanishDate } from '../blog.service';
import { blogCoverPath, renderBlogCoverSvg } from './cover-svg';
import { SAMPLE_ARTICLES, type SampleArticle, type SampleSection } from './sample-articles';

/** The generator's first 39 rows cover every category once, so these products exist in any sample catalogue ≥ 39. */
const FIRST_ROWS = 39;
const DAY_MS = 86_400_000;

let firstRows: AwinRow[] | undefined;

/** The first sample product of a catalogue category (same rows whatever SAMPLE_SIZE is). */
export function sampleProductOf(category: string): AwinRow {
  firstRows ??= [...generateSampleRows({ count: FIRST_ROWS })];
  const row = firstRows.find((r) => r.category_name === category);
  if (!row) throw new Error(`sample article names an unknown catalogue category: ${category}`);
  return row;
}

function section(s: SampleSection): Partial<ContentSection> {
  const base = { section: s.section, text: s.text };
  if (!s.product) return base;
  const row = sampleProductOf(s.product.from);
  return {
    ...base,
    showProduct: s.product.image ?? false,
    showProductUrl: s.product.url ?? false,
    showProductCard: s.product.card ?? false,
    urlImage: s.product.image ? row.aw_image_url : '',
    productUrl: s.product.url ? row.aw_deep_link : '',
    productCard: s.product.card ? row.product_name : '',
  };
}

/** A sample article as the editor would send it (Markdown texts), checked by the same schema. */
export function sampleArticleRequest(a: SampleArticle): BlogCreateRequest {
  return BlogCreateRequestSchema.parse({
    id: `muestra-${a.slug}`.slice(0, 64),
    title: a.title,
    slug: a.slug,
    description: a.description,
    category: a.category,
    image: blogCoverPath(a.slug).url,
    content: a.sections.map(section),
    tags: a.tags,
    keySearch: a.keySearch,
  });
}

async function writeCovers(dataDir: string): Promise<void> {
  for (const a of SAMPLE_ARTICLES) {
    const file = join(dataDir, 'images', blogCoverPath(a.slug).file);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, renderBlogCoverSvg(a.slug, a.title, a.cover));
  }
}

export interface SeedArticlesReport {
  inserted: number;
  existing: number;
}

/**
 * Writes the sample covers and adds every sample article whose slug is not taken yet (an author's article of
 * the same slug is never touched). Published `daysAgo` before `now`, at 09:00 UTC. Running it again adds nothing.
 */
export async function seedSampleArticles(blog: BlogService, dataDir: string, now: Date = new Date()): Promise<SeedArticlesReport> {
  await writeCovers(dataDir);
  const taken = new Set((await blog.published()).map((a) => a.slug));
  let inserted = 0;
  for (const a of SAMPLE_ARTICLES) {
    if (taken.has(a.slug)) continue;
    const day = spanishDate(new Date(now.getTime() - a.daysAgo * DAY_MS));
    try {
      await blog.create(sampleArticleRequest(a), { date: day, createdAt: new Date(`${day}T09:00:00.000Z`) });
      inserted++;
    } catch (e) {
      // Another instance seeding at the same moment took the slug first: that is the same article.
      if ((e as { status?: number }).status !== 409) throw e;
    }
  }
  return { inserted, existing: SAMPLE_ARTICLES.length - inserted };
}

/** First start: only an empty blog gets the samples (articles the author deleted stay deleted). */
export async function seedSampleArticlesIfEmpty(blog: BlogService, dataDir: string): Promise<number> {
  if (!(await blog.isEmpty())) {
    // A new DATA_DIR on a shared database (another instance) still needs the cover files.
    await writeCovers(dataDir);
    return 0;
  }
  return (await seedSampleArticles(blog, dataDir)).inserted;
}
