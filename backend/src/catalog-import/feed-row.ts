import { categorySlugFromName } from '@ofertas/contracts/rules';

/** A validated, normalised product ready to be written. */
export interface FeedProduct {
  id: string;
  title: string;
  merchant: string;
  merchantId: string;
  price: number;
  rrpPrice: number | null;
  storePrice: number | null;
  deepLink: string;
  merchantDeepLink: string | null;
  imageUrl: string;
  images: string[];
  description: string;
  category: string;
  categoryId: string | null;
  categoryLabel: string;
  brand: string;
  brandId: string | null;
  deliveryCost: number | null;
  deliveryTime: string | null;
  rating: number | null;
  currency: string;
  inStock: boolean;
  ean: string | null;
}

export type RowResult = { ok: true; product: FeedProduct } | { ok: false; reason: string };

/** Columns without which a row cannot become a product. */
export const REQUIRED_COLUMNS = ['aw_product_id', 'product_name', 'search_price', 'aw_deep_link'] as const;

const IMAGE_COLUMNS = [
  'merchant_image_url',
  'aw_image_url',
  'large_image',
  'alternate_image',
  'alternate_image_two',
  'alternate_image_three',
  'alternate_image_four',
  'alternate_image_five',
] as const;

/** Maps a header row to column positions; fails with the missing names. */
export function columnIndex(header: string[]): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (!index.has(key)) index.set(key, i);
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !index.has(c));
  if (missing.length > 0) throw new Error(`the feed header lacks required column(s): ${missing.join(', ')}`);
  return index;
}

const PLAIN_AMOUNT = /^\d+(?:\.\d+)?$/;

/** Awin writes '12.50'; some merchants write '12,50' or '1.234,50'. Empty means absent. */
export function parseAmount(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  // Most amounts are plain ('12.50'): read them without the clean-up's string copies.
  if (PLAIN_AMOUNT.test(raw)) {
    const n = Number(raw);
    return Number.isFinite(n) ? n : 'invalid';
  }
  let t = raw.trim().replace(/[€\s]|EUR/g, '');
  if (t === '') return null;
  if (t.includes(',')) t = t.includes('.') ? t.replace(/\./g, '').replace(',', '.') : t.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return 'invalid';
  const n = Number(t);
  return Number.isFinite(n) ? n : 'invalid';
}

/**
 * An absolute http(s) URL with a host and no whitespace or control characters. A regular expression rather
 * than `new URL()`: it runs for up to eight columns of every row, and the scheme is what keeps links safe.
 */
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const HTTP_URL = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s\u0000-\u001f\u007f]*)?$/i;
function isHttpUrl(v: string): boolean {
  return v.length <= 2048 && HTTP_URL.test(v);
}

/** Images may be absolute http(s) URLs or paths served by our own /api/images. */
function isImageRef(v: string): boolean {
  return v.startsWith('/api/images/') ? !v.includes('..') && v.length <= 512 : isHttpUrl(v);
}

/** Feed descriptions sometimes carry markup; we store plain text (the site renders it as text). */
const MESSY_SPACE = /\s\s|[\t\n\r\f\v]/;
function plainText(v: string, max: number): string {
  const text = v.includes('<') || v.includes('&') ? v.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&') : v;
  // Most feed text is already clean; only rewrite whitespace when there is something to collapse.
  const clean = MESSY_SPACE.test(text) ? text.replace(/\s+/g, ' ') : text;
  return (clean.length > max ? clean.slice(0, max) : clean).trim();
}

const ID_PATTERN = /^[\w-]{1,64}$/;
const MAX_PRICE = 10_000_000;

/**
 * Each known category's label, made once per slug (a fixed set). Made per row, a label was the ConsString
 * that replace() answers, and such strings among the flat ones the search-vector recipes read made V8's
 * character reads there ~2.5× slower for every text (search-vector-parts.ts addChunks: 25 → 10 ns per
 * character over the sample feed's texts).
 */
const CATEGORY_LABELS = new Map<string, string>();

/** Spanish words for the category, so 'ordenadores' finds products filed under 'Computers'. */
function categoryLabel(category: string): string {
  const slug = categorySlugFromName(category);
  if (slug === 'Todo') return '';
  let label = CATEGORY_LABELS.get(slug);
  if (label === undefined) {
    // A sequential copy (Buffer's decoding makes one), not the ConsString replace() answers.
    label = Buffer.from(slug.replace(/-/g, ' '), 'utf8').toString('utf8');
    CATEGORY_LABELS.set(slug, label);
  }
  return label;
}

/** Validates and normalises one feed row; the reason of a rejection is for the operator, in plain words. */
export function normaliseRow(fields: string[], col: Map<string, number>, mayHoldNul = true): RowResult {
  // PostgreSQL text cannot hold NUL: such a row would fail its whole batch, so it is rejected alone here.
  // `mayHoldNul` false: the caller found none in the whole line (one search instead of one per field).
  for (let i = 0; mayHoldNul && i < fields.length; i++) {
    if ((fields[i] as string).includes('\u0000')) {
      const name = [...col].find(([, at]) => at === i)?.[0] ?? `field ${i + 1}`;
      return { ok: false, reason: `${name} contains a NUL byte` };
    }
  }
  const get = (name: string): string => {
    const i = col.get(name);
    return i === undefined ? '' : (fields[i] ?? '').trim();
  };
  const id = get('aw_product_id');
  if (!id) return { ok: false, reason: 'aw_product_id is empty' };
  if (!ID_PATTERN.test(id)) return { ok: false, reason: `aw_product_id "${id.slice(0, 40)}" has invalid characters` };
  const title = plainText(get('product_name'), 300);
  if (!title) return { ok: false, reason: 'product_name is empty' };

  const price = parseAmount(get('search_price'));
  if (price === null) return { ok: false, reason: 'search_price is empty' };
  if (price === 'invalid' || price < 0 || price > MAX_PRICE) return { ok: false, reason: `search_price "${get('search_price')}" is not a valid price` };
  const rrp = parseAmount(get('rrp_price'));
  if (rrp === 'invalid' || (rrp !== null && (rrp < 0 || rrp > MAX_PRICE))) return { ok: false, reason: `rrp_price "${get('rrp_price')}" is not a valid price` };
  const store = parseAmount(get('store_price'));
  if (store === 'invalid' || (store !== null && (store < 0 || store > MAX_PRICE))) return { ok: false, reason: `store_price "${get('store_price')}" is not a valid price` };

  const deepLink = get('aw_deep_link');
  if (!isHttpUrl(deepLink)) return { ok: false, reason: 'aw_deep_link is not an http(s) URL' };
  const merchantDeepLink = get('merchant_deep_link');

  const images: string[] = [];
  for (const c of IMAGE_COLUMNS) {
    const v = get(c);
    if (v && isImageRef(v) && !images.includes(v)) images.push(v);
    if (images.length === 6) break;
  }

  const rating = parseAmount(get('rating'));
  const deliveryCost = parseAmount(get('delivery_cost'));
  const inStockRaw = get('in_stock').toLowerCase();
  const category = plainText(get('category_name'), 120);
  const brand = plainText(get('brand_name'), 120);

  const product: FeedProduct = {
    id,
    title,
    merchant: plainText(get('merchant_name'), 120),
    merchantId: get('merchant_id').slice(0, 32),
    price: Math.round(price * 100) / 100,
    rrpPrice: rrp === null ? null : Math.round(rrp * 100) / 100,
    storePrice: store === null ? null : Math.round(store * 100) / 100,
    deepLink,
    merchantDeepLink: merchantDeepLink && isHttpUrl(merchantDeepLink) ? merchantDeepLink : null,
    imageUrl: images[0] ?? '',
    images,
    description: plainText(get('description') || get('product_short_description'), 5000),
    category,
    categoryId: get('category_id').slice(0, 32) || null,
    categoryLabel: categoryLabel(category),
    brand,
    brandId: get('brand_id').slice(0, 32) || null,
    // Past MAX_PRICE it is no delivery cost (and past numeric(10,2) it failed the whole batch): none given.
    deliveryCost: typeof deliveryCost === 'number' && deliveryCost >= 0 && deliveryCost <= MAX_PRICE ? deliveryCost : null,
    deliveryTime: plainText(get('delivery_time'), 120) || null,
    rating: typeof rating === 'number' && rating >= 0 && rating <= 5 ? Math.round(rating * 10) / 10 : null,
    currency: (get('currency') || 'EUR').slice(0, 3).toUpperCase(),
    inStock: !(inStockRaw === '0' || inStockRaw === 'false' || inStockRaw === 'no'),
    ean: get('ean').slice(0, 32) || null,
  };
  return { ok: true, product };
}

