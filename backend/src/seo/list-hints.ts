import { Injectable, Logger } from '@nestjs/common';
import {
  apiRequestUrl,
  cardImage,
  listingRequest,
  matchRoute,
  offersPageSizeMedia,
  parseListLocation,
  ProductsByCategoryQuerySchema,
  ProductsQuerySchema,
  type ListKind,
  type ListState,
} from '@ofertas/contracts';
import { TtlCache } from '../common/ttl-cache';
import { within } from '../common/within';
import { CatalogEvents } from '../products/catalog-events';
import { CategoriesService } from '../products/categories.service';
import { ProductsService } from '../products/products.service';
import type { PageHead } from './page-head';

const LIST_ROUTES: Record<string, { kind: ListKind; param: string }> = {
  '/ofertas/:keyword?': { kind: 'search', param: 'keyword' },
  '/categorias/:category?': { kind: 'category', param: 'category' },
  '/marca/:brand?': { kind: 'brand', param: 'brand' },
};

/**
 * The longest a served list page waits for each of its hints' reads: the editorial category names (cached 60 s)
 * and its first card's image (one listing query, limit 1, cached 30 s; at 100,000 products on PostgreSQL the
 * listing answers within 10 ms at p95). A safety net for a stalled database: past it the page goes out without
 * that hint, and the read goes on for the next visit.
 */
export const IMAGE_HINT_WAIT_MS = 1000;

/** What a served list page hints: its listing call per page-size band, and its first card's image. */
export type ListHints = Pick<PageHead, 'lcpImage' | 'preloadFetches'>;

/**
 * The first calls of a list page, hinted in the served HTML: without them a phone fetched the list
 * only after the shell, the remote and its chunk had run, and the first card's image after that (Lighthouse:
 * 1.1 s of "resource load delay" on the LCP image). The location is read with the offers remote's own rules
 * (contracts list-location), so the hinted URL is the one its first render asks for, byte for byte; the
 * browser fetches only the band its window width is in. Nothing is hinted when the remote's first call would
 * not be its last (a category the editorial list alone knows: the remote asks again once that list arrives).
 */
@Injectable()
export class ListHintsService {
  private readonly logger = new Logger('ListHints');
  /** The first card's image per listing filter set (one limit-1 query; cleared when the catalogue changes). */
  private readonly images = new TtlCache<string | null>(2000, 30_000, 'list-hint-images');
  private readonly editorial = new TtlCache<string[]>(1, 60_000, 'list-hint-editorial');

  constructor(
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
    events: CatalogEvents,
  ) {
    events.onChange(() => {
      this.images.clear();
      this.editorial.clear();
    });
  }

  async hintsFor(pathname: string, search: URLSearchParams): Promise<ListHints | null> {
    const match = matchRoute(pathname);
    const list = match ? LIST_ROUTES[match.route.pattern] : undefined;
    if (!match || !list) return null;
    const param = match.params[list.param] || undefined;
    const query = `?${search.toString()}`;
    const editorial = await this.editorialNames();
    if (!editorial) return null;
    const first = parseListLocation(list.kind, param, query, []);
    if (!sameState(first, parseListLocation(list.kind, param, query, editorial))) return null;
    return {
      preloadFetches: offersPageSizeMedia().map(({ size, media }) => ({ href: apiRequestUrl(listingRequest(first, size)), media })),
      // Page 1 starts with the same product whatever the page size; later pages do not.
      lcpImage: first.page === 1 ? await within(this.firstImage(first), IMAGE_HINT_WAIT_MS, null) : null,
    };
  }

  /** The editorial category names; null when they cannot be read in time (then nothing is hinted). */
  private editorialNames(): Promise<string[] | null> {
    const names = this.editorial.getOrCompute('all', async () => (await this.categories.all()).map((c) => c.value));
    return within(names, IMAGE_HINT_WAIT_MS, null);
  }

  /** The first card's image, read through the listing API's own schema and service (null when it has none). */
  private firstImage(state: ListState): Promise<string | null> {
    const request = listingRequest(state, 1);
    return this.images.getOrCompute(apiRequestUrl(request), async () => {
      try {
        const schema = state.kind === 'category' ? ProductsByCategoryQuerySchema : ProductsQuerySchema;
        const parsed = schema.safeParse(Object.fromEntries(Object.entries(request.query).map(([k, v]) => [k, String(v)])));
        if (!parsed.success) return null;
        const answer = await this.products.list({ search: null, ...parsed.data });
        const product = answer[0]?.Data[0];
        return product ? cardImage(product) : null;
      } catch (err) {
        this.logger.warn(`first image of ${apiRequestUrl(request)}: ${err instanceof Error ? err.message : String(err)}`);
        return null;
      }
    });
  }
}

function sameState(a: ListState, b: ListState): boolean {
  return a.kind === b.kind && a.search === b.search && a.category === b.category && a.brand === b.brand && a.price === b.price && a.page === b.page;
}
