/**
 * Light run-time checks of the catalogue answers (no schema library in a shopper's page). The server
 * validated these answers against the contracts' zod schemas before sending them; here we only make sure a
 * wrong shape (an old server, a proxy's error page) becomes the page's Spanish error state instead of a crash.
 * Checked: what the pages read without a fallback (ids, titles, images, the pager's figures). A price that is
 * not a finite number is skipped, not fatal (SPEC §3 "Only finite numeric prices count"): the product shows.
 */
import { AnswerShapeError, arrayOf, isRecord, objectOf } from '@ofertas/web-kit';
import type { PriceHistoryAnswer, PriceHistoryPoint, Product, ProductsMetadata } from '@ofertas/contracts/rules';

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNumOrNull = (v: unknown) => v === null || isNum(v);
const isStr = (v: unknown): v is string => typeof v === 'string';

const hasProductFields = (v: unknown): v is Product =>
  isRecord(v) &&
  isStr(v.id) &&
  isStr(v.title) &&
  isStr(v.linkToProduct) &&
  isStr(v.merchant) &&
  isStr(v.imageUrl) &&
  Array.isArray(v.images) &&
  v.images.every(isStr) &&
  isStr(v.category) &&
  isStr(v.brand);

/** The product with every price that is not a finite number left out (0 and null are "no price" to the price rules). */
function withFinitePrices(p: Product): Product {
  const raw = p as unknown as Record<string, unknown>;
  const optional = (key: 'priceSearch' | 'priceSaving' | 'priceBase' | 'priceRrp' | 'priceOld') => (isNum(raw[key]) ? (raw[key] as number) : null);
  return {
    ...p,
    price: isNum(raw.price) ? raw.price : 0,
    priceNow: isNum(raw.priceNow) ? raw.priceNow : 0,
    priceSearch: optional('priceSearch'),
    priceSaving: optional('priceSaving'),
    priceBase: optional('priceBase'),
    priceRrp: optional('priceRrp'),
    priceOld: optional('priceOld'),
  };
}

const isMetadata = (v: unknown): v is ProductsMetadata =>
  isRecord(v) && isNum(v.total) && isNum(v.totalProducts) && isNum(v.page) && isNum(v.limit) && isNum(v.totalPages);

/** `[{ Data: Product[], Metadata: [{ total, totalProducts, page, limit, totalPages }] }]` */
export function productsAnswer(raw: unknown): { products: Product[]; meta: ProductsMetadata } {
  const [first] = arrayOf(raw, isRecord, 'ofertas');
  if (!first || (raw as unknown[]).length !== 1) throw new AnswerShapeError('ofertas');
  const products = arrayOf(first.Data, hasProductFields, 'ofertas').map(withFinitePrices);
  const [meta] = arrayOf(first.Metadata, isMetadata, 'ofertas');
  if (!meta) throw new AnswerShapeError('ofertas');
  return { products, meta };
}

export function productAnswer(raw: unknown): Product {
  if (!hasProductFields(raw)) throw new AnswerShapeError('producto');
  return withFinitePrices(raw);
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
