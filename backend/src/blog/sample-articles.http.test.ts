import { BlogArticleSchema, BlogListAnswerSchema, ProductsAnswerSchema, wordOverlapMatches, type BlogArticle, type BlogArticleSummary } from '@ofertas/contracts';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { BlogService } from './blog.service';
import { SAMPLE_ARTICLES } from './sample/sample-articles';
import { seedSampleArticles, seedSampleArticlesIfEmpty } from './sample/seed-articles';

const DAY_MS = 86_400_000;

describe.each(databaseKinds())('sample articles on %s', (kind) => {
  let t: TestApp;
  let list: BlogArticleSummary[];
  /** The full articles (with sections) of the list, by slug. */
  let full: BlogArticle[];

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind, { SEED: 'auto', SAMPLE_SIZE: '400' }));
    list = BlogListAnswerSchema.parse((await t.get('/api/blog')).body);
    full = [];
    for (const a of list) full.push(BlogArticleSchema.parse((await t.get(`/api/blog/${a.slug}`)).body));
  });
  afterAll(async () => {
    await t?.close();
  });

  async function firstProduct(search: string) {
    const q = new URLSearchParams({ search, category: 'all', brand: 'all', price: '0', page: '1', limit: '1' });
    const res = await t.get(`/api/products/get/?${q.toString()}`);
    expect(res.status).toBe(200);
    return ProductsAnswerSchema.parse(res.body)[0];
  }

  it('are imported on first start: at least 8, black-friday-2024 among them, newest first, dates over the last year', async () => {
    expect(list.length).toBe(SAMPLE_ARTICLES.length);
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.map((a) => a.slug)).toContain('black-friday-2024');
    const dates = list.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const ages = dates.map((d) => (Date.now() - Date.parse(`${d}T12:00:00Z`)) / DAY_MS);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(-1);
    expect(Math.max(...ages)).toBeLessThanOrEqual(366);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(180);
    const bf = await t.get('/api/blog/black-friday-2024');
    expect(bf.status).toBe(200);
  });

  it('each has a description, 3–6 sections, tags, a key search that finds sample products and a served cover', async () => {
    for (const a of full) {
      expect(a.description).toMatch(/^<p>.+<\/p>$/s);
      // Sample descriptions are short: the list carries them whole.
      expect(list.find((s) => s.slug === a.slug)).toMatchObject({ description: a.description });
      expect(list.find((s) => s.slug === a.slug)).not.toHaveProperty('descriptionShortened');
      expect(a.content.length).toBeGreaterThanOrEqual(3);
      expect(a.content.length).toBeLessThanOrEqual(6);
      for (const s of a.content) expect(s.section.length > 0 && s.text.length > 0).toBe(true);
      expect(a.tags.length).toBeGreaterThan(0);
      expect((await firstProduct(a.keySearch))?.Metadata[0]?.total).toBeGreaterThan(0);
      expect(a.image).toMatch(/^\/api\/images\/blog\/[a-z0-9-]+\.svg$/);
      const cover = await t.get(a.image);
      expect(cover.status).toBe(200);
      expect(cover.headers.get('content-type')).toBe('image/svg+xml');
      expect(String(cover.body)).toContain(`<title`);
    }
  });

  it('together use every product-block kind, each pointing at a real sample product', async () => {
    const sections = full.flatMap((a) => a.content);
    const images = sections.filter((s) => s.showProduct);
    const links = sections.filter((s) => s.showProductUrl);
    const cards = sections.filter((s) => s.showProductCard);
    for (const kind of [images, links, cards]) expect(kind.length).toBeGreaterThan(0);
    for (const s of images) expect((await t.get(s.urlImage)).status).toBe(200);
    for (const s of links) expect(s.productUrl).toMatch(/^https:\/\/www\.awin1\.com\/pclick\.php\?p=\d+/);
    for (const s of cards) {
      // What the blog remote does: page 1, limit 1, then the ≥ 80 % word-overlap check of contracts.
      const product = (await firstProduct(s.productCard))?.Data[0];
      expect(product).toBeDefined();
      expect(wordOverlapMatches(s.productCard, product?.title ?? '')).toBe(true);
    }
  });

  it('seeding again adds nothing; a deleted sample article comes back only through the seed command, not on boot', async () => {
    expect(await seedSampleArticles(t.app.get(BlogService), t.config.DATA_DIR)).toEqual({ inserted: 0, existing: SAMPLE_ARTICLES.length });
    await t.db.query(`DELETE FROM blog_article WHERE slug = 'viajar-barato-escapadas'`);
    expect(await seedSampleArticlesIfEmpty(t.app.get(BlogService), t.config.DATA_DIR)).toBe(0);
    expect((await t.get('/api/blog/viajar-barato-escapadas')).status).toBe(404);
    expect(await seedSampleArticles(t.app.get(BlogService), t.config.DATA_DIR)).toEqual({ inserted: 1, existing: SAMPLE_ARTICLES.length - 1 });
    expect((await t.get('/api/blog/viajar-barato-escapadas')).status).toBe(200);
  });
});
