import { Injectable } from '@nestjs/common';
import { brandToSlug } from '@ofertas/contracts';
import { TtlCache } from '../common/ttl-cache';
import { CatalogEvents } from './catalog-events';
import { ProductsRepository } from './products.repository';

/**
 * Brand URLs carry a slug ('/marca/the-north-face'); the product table stores the feed's spelling ('The North
 * Face'). This maps any spelling of a brand — slug, old-style name, other case or accents — to the catalogue's
 * own, so the listing keeps filtering on the indexed `brand` column with an equality. The slug → name map is
 * read once (one DISTINCT over live brands) and kept until an import changes the catalogue (or 10 minutes
 * pass, for imports run by another process): a list request costs a map lookup, however big the catalogue.
 */
@Injectable()
export class BrandNamesService {
  private readonly bySlug = new TtlCache<Map<string, string>>(1, 10 * 60_000, 'brand-names');

  constructor(
    private readonly repo: ProductsRepository,
    events: CatalogEvents,
  ) {
    events.onChange(() => this.bySlug.clear());
  }

  private map(): Promise<Map<string, string>> {
    return this.bySlug.getOrCompute('all', async () => {
      const map = new Map<string, string>();
      // Names come sorted: when two spellings share a slug the first one wins, the same one every time.
      for (const name of await this.repo.liveBrandNames()) {
        const slug = brandToSlug(name);
        if (slug && !map.has(slug)) map.set(slug, name);
      }
      return map;
    });
  }

  /** The catalogue's spelling of a brand given in any form; null when no live product has that brand. */
  async resolve(brand: string): Promise<string | null> {
    const slug = brandToSlug(brand);
    if (!slug) return null;
    return (await this.map()).get(slug) ?? null;
  }
}
