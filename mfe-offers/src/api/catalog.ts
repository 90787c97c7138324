/**
 * Catalogue calls (SPEC §7). Answers get light shape checks (./shapes.ts, no schema library), so a broken
 * answer shows the error state instead of a half-drawn page. This module is loaded by the list and
 * product chunks only; the home page uses ./home.ts.
 */
import type { ApiRequest, Product, ProductsMetadata } from '@ofertas/contracts/rules';
import { http, type Query } from './http';
import { productAnswer, productsAnswer } from './shapes';

export interface ProductPage {
  products: Product[];
  meta: ProductsMetadata;
}

async function list(path: string, query: Query, signal?: AbortSignal): Promise<ProductPage> {
  const raw = await http.get(path, { query, signal });
  return productsAnswer(raw);
}

/** A list page's call (contracts listingRequest: the same URL the served page hinted). */
export function listProducts(request: ApiRequest, signal?: AbortSignal): Promise<ProductPage> {
  return list(request.path, request.query, signal);
}

/** GET /api/products/get/ (search is sent as 'null' when empty). */
export function searchProducts(query: Query, signal?: AbortSignal): Promise<ProductPage> {
  return list('/api/products/get/', { search: 'null', category: 'all', brand: 'all', price: 0, page: 1, ...query }, signal);
}

/** GET /api/products/categories/ */
export function categoryProducts(query: Query, signal?: AbortSignal): Promise<ProductPage> {
  return list('/api/products/categories/', { category: 'all', brand: 'all', price: 0, page: 1, ...query }, signal);
}

export async function productById(id: string, signal?: AbortSignal): Promise<Product> {
  const raw = await http.get('/api/products/product/', { query: { id }, signal });
  return productAnswer(raw);
}
