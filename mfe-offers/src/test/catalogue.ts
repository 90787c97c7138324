/**
 * The catalogue API as the backend answers it, for tests that stub `fetch` (`@ofertas/web-kit/test`): the
 * real api modules send their requests and check these answers. Shapes follow contracts' answer types.
 */
import type { BrandFacetAnswer, Category, CategoryFacetAnswer, ProductsAnswer } from '@ofertas/contracts/catalog';
import type { Product } from '@ofertas/contracts/rules';
import type { SiteInfo } from '@ofertas/contracts/site';
import { NOT_FOUND, type SeenRequest, type StubAnswer } from '@ofertas/web-kit/test';
import { page } from './products';

export function category(id: string, title: string, value: string, valueurl: string): Category {
  const image = `/api/images/categories/${valueurl}.svg`;
  return { _id: id, id, title, value, valueurl, valueUrl: valueurl, url: valueurl, image, imageUrl: image, description: `Ofertas de ${title}` };
}

export const BAGS = category('1', 'Bolsos y mochilas', 'Bags', 'bolsas');

export function productsBody(total: number, req: SeenRequest, over: Partial<ProductsAnswer[number]['Metadata'][number]> = {}): ProductsAnswer {
  const p = page(total, Number(req.query.get('page') ?? 1), Number(req.query.get('limit') ?? 25));
  return [{ Data: p.products, Metadata: [{ ...p.meta, ...over }] }];
}

export function siteBody(sponsorBanner: SiteInfo['sponsorBanner']): SiteInfo {
  return { siteName: 'Ofertas Flash', owner: 'Ofertas Flash S.L.', contactEmail: 'hola@example.es', postalAddress: 'Madrid', social: [], ga4Id: null, sponsorBanner };
}

export interface Catalogue {
  /** Matches of GET /api/products/get/ (search, brand lists). */
  searchTotal?: number;
  /** Matches of GET /api/products/categories/. */
  categoryTotal?: number;
  categories?: Category[];
  categoryFacets?: string[];
  brandFacets?: string[];
  /** GET /api/products/product/?id= */
  products?: Product[];
  sponsorBanner?: SiteInfo['sponsorBanner'];
}

/** Answers like the backend for the catalogue's paths; anything else is Nest's 404. */
export function catalogue(c: Catalogue = {}): (req: SeenRequest) => StubAnswer {
  return (req) => {
    switch (req.path) {
      case '/api/products/get/':
        return { body: productsBody(c.searchTotal ?? 45, req) };
      case '/api/products/categories/':
        return { body: productsBody(c.categoryTotal ?? 12, req) };
      case '/api/categories/categories':
        return { body: c.categories ?? [BAGS] };
      case '/api/categories/get/':
        return { body: [{ Data: (c.categoryFacets ?? ['Bags', 'Laptops']).map((category_name) => ({ category_name })) }] satisfies CategoryFacetAnswer };
      case '/api/brand/get/':
        return { body: [{ Data: (c.brandFacets ?? ['Eastpak', 'Herschel']).map((brand_name) => ({ brand_name })) }] satisfies BrandFacetAnswer };
      case '/api/products/product/': {
        const found = c.products?.find((p) => p.id === req.query.get('id'));
        return found ? { body: found } : NOT_FOUND;
      }
      case '/api/site':
        return { body: siteBody(c.sponsorBanner ?? null) };
      default:
        return NOT_FOUND;
    }
  };
}

/** A server error as Nest sends it. */
export const SERVER_ERROR: StubAnswer = { status: 500, body: { statusCode: 500, message: 'Internal server error' } };
