/**
 * The list page's own calls: its filter options (SPEC §7). Apart from ./catalog.ts so that the list-location
 * rules they are written with stay in the list page's chunk, not in the one the product fragments share.
 */
import { brandFacetsRequest, categoryFacetsRequest, type ListState } from '@ofertas/contracts/rules';
import { http } from './http';
import { facetNames } from './shapes';

/** SPEC §7: empty names dropped, duplicates removed. */
function uniqueNames(names: string[]): string[] {
  return [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))];
}

/** GET /api/categories/get/: categories present in a list's search at its price (contracts categoryFacetsRequest). */
export async function categoryFacets(state: Pick<ListState, 'kind' | 'search' | 'brand' | 'price'>, signal?: AbortSignal): Promise<string[]> {
  const r = categoryFacetsRequest(state);
  return uniqueNames(facetNames(await http.get(r.path, { query: r.query, signal }), 'category_name'));
}

/** GET /api/brand/get/: brands present in a list's search, category and price (contracts brandFacetsRequest). */
export async function brandFacets(state: Pick<ListState, 'search' | 'category' | 'price'>, signal?: AbortSignal): Promise<string[]> {
  const r = brandFacetsRequest(state);
  return uniqueNames(facetNames(await http.get(r.path, { query: r.query, signal }), 'brand_name'));
}
