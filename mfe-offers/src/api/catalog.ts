/**
 * Catalogue calls (SPEC §7). Answers get light shape checks (./shapes.ts, no schema library), so a broken
 * answer shows the error state instead of a half-drawn page. This module is loaded by the list and
 * product chunks only; the home page uses ./home.ts.
 */
import type { Product, ProductsMetadata } from '@ofertas/contracts/rules';
import { http, type Query } from './http';
import { facetNames, productAnswer, productsAnswer } from './shapes';

export interface ProductPage {
  products: Product[];
  meta: ProductsMetadata;
}

async function list(path: string, query: Query, signal?: AbortSignal): Promise<ProductPage> {
  const raw = await http.get(path, { query, signal });
  return productsAnswer(raw);
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

/** SPEC §7: empty names dropped, duplicates removed. */
function uniqueNames(names: string[]): string[] {
  return [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))];
}

/** GET /api/categories/get/: categories present in a search's results. */
export async function categoryFacets(query: { search: string | null; brand: string; price: number }, signal?: AbortSignal): Promise<string[]> {
  const raw = await http.get('/api/categories/get/', { query: { search: query.search ?? 'null', brand: query.brand, price: query.price }, signal });
  return uniqueNames(facetNames(raw, 'category_name'));
}

/** GET /api/brand/get/: brands present in a search's results. */
export async function brandFacets(query: { search: string | null; category: string; price: number }, signal?: AbortSignal): Promise<string[]> {
  const raw = await http.get('/api/brand/get/', { query: { search: query.search ?? 'null', category: query.category, price: query.price }, signal });
  return uniqueNames(facetNames(raw, 'brand_name'));
}
