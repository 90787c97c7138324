import { Inject, Injectable } from '@nestjs/common';
import { brandPath, categorySlugFromName, productPath, routesOf } from '@ofertas/contracts';
import { TtlCache } from '../common/ttl-cache';
import { escapeXml } from '../common/xml';
import { PAGE_DATA_PATHS } from '../http/api-robots';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MAX_URLS_PER_SITEMAP, type SitemapOptions } from './seo.env';
import { CatalogEvents } from '../products/catalog-events';
import { ProductPagesService } from '../products/product-pages.service';
import { StorePagesService } from '../vouchers/store-pages.service';
import { ARTICLE_PAGES, type ArticlePages } from './article-pages';
import { absoluteUrl, publicOrigin } from '../common/public-url';

export const SITEMAP_OPTIONS = Symbol('SITEMAP_OPTIONS');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = '</urlset>\n';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function lastmod(d: Date | string | null | undefined): string {
  if (!d) return '';
  // Streamed rows carry ISO text made by the database: written as is (no Date per URL).
  if (typeof d === 'string' && ISO_UTC.test(d)) return `<lastmod>${d}</lastmod>`;
  const date = d instanceof Date ? d : new Date(d);
  return Number.isNaN(date.getTime()) ? '' : `<lastmod>${date.toISOString()}</lastmod>`;
}

function urlEntry(loc: string, modified?: Date | string | null): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod(modified)}</url>\n`;
}

type SmallKind = 'categories' | 'stores' | 'articles' | 'pages';

/** Child sitemaps by type; products and brands (either can pass 50,000 URLs) are split into files numbered from 1. */
export type SitemapName = { kind: 'products' | 'brands'; n: number } | { kind: SmallKind };

export function parseSitemapName(file: string): SitemapName | null {
  const split = /^(products|brands)-([1-9]\d{0,5})\.xml$/.exec(file);
  if (split) return { kind: split[1] as 'products' | 'brands', n: Number(split[2]) };
  const m = /^(categories|stores|articles|pages)\.xml$/.exec(file);
  return m ? { kind: m[1] as SmallKind } : null;
}

/** The shell's and remotes' fixed pages worth listing (no parameters, not the editor, not the error page). */
const STATIC_PATTERNS = ['shell', 'offers', 'coupons', 'blog'].flatMap((owner) =>
  routesOf(owner as 'shell').filter((r) => !r.pattern.includes(':') && r.pattern !== '/error'),
);

/**
 * The sitemap index and its children, written as async sequences of text so a 100,000-product
 * sitemap is streamed in batches with flat memory. Only live products, stores with active coupons and
 * published articles are listed; lastmod comes from the data.
 */
@Injectable()
export class SitemapsService {
  private readonly origin: string;
  /** Crawlers fetch the index and then every child: they share one split of the catalogue for a minute. */
  private readonly chunkCache = new TtlCache<Array<{ firstId: string; updatedAt: Date }>>(1, 60_000, 'sitemap-product-chunks');
  /** The same for the brand names (first name and newest change of each brands file). */
  private readonly brandChunkCache = new TtlCache<Array<{ firstName: string; updatedAt: Date }>>(1, 60_000, 'sitemap-brand-chunks');
  /** The index and the small sitemaps (a few thousand URLs at most), kept two minutes. */
  private readonly texts = new TtlCache<string>(8, 120_000, 'sitemap-texts');

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SITEMAP_OPTIONS) private readonly options: SitemapOptions,
    @Inject(ARTICLE_PAGES) private readonly articles: ArticlePages,
    private readonly products: ProductPagesService,
    private readonly stores: StorePagesService,
    events: CatalogEvents,
  ) {
    this.origin = publicOrigin(config.PUBLIC_URL);
    events.onChange(() => this.forget());
  }

  private url(path: string): string {
    return absoluteUrl(this.origin, path);
  }

  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      // The reads the pages render from: Google's renderer obeys these rules for a page's own requests too, and
      // with /api/ closed it met every product and article as the error page. The answers themselves carry
      // `X-Robots-Tag: noindex` (api-robots.ts); the longest rule wins, so the writes below stay closed.
      ...PAGE_DATA_PATHS.map((p) => `Allow: ${p}`),
      'Disallow: /api/blog/session',
      'Disallow: /api/blog/*/source',
      'Disallow: /go/',
      'Disallow: /blog/new',
      '',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  private chunks(): Promise<Array<{ firstId: string; updatedAt: Date }>> {
    return this.chunkCache.getOrCompute('all', () => this.products.chunks(this.options.urlsPerFile));
  }

  private brandChunks(): Promise<Array<{ firstName: string; updatedAt: Date }>> {
    return this.brandChunkCache.getOrCompute('all', () => this.products.brandChunks(this.options.urlsPerFile));
  }

  index(): Promise<string> {
    return this.texts.getOrCompute('index', () => this.buildIndex());
  }

  private async buildIndex(): Promise<string> {
    const [chunks, categories, brands, stores, articles] = await Promise.all([
      this.chunks(),
      this.products.groups('category', MAX_URLS_PER_SITEMAP),
      this.brandChunks(),
      this.stores.activeStores(),
      this.articles.published(),
    ]);
    const newest = <T>(list: T[], at: (x: T) => Date | string): string | null =>
      list.reduce<string | null>((best, x) => {
        const d = new Date(at(x)).toISOString();
        return best === null || d > best ? d : best;
      }, null);
    const entry = (name: string, modified: string | Date | null) => `<sitemap><loc>${escapeXml(this.url(`/sitemaps/${name}`))}</loc>${lastmod(modified)}</sitemap>\n`;
    let out = `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
    // Fixed pages have no data date of their own: no lastmod rather than an invented one.
    out += entry('pages.xml', null);
    chunks.forEach((c, i) => (out += entry(`products-${i + 1}.xml`, c.updatedAt)));
    out += entry('categories.xml', newest(categories, (c) => c.updatedAt));
    brands.forEach((b, i) => (out += entry(`brands-${i + 1}.xml`, b.updatedAt)));
    out += entry('stores.xml', newest(stores.filter((s) => s.shown > 0), (s) => s.updatedAt));
    out += entry('articles.xml', newest(articles, (a) => a.updatedAt));
    return `${out}</sitemapindex>\n`;
  }

  /** One child sitemap; null when it does not exist (a products or brands number past the last). */
  async child(name: SitemapName): Promise<Iterable<string> | AsyncIterable<string> | null> {
    // Existence first, so a missing number is a real 404 rather than an empty 200.
    if (name.kind === 'products') {
      const chunks = await this.chunks();
      if (name.n > chunks.length) return null;
      return this.productUrls(name.n - 1);
    }
    if (name.kind === 'brands') {
      const chunk = (await this.brandChunks())[name.n - 1];
      return chunk ? this.brandUrls(chunk.firstName) : null;
    }
    const kind = name.kind;
    return [await this.texts.getOrCompute(kind, () => this.smallSitemap(kind))];
  }

  /** Written batch by batch as the client reads (the HTTP stream pulls): memory is one batch, whatever the catalogue. */
  private async *productUrls(chunk: number): AsyncGenerator<string> {
    yield URLSET_OPEN;
    for await (const batch of this.products.urls(chunk, this.options.urlsPerFile)) {
      let text = '';
      for (const p of batch) text += urlEntry(this.url(productPath(p)), p.updatedAt);
      yield text;
    }
    yield URLSET_CLOSE;
  }

  /**
   * One brands file, streamed like the products. Brand pages live at their slug: two spellings of one brand in
   * the same file are listed once (sorted names put most such spellings side by side; the set holds one
   * file's slugs at most, ≤ SITEMAP_URLS_PER_FILE). Spellings whose slug meets in different files appear in
   * each, which the protocol allows.
   */
  private async *brandUrls(firstName: string): AsyncGenerator<string> {
    yield URLSET_OPEN;
    const seen = new Set<string>();
    for await (const batch of this.products.brandUrls(firstName, this.options.urlsPerFile)) {
      let text = '';
      for (const b of batch) {
        const path = brandPath(b.name);
        if (seen.has(path)) continue;
        seen.add(path);
        text += urlEntry(this.url(path), b.updatedAt);
      }
      yield text;
    }
    yield URLSET_CLOSE;
  }

  private async smallSitemap(kind: SmallKind): Promise<string> {
    let text = URLSET_OPEN;
    if (kind === 'categories') {
      for (const c of await this.products.groups('category', MAX_URLS_PER_SITEMAP)) {
        const slug = categorySlugFromName(c.name);
        text += urlEntry(this.url(`/categorias/${encodeURIComponent(slug === 'Todo' ? c.name : slug)}`), c.updatedAt);
      }
    } else if (kind === 'stores') {
      for (const s of await this.stores.activeStores()) if (s.shown > 0) text += urlEntry(this.url(`/cupones/${encodeURIComponent(s.name)}`), s.updatedAt);
    } else if (kind === 'articles') {
      for (const a of await this.articles.published()) text += urlEntry(this.url(`/blog/${encodeURIComponent(a.slug)}`), a.updatedAt);
    } else {
      for (const r of STATIC_PATTERNS) text += urlEntry(this.url(r.pattern));
    }
    return text + URLSET_CLOSE;
  }

  /** Drops the cached index and small sitemaps (after a write that changes them). */
  forget(): void {
    this.chunkCache.clear();
    this.brandChunkCache.clear();
    this.texts.clear();
  }
}
