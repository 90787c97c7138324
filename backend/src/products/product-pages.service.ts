import { Injectable } from '@nestjs/common';
import type { Product } from '@ofertas/contracts';
import { ProductsRepository, stripCountrySuffix, toProduct } from './products.repository';

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
  updatedAt: Date;
}

/** A named group of live products (category or brand) and its newest change. */
export interface ProductGroup {
  name: string;
  updatedAt: Date;
}

/**
 * Catalogue reads for page heads and sitemaps (issue 11). Kept apart from the listing service: these walk the
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
   * Live products of one sitemap chunk (`chunk` counts from 0), in id order, handed over `batch` rows at a
   * time (keyset pagination on the primary key: each query is an index range scan).
   */
  async *urls(chunk: number, chunkSize: number, batch = 5000): AsyncGenerator<ProductUrlRow[]> {
    let from = await this.repo.liveIdAt(chunk * chunkSize);
    let inclusive = true;
    let left = chunkSize;
    while (from !== null && left > 0) {
      const size = Math.min(batch, left);
      const rows = await this.repo.liveUrlRows(from, inclusive, size);
      if (rows.length === 0) return;
      yield rows.map((r) => ({ id: r.id, title: r.title, updatedAt: new Date(r.updated_at) }));
      from = rows[rows.length - 1]!.id;
      inclusive = false;
      left -= rows.length;
      if (rows.length < size) return;
    }
  }

  /** Categories or brands that have live products, with their newest change, by name. */
  async groups(kind: 'category' | 'brand', limit: number): Promise<ProductGroup[]> {
    return (await this.repo.liveGroups(kind, limit)).map((r) => ({ name: r.name, updatedAt: new Date(r.updated_at) }));
  }
}
