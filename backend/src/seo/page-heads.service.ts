import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BLOG_SLUG_PATTERN,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  NOINDEX_FOLLOW,
  productJsonLd,
  productListJsonLd,
  websiteJsonLd,
  BACK_TO_SCHOOL_SEARCH,
  BLACK_FRIDAY_MIN_DISCOUNT,
  SPECIAL_LIST_NAMES,
  SPECIAL_LIST_SERVED_ITEMS,
  brandPath,
  categoryNameFromSlug,
  categorySlugFromName,
  clampPage,
  faqPageJsonLd,
  feedPathFor,
  htmlToPlainText,
  listPageDescription,
  listPageTitle,
  matchRoute,
  productHeading,
  productImages,
  productPageTitle,
  productPath,
  searchToSlug,
  slugToSearchText,
  spanishMonthName,
  storeCouponsLead,
  storeCouponsTitle,
  storeFaqs,
  storeLabel,
  stripCountrySuffix,
  routeTitle,
  type RouteEntry,
  type SiteInfo,
} from '@ofertas/contracts';
import { TtlCache } from '../common/ttl-cache';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { BrandNamesService } from '../products/brand-names.service';
import { CatalogEvents } from '../products/catalog-events';
import { CategoriesService } from '../products/categories.service';
import { ProductPagesService } from '../products/product-pages.service';
import { ProductsService, type ListingRequest } from '../products/products.service';
import { SITE_INFO } from '../site/site.env';
import { StorePagesService } from '../vouchers/store-pages.service';
import { ARTICLE_PAGES, type ArticlePages } from './article-pages';
import { ListHintsService } from './list-hints';
import type { HeadMeta, PageHead } from './page-head';
import { absoluteUrl, publicOrigin } from '../common/public-url';

const DESCRIPTION_MAX = 300;
/** The whole catalogue's list, the canonical of /ofertas and /marca too. */
const ALL_PRODUCTS_PATH = '/categorias/todo';


function clip(text: string): string {
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

interface Social {
  type: 'website' | 'product' | 'article';
  title: string;
  description: string;
  url: string;
  image?: string | null;
}

function socialMeta(siteName: string, s: Social): HeadMeta[] {
  const meta: HeadMeta[] = [
    { key: 'og:type', content: s.type },
    { key: 'og:site_name', content: siteName },
    { key: 'og:locale', content: 'es_ES' },
    { key: 'og:title', content: s.title },
    { key: 'og:description', content: s.description },
    { key: 'og:url', content: s.url },
  ];
  if (s.image) meta.push({ key: 'og:image', content: s.image });
  meta.push(
    { key: 'twitter:card', content: s.image ? 'summary_large_image' : 'summary' },
    { key: 'twitter:title', content: s.title },
    { key: 'twitter:description', content: s.description },
  );
  if (s.image) meta.push({ key: 'twitter:image', content: s.image });
  return meta;
}

/**
 * The head of every page the server serves: title, description, canonical, social tags and
 * JSON-LD from the same data the remote will show, and the status (404 unknown path, product, store or
 * article; 410 retired product). Answers are cached briefly (30 s, bounded) so a served page costs a map
 * lookup; an import in this process drops them at once.
 */
@Injectable()
export class PageHeadsService {
  private readonly logger = new Logger('PageHeads');
  private readonly cache = new TtlCache<PageHead>(5000, 30_000, 'page-heads');
  private readonly categoryTitles = new TtlCache<Map<string, string>>(1, 60_000, 'category-titles');
  private readonly origin: string;
  /** Tests move the clock (price-valid-until date, coupons month). */
  now: () => Date = () => new Date();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SITE_INFO) private readonly site: SiteInfo,
    @Inject(ARTICLE_PAGES) private readonly articles: ArticlePages,
    private readonly products: ProductPagesService,
    private readonly categories: CategoriesService,
    private readonly brands: BrandNamesService,
    private readonly stores: StorePagesService,
    private readonly listHints: ListHintsService,
    private readonly listings: ProductsService,
    events: CatalogEvents,
  ) {
    this.origin = publicOrigin(config.PUBLIC_URL);
    events.onChange(() => {
      this.cache.clear();
      this.categoryTitles.clear();
    });
  }

  /** Drops every cached head (after a write that changes what a page shows). */
  forget(): void {
    this.cache.clear();
  }

  async headFor(pathname: string, search: URLSearchParams): Promise<PageHead> {
    const page = clampPage(search.get('page') ?? 1);
    try {
      const head = await this.cache.getOrCompute(`${page}|${pathname}`, () => this.build(pathname, page));
      const hints = head.status === 200 ? await this.listHints.hintsFor(pathname, search) : null;
      const feed = head.status === 200 ? feedPathFor(pathname, `?${search.toString()}`) : null;
      return { ...head, ...hints, ...(feed === null ? {} : { feed: { href: this.url(feed), title: head.title } }) };
    } catch (err) {
      // The page still works without its data-filled head (the remote fills it): serve the route's own.
      this.logger.warn(`head of ${pathname}: ${err instanceof Error ? err.message : String(err)}`);
      const match = matchRoute(pathname);
      return match ? this.plain(match.route, pathname) : this.notFound();
    }
  }

  private url(path: string): string {
    return absoluteUrl(this.origin, path);
  }

  private title(text: string): string {
    return this.site.siteName ? `${text} | ${this.site.siteName}` : text;
  }

  /** A page with its route's own title and description. */
  private plain(route: RouteEntry, path: string, extra: Partial<PageHead> = {}): PageHead {
    const url = this.url(path);
    const title = routeTitle(route, this.now());
    return {
      status: 200,
      title: this.title(title),
      description: route.description,
      canonical: url,
      robots: null,
      meta: socialMeta(this.site.siteName, { type: 'website', title, description: route.description, url }),
      jsonLd: [],
      ...extra,
    };
  }

  /** The error page's head, with the status the page answers. */
  private notFound(status: 404 | 410 = 404): PageHead {
    const route = matchRoute('/error')?.route;
    return {
      status,
      title: this.title(route?.title ?? 'Página no encontrada'),
      description: route?.description ?? '',
      canonical: null,
      robots: 'noindex',
      meta: [],
      jsonLd: [],
    };
  }

  private async build(pathname: string, page: number): Promise<PageHead> {
    const match = matchRoute(pathname);
    if (!match) return this.notFound();
    const { route, params } = match;
    switch (route.pattern) {
      case '/':
        return this.plain(route, '/', { jsonLd: [websiteJsonLd(this.site.siteName, this.origin)] });
      case '/ofertas/:keyword?':
        return this.searchList(route, params.keyword ?? '', page);
      case '/categorias/:category?':
        return this.categoryList(params.category ?? '', page);
      case '/marca/:brand?':
        return this.brandList(params.brand ?? '', page);
      case '/ofertas/:title/:id':
        return this.product(params.id ?? '');
      case '/cupones/:tienda':
        return this.store(params.tienda ?? '');
      case '/blog/:slug':
      case '/:slug':
        return this.article(params.slug ?? '');
      case '/ofertas/black-friday':
        return this.specialList(route, SPECIAL_LIST_NAMES.blackFriday, { search: null, minDiscount: BLACK_FRIDAY_MIN_DISCOUNT });
      case '/ofertas/vuelta-al-cole':
        return this.specialList(route, SPECIAL_LIST_NAMES.backToSchool, { search: BACK_TO_SCHOOL_SEARCH });
      case '/blog/new':
        return this.plain(route, '/blog/new', { robots: 'noindex, nofollow' });
      case '/error':
        return this.notFound();
      default:
        return this.plain(route, route.pattern);
    }
  }

  /** A special page: its route's head and its first products as an ItemList with offers (as the page writes it). */
  private async specialList(route: RouteEntry, name: string, filters: Pick<ListingRequest, 'search' | 'minDiscount'>): Promise<PageHead> {
    const answer = await this.listings.list({ category: 'all', brand: 'all', price: 0, page: 1, limit: SPECIAL_LIST_SERVED_ITEMS, ...filters });
    const items = (answer[0]?.Data ?? []).map((p) => ({
      product: p,
      url: this.url(productPath(p)),
      images: productImages(p).map((i) => this.url(i)),
      store: stripCountrySuffix(p.merchant).trim(),
    }));
    return this.plain(route, route.pattern, { jsonLd: items.length > 0 ? [productListJsonLd(name, items)] : [] });
  }

  private list(path: string, keyword: string, page: number, extra: Partial<PageHead> = {}): PageHead {
    const url = this.url(page > 1 ? `${path}?page=${page}` : path);
    const title = listPageTitle(keyword, page);
    const description = listPageDescription(keyword);
    return {
      status: 200,
      title: this.title(title),
      description,
      canonical: url,
      robots: null,
      meta: socialMeta(this.site.siteName, { type: 'website', title, description, url }),
      jsonLd: [breadcrumbJsonLd([{ name: 'Inicio', url: this.url('/') }, { name: keyword, url }])],
      ...extra,
    };
  }

  /** Free-text searches are endless: crawlers may follow their links but not index them. */
  private searchList(route: RouteEntry, keyword: string, page: number): PageHead {
    const text = slugToSearchText(keyword);
    // The whole catalogue: one canonical for its three addresses (listCanonicalHref).
    if (!text) return this.list(ALL_PRODUCTS_PATH, 'Todo', page);
    const slug = searchToSlug(text);
    return this.list(slug ? `/ofertas/${slug}` : route.pattern, text, page, { robots: NOINDEX_FOLLOW });
  }

  /** Editorial category titles by lower-cased English name. */
  private categoryTitleMap(): Promise<Map<string, string>> {
    return this.categoryTitles.getOrCompute('all', async () => {
      const all = await this.categories.all();
      return new Map(all.map((c) => [c.value.toLowerCase(), c.title]));
    });
  }

  private async categoryTitle(name: string): Promise<string> {
    return (await this.categoryTitleMap()).get(name.toLowerCase()) ?? name;
  }

  /** Whether a category name is one the site knows (slug table or editorial categories), case-insensitively. */
  private async knownCategory(name: string): Promise<boolean> {
    return categorySlugFromName(name) !== 'Todo' || (await this.categoryTitleMap()).has(name.toLowerCase());
  }

  private async categoryList(param: string, page: number): Promise<PageHead> {
    const name = categoryNameFromSlug(param.trim() || 'todo');
    // SPEC §3: an unknown category falls back to 'Todo', as the list page itself does.
    if (name.toLowerCase() === 'all' || !(await this.knownCategory(name))) return this.list(ALL_PRODUCTS_PATH, 'Todo', page);
    const slug = categorySlugFromName(name);
    return this.list(`/categorias/${encodeURIComponent(slug === 'Todo' ? name : slug)}`, await this.categoryTitle(name), page);
  }

  /** Any spelling of a brand (slug, old-style name) is named as the catalogue spells it, canonical on its slug. */
  private async brandList(param: string, page: number): Promise<PageHead> {
    const brand = param.trim();
    if (!brand || brand.toLowerCase() === 'all') return this.list(ALL_PRODUCTS_PATH, 'Todas las marcas', page);
    const resolved = await this.brands.resolve(brand);
    // A brand no live product has is an empty list under any name typed in: not a page to index.
    if (!resolved) return this.list(brandPath(brand), brand, page, { robots: NOINDEX_FOLLOW });
    return this.list(brandPath(resolved), resolved, page);
  }

  private async product(id: string): Promise<PageHead> {
    const found = await this.products.page(id);
    if (!found) return this.notFound(404);
    if (!found.live) return this.notFound(410);
    const p = found.product;
    const url = this.url(productPath(p));
    const pageImages = productImages(p);
    const images = pageImages.map((i) => this.url(i));
    const store = p.merchant.trim();
    const heading = productHeading(p.title);
    const description = clip(p.description.trim() || p.title);
    const crumbs = [{ name: 'Inicio', url: this.url('/') }];
    if (p.category) {
      const slug = categorySlugFromName(p.category);
      crumbs.push({
        name: await this.categoryTitle(p.category),
        url: this.url(`/categorias/${encodeURIComponent(slug === 'Todo' ? p.category : slug)}`),
      });
    }
    crumbs.push({ name: p.title, url });
    const meta = socialMeta(this.site.siteName, { type: 'product', title: heading, description, url, image: images[0] ?? null });
    meta.push({ key: 'product:price:amount', content: p.price.toFixed(2) }, { key: 'product:price:currency', content: 'EUR' });
    return {
      status: 200,
      title: this.title(productPageTitle(heading, store)),
      description,
      canonical: url,
      robots: null,
      meta,
      // The gallery's first image, as the product page asks for it (same rule, same URL).
      lcpImage: pageImages[0] ?? null,
      jsonLd: [
        productJsonLd({ product: p, url, images, store, inStock: found.inStock }),
        breadcrumbJsonLd(crumbs),
      ],
    };
  }

  private async store(tienda: string): Promise<PageHead> {
    const found = await this.stores.storePage(tienda.trim());
    if (!found) return this.notFound();
    const { store, coupons } = found;
    const now = this.now();
    const title = storeCouponsTitle(store.name, spanishMonthName(now.getUTCMonth()), now.getUTCFullYear());
    const description = storeCouponsLead(store.name);
    const url = this.url(`/cupones/${encodeURIComponent(store.name)}`);
    const jsonLd = [
      breadcrumbJsonLd([
        { name: 'Inicio', url: this.url('/') },
        { name: 'Cupones', url: this.url('/cupones') },
        { name: storeLabel(store.name), url },
      ]),
    ];
    // The page shows its FAQ when it lists coupons (all of one store): the same questions, the same answers.
    if (coupons.length > 0) jsonLd.push(faqPageJsonLd(storeFaqs(storeLabel(store.name), coupons)));
    return {
      status: 200,
      title: this.title(title),
      description,
      canonical: url,
      robots: null,
      meta: socialMeta(this.site.siteName, { type: 'website', title, description, url }),
      jsonLd,
    };
  }

  private async article(slug: string): Promise<PageHead> {
    if (!BLOG_SLUG_PATTERN.test(slug)) return this.notFound();
    const a = await this.articles.bySlug(slug);
    if (!a) return this.notFound();
    const url = this.url(`/blog/${a.slug}`);
    const description = clip(htmlToPlainText(a.description) || a.title);
    const image = a.image ? this.url(a.image) : null;
    return {
      status: 200,
      title: this.title(a.title),
      description,
      canonical: url,
      robots: null,
      meta: [
        ...socialMeta(this.site.siteName, { type: 'article', title: a.title, description, url, image }),
        { key: 'article:published_time', content: a.date },
        { key: 'article:modified_time', content: a.updatedAt },
      ],
      // The article page's cover, as its <img> asks for it.
      lcpImage: a.image || null,
      jsonLd: [
        blogPostingJsonLd({
          title: a.title,
          description,
          url,
          image,
          author: a.author || this.site.owner,
          datePublished: a.date,
          dateModified: a.updatedAt,
          category: a.category,
          tags: a.tags,
          siteName: this.site.siteName,
        }),
        breadcrumbJsonLd([
          { name: 'Inicio', url: this.url('/') },
          { name: 'Blog', url: this.url('/blog') },
          { name: a.title, url },
        ]),
      ],
    };
  }
}
