/**
 * Light run-time checks of the catalogue answers (issue 14: no schema library in a shopper's page). The server
 * validated these answers against the contracts' zod schemas before sending them; here we only make sure a
 * wrong shape (an old server, a proxy's error page) becomes the page's Spanish error state instead of a crash.
 * Checked: what the pages read without a fallback (ids, titles, prices, images, the pager's figures).
 */
import { AnswerShapeError, arrayOf, isRecord, objectOf } from '@ofertas/web-kit';
import type { PriceHistoryAnswer, PriceHistoryPoint, Product, ProductsMetadata } from '@ofertas/contracts/rules';

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNumOrNull = (v: unknown) => v === null || isNum(v);
const isStr = (v: unknown): v is string => typeof v === 'string';

export const isProduct = (v: unknown): v is Product =>
  isRecord(v) &&
  isStr(v.id) &&
  isStr(v.title) &&
  isStr(v.linkToProduct) &&
  isStr(v.merchant) &&
  isNum(v.price) &&
  isNum(v.priceNow) &&
  isStr(v.imageUrl) &&
  Array.isArray(v.images) &&
  v.images.every(isStr) &&
  isStr(v.category) &&
  isStr(v.brand);

const isMetadata = (v: unknown): v is ProductsMetadata =>
  isRecord(v) && isNum(v.total) && isNum(v.totalProducts) && isNum(v.page) && isNum(v.limit) && isNum(v.totalPages);

/** `[{ Data: Product[], Metadata: [{ total, totalProducts, page, limit, totalPages }] }]` */
export function productsAnswer(raw: unknown): { products: Product[]; meta: ProductsMetadata } {
  const [first] = arrayOf(raw, isRecord, 'ofertas');
  if (!first || (raw as unknown[]).length !== 1) throw new AnswerShapeError('ofertas');
  const products = arrayOf(first.Data, isProduct, 'ofertas');
  const [meta] = arrayOf(first.Metadata, isMetadata, 'ofertas');
  if (!meta) throw new AnswerShapeError('ofertas');
  return { products, meta };
}

export function productAnswer(raw: unknown): Product {
  if (!isProduct(raw)) throw new AnswerShapeError('producto');
  return raw;
}

/** `[{ Data: [{ <key>: string }] }]` (category and brand facets): the names. */
export function facetNames(raw: unknown, key: 'category_name' | 'brand_name'): string[] {
  const [first] = arrayOf(raw, isRecord, 'filtros');
  if (!first || (raw as unknown[]).length !== 1) throw new AnswerShapeError('filtros');
  return arrayOf(first.Data, (d): d is Record<string, string> => isRecord(d) && isStr(d[key]), 'filtros').map((d) => d[key]!);
}

const isPoint = (v: unknown): v is PriceHistoryPoint => isRecord(v) && isStr(v.date) && /^\d{4}-\d{2}-\d{2}$/.test(v.date) && isNum(v.price);

export function priceHistoryAnswer(raw: unknown): PriceHistoryAnswer {
  return objectOf<PriceHistoryAnswer>(
    raw,
    (r) => Array.isArray(r.points) && r.points.every(isPoint) && isNumOrNull(r.lowest30) && typeof r.isLowest30 === 'boolean',
    'historial de precios',
  );
}

/** POST /api/ai/generate: `{ text }`. */
export function aiTextAnswer(raw: unknown): string {
  return objectOf<{ text: string }>(raw, (r) => isStr(r.text), 'IA').text;
}
