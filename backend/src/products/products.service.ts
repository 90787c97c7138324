import { Injectable, NotFoundException } from '@nestjs/common';
import { categoryNameFromSlug, stripCountrySuffix, type Product, type ProductsAnswer } from '@ofertas/contracts';
import { TtlCache } from '../common/ttl-cache';
import { BrandNamesService } from './brand-names.service';
import { CatalogEvents } from './catalog-events';
import { ProductsRepository, toProduct, type ListingFilters, type MatchMode } from './products.repository';

export interface ListingRequest extends ListingFilters {
  page: number;
  limit: number;
}

/** How long a total, a facet list or a match mode is kept (an import's end drops them sooner). */
export const LISTING_CACHE_MS = 30_000;

/** Catalogue reads: listing with totals, facets and single products. */
@Injectable()
export class ProductsService {
  /** Counts and facet lists per filter set (mode is part of the key). */
  private readonly counts = new TtlCache<number>(5000, LISTING_CACHE_MS, 'listing-counts');
  private readonly facets = new TtlCache<string[]>(2000, LISTING_CACHE_MS, 'listing-facets');
  private readonly modes = new TtlCache<MatchMode>(5000, LISTING_CACHE_MS, 'listing-match-modes');

  constructor(
    private readonly repo: ProductsRepository,
    private readonly brands: BrandNamesService,
    events: CatalogEvents,
  ) {
    events.onChange(() => {
      this.counts.clear();
      this.facets.clear();
      this.modes.clear();
    });
  }

  /**
   * Accepts either an English category name or its Spanish slug ('ordenadores' → 'Computers'), and a brand
   * in any spelling ('the-north-face', 'Royal%20Canin' decoded, 'APPLE') as the catalogue spells it. A brand
   * no live product has stays as given (the list is then empty, as before).
   */
  async normaliseFilters<F extends ListingFilters>(f: F): Promise<F> {
    const brand = f.brand === 'all' ? 'all' : ((await this.brands.resolve(f.brand)) ?? f.brand);
    return { ...f, category: f.category === 'all' ? 'all' : categoryNameFromSlug(f.category), brand };
  }

  /** Cache key of a filter set: only the filter fields, so every page of one list shares its total. */
  private static key(f: ListingFilters, mode: MatchMode): string {
    return JSON.stringify([mode, f.search, f.category, f.brand, f.price, f.minDiscount ?? 0]);
  }

  private count(f: ListingFilters, mode: MatchMode): Promise<number> {
    return this.counts.getOrCompute(ProductsService.key(f, mode), () => this.repo.count(f, mode));
  }

  /**
   * Full text when the search text matches anything in the catalogue; otherwise full text of its words
   * corrected against the catalogue's vocabulary (typos). Decided per search text (not per filter set), so a
   * filter that empties the list never turns the search into a correction, and the three calls of a list
   * page share one cheap EXISTS query (and one correction).
   */
  private matchMode(search: string | null): Promise<MatchMode> {
    if (search === null) return Promise.resolve('fts');
    return this.modes.getOrCompute(search, async () => {
      if (await this.repo.hasFullTextMatch(search)) return 'fts';
      const typo = await this.repo.typoQuery(search);
      if (typo !== null && (await this.repo.typoQueryMatches(typo))) return { typo };
      const partial = await this.repo.partialSearch(search);
      return partial === null ? 'none' : { partial };
    });
  }

  async list(request: ListingRequest): Promise<ProductsAnswer> {
    const f = await this.normaliseFilters(request);
    const mode = await this.matchMode(f.search);
    // The page, its total and the catalogue size go to separate pooled connections at once on PostgreSQL.
    const [total, rows, catalogueSize] = await Promise.all([
      this.count(f, mode),
      this.repo.page(f, mode, request.limit, (request.page - 1) * request.limit),
      this.count({ search: null, category: 'all', brand: 'all', price: 0 }, 'fts'),
    ]);
    return [
      {
        Data: rows.map((r) => toProduct(r, f.search)),
        Metadata: [
          {
            total,
            totalProducts: catalogueSize,
            page: request.page,
            limit: request.limit,
            totalPages: Math.ceil(total / request.limit),
            ...(f.brand === 'all' ? {} : { brand: f.brand }),
            ...(typeof mode === 'object' && 'partial' in mode ? { searchedFor: mode.partial } : {}),
          },
        ],
      },
    ];
  }

  async facet(filters: ListingFilters, facet: 'category' | 'brand'): Promise<string[]> {
    const f = await this.normaliseFilters(filters);
    const mode = await this.matchMode(f.search);
    return this.facets.getOrCompute(`${facet}|${ProductsService.key(f, mode)}`, async () => {
      const seen = new Set<string>();
      const names: string[] = [];
      for (const name of await this.repo.facetNames(f, mode, facet)) {
        const trimmed = name.trim();
        if (trimmed && !seen.has(trimmed)) {
          seen.add(trimmed);
          names.push(trimmed);
        }
      }
      return names;
    });
  }

  /** A list's newest price events (entries and drops, products.repository priceEventsSql): the offer feeds. */
  async priceEvents(filters: ListingFilters, limit: number): Promise<Array<{ product: Product; at: Date; price: number; drop: boolean }>> {
    const f = await this.normaliseFilters(filters);
    const rows = await this.repo.priceEvents(f, limit);
    return rows.map((r) => ({ product: toProduct(r, null), at: new Date(r.recorded_at), price: r.event_price, drop: r.drop }));
  }

  async byId(id: string): Promise<Product> {
    const row = await this.repo.activeById(id);
    if (!row) throw new NotFoundException('No se encontro el producto que estabas buscando, prueba a buscar de nuevo.');
    const product = toProduct(row, null);
    return { ...product, merchant: stripCountrySuffix(product.merchant) };
  }

  /** Where a product click goes: the active product's stored deep link (null when unknown or retired). */
  deepLink(id: string): Promise<string | null> {
    return this.repo.activeDeepLink(id);
  }

  /** Current price of an active product (null when unknown or retired). */
  activePrice(id: string): Promise<number | null> {
    return this.repo.activePrice(id);
  }

  /** Whether the catalogue has never been filled (first start). */
  async isEmpty(): Promise<boolean> {
    return (await this.repo.storedCount()) === 0;
  }
}
