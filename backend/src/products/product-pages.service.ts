import { Injectable } from '@nestjs/common';
import { stripCountrySuffix, type Product } from '@ofertas/contracts';
import { ProductsRepository, toProduct } from './products.repository';

/** A product as its page needs it, whether it is still sold or was retired by an import. */
export interface ProductPage {
  product: Product;
  live: boolean;
  inStock: boolean;
  updatedAt: Date;
}

/** One line of the products sitemap. */
export interface ProductUrlRow {
  id: string;
  title: string;
  /** ISO 8601, UTC. */
  updatedAt: string;
}

/** One line of the brands sitemap: a brand spelling of live products and its newest change (ISO 8601, UTC). */
export interface BrandUrlRow {
  name: string;
  updatedAt: string;
}

/** Rows per database round trip while a sitemap file streams: what one step holds in memory. */
export const SITEMAP_BATCH = 2500;

/**
 * Keyset pages of at most `total` rows starting at key `first` (inclusive), `batch` rows at a time. The next
 * page is already being read while the caller writes this one (database and formatting overlap); the caller
 * pulls, so a slow client stops the reading after one page ahead.
 */
async function* keysetPages<R>(
  first: string,
  total: number,
  batch: number,
  read: (from: string, inclusive: boolean, limit: number) => Promise<R[]>,
  key: (row: R) => string,
): AsyncGenerator<R[]> {
  let left = total;
  let asked = Math.min(batch, left);
  let pending: Promise<R[]> | null = read(first, true, asked);
  while (pending) {
    const rows: R[] = await pending;
    pending = null;
    if (rows.length === 0) return;
    left -= rows.length;
    if (rows.length === asked && left > 0) {
      asked = Math.min(batch, left);
      pending = read(key(rows[rows.length - 1]!), false, asked);
      // A client that goes away leaves this read unawaited: its failure must not be an unhandled rejection.
      pending.catch(() => undefined);
    }
    yield rows;
  }
}

/** A named group of live products (category or brand) and its newest change. */
export interface ProductGroup {
  name: string;
  updatedAt: Date;
}

/**
 * Catalogue reads for page heads and sitemaps. Kept apart from the listing service: these walk the
 * whole live catalogue in primary-key order, in batches, so memory stays flat however big it is.
 */
@Injectable()
export class ProductPagesService {
  constructor(private readonly repo: ProductsRepository) {}

  /** The product behind /ofertas/{title}/{id}, live or retired; null when the id never existed. */
  async page(id: string): Promise<ProductPage | null> {
    if (id.length === 0 || id.length > 200) return null;
    const row = await this.repo.anyById(id);
    if (!row) return null;
    const product = toProduct(row, null);
    return {
      product: { ...product, merchant: stripCountrySuffix(product.merchant) },
      live: row.active,
      inStock: row.in_stock,
      updatedAt: new Date(row.updated_at),
    };
  }

  /** Live products, first id and newest change per chunk of `chunkSize` in id order: one entry per products sitemap. */
  async chunks(chunkSize: number): Promise<Array<{ firstId: string; updatedAt: Date }>> {
    return (await this.repo.liveChunks(chunkSize)).map((r) => ({ firstId: r.first_id, updatedAt: new Date(r.updated_at) }));
  }

  /**
   * Live products of one sitemap chunk (`chunk` counts from 0), in id order, handed over SITEMAP_BATCH rows at
   * a time (keyset pagination on the primary key: each query is an index range scan).
   */
  async *urls(chunk: number, chunkSize: number, batch = SITEMAP_BATCH): AsyncGenerator<ProductUrlRow[]> {
    const from = await this.repo.liveIdAt(chunk * chunkSize);
    if (from === null) return;
    const read = (start: string, inclusive: boolean, limit: number) => this.repo.liveUrlRows(start, inclusive, limit);
    for await (const rows of keysetPages(from, chunkSize, batch, read, (r) => r.id)) {
      yield rows.map((r) => ({ id: r.id, title: r.title, updatedAt: r.updated_at }));
    }
  }

  /** Brand names of live products, first name and newest change per chunk of `chunkSize` names: one entry per brands sitemap. */
  async brandChunks(chunkSize: number): Promise<Array<{ firstName: string; updatedAt: Date }>> {
    return (await this.repo.liveBrandChunks(chunkSize)).map((r) => ({ firstName: r.first_name, updatedAt: new Date(r.updated_at) }));
  }

  /** The brand names of one brands sitemap, from `firstName` on, in name order, SITEMAP_BATCH at a time (keyset on the name). */
  async *brandUrls(firstName: string, chunkSize: number, batch = SITEMAP_BATCH): AsyncGenerator<BrandUrlRow[]> {
    const read = (start: string, inclusive: boolean, limit: number) => this.repo.liveBrandRows(start, inclusive, limit);
    for await (const rows of keysetPages(firstName, chunkSize, batch, read, (r) => r.name)) {
      yield rows.map((r) => ({ name: r.name, updatedAt: r.updated_at }));
    }
  }

  /** Categories or brands that have live products, with their newest change, by name. */
  async groups(kind: 'category' | 'brand', limit: number): Promise<ProductGroup[]> {
    return (await this.repo.liveGroups(kind, limit)).map((r) => ({ name: r.name, updatedAt: new Date(r.updated_at) }));
  }
}
