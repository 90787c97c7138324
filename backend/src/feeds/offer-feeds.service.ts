import { Inject, Injectable } from '@nestjs/common';
import {
  DISCOUNT_SHOP_REFERENCE,
  DISCOUNT_VERIFIED,
  FEED_MAX_ENTRIES,
  formatEuro,
  lowest30Text,
  parseListLocation,
  priceEntryNow,
  priceEntryTitle,
  productPath,
  type FeedQuery,
  type ListKind,
  type Product,
} from '@ofertas/contracts';
import { absoluteUrl, publicOrigin } from '../common/public-url';
import { TtlCache } from '../common/ttl-cache';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { CatalogEvents } from '../products/catalog-events';
import { ProductsService } from '../products/products.service';
import { atomDocument, type AtomDocument, type AtomEntry } from './atom-document';

/** How long a written feed is served from memory; an import that changes the catalogue clears it at once. */
export const FEED_CACHE_MS = 60_000;

/** Which list a feed follows: the list page's kind, its path parameter and its filters. */
export interface OfferList {
  kind: ListKind;
  param: string | undefined;
  query: FeedQuery;
}

/** The verified mark of a product in plain Spanish, or '' when it shows no struck price. */
function trustMark(p: Product): string {
  if (p.priceReference === 'seen') return DISCOUNT_VERIFIED;
  if (p.priceReference === 'shop') return DISCOUNT_SHOP_REFERENCE;
  return '';
}

/** An entry's text: the price it came to, the 30-day low and the verified mark, each a sentence. */
function summary(p: Product, price: number): string {
  const parts = [priceEntryNow(formatEuro(price))];
  if (p.priceLow30 !== null && p.priceLow30 !== undefined) parts.push(`${lowest30Text(formatEuro(p.priceLow30))}.`);
  const mark = trustMark(p);
  if (mark) parts.push(`${mark}.`);
  return parts.join(' ');
}

/** The Atom feeds of the offers lists: each product entering the list and each price drop, newest first. */
@Injectable()
export class OfferFeedsService {
  private readonly origin: string;
  private readonly cache = new TtlCache<AtomDocument>(1000, FEED_CACHE_MS, 'offer-feeds');

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly products: ProductsService,
    events: CatalogEvents,
  ) {
    this.origin = publicOrigin(config.PUBLIC_URL);
    events.onChange(() => this.cache.clear());
  }

  /** The feed at `self` (its path and query) of the list `list`, titled `title`, following the page `page`. */
  feed(self: string, page: string, title: string, list: OfferList): Promise<AtomDocument> {
    return this.cache.getOrCompute(self, async () => {
      const query = new URLSearchParams(Object.entries(list.query).map(([k, v]): [string, string] => [k, String(v)]));
      const state = parseListLocation(list.kind, list.param, `?${query.toString()}`);
      const events = await this.products.priceEvents({ search: state.search, category: state.category, brand: state.brand, price: state.price }, FEED_MAX_ENTRIES);
      const entries: AtomEntry[] = events.map(({ product: p, at, price, drop }) => {
        const link = absoluteUrl(this.origin, productPath(p));
        return { id: `${link}#precio-${at.getTime()}`, title: priceEntryTitle(p.title, formatEuro(price), drop), link, updated: at, summary: summary(p, price) };
      });
      return atomDocument({ self: absoluteUrl(this.origin, self), page: absoluteUrl(this.origin, page), title, since: new Date(0) }, entries);
    });
  }
}
