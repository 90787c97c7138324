/**
 * Deterministic generator of Awin-style product-feed rows for the sample catalogue.
 *
 * Everything costly (template parsing, price tags, merchant/brand tables) happens once at module load; a row
 * is then a handful of PRNG draws and string concatenations (no regex, no per-row allocation beyond the row
 * and its strings). Each row is seeded from (seed, index), so row i is the same whatever `count` is.
 */
import { CATEGORY_NAMES, CATEGORY_SLUGS } from '@ofertas/contracts';
import { CATEGORY_SPECS, DELIVERY_TIMES, GENERIC_SENTENCES, type CategorySpec } from './catalogue-data';
import { MERCHANT_BY_KEY, SAMPLE_MERCHANTS, type MerchantKey, type SampleMerchant } from './merchants';
import { Rng, hash2, hashString } from './prng';

export const AWIN_COLUMNS = [
  'aw_product_id',
  'product_name',
  'merchant_name',
  'merchant_id',
  'search_price',
  'rrp_price',
  'store_price',
  'aw_deep_link',
  'merchant_deep_link',
  'merchant_image_url',
  'aw_image_url',
  'alternate_image',
  'alternate_image_two',
  'alternate_image_three',
  'alternate_image_four',
  'alternate_image_five',
  'description',
  'category_name',
  'category_id',
  'brand_name',
  'brand_id',
  'delivery_cost',
  'delivery_time',
  'rating',
  'currency',
  'in_stock',
  'ean',
] as const;

export type AwinColumn = (typeof AWIN_COLUMNS)[number];
export type AwinRow = Record<AwinColumn, string>;

/** Catalogue size the site is seeded with. */
export const DEFAULT_SAMPLE_SIZE = 3200;
export const DEFAULT_SEED = 42;
/** Awin publisher id written into aw_deep_link (stored data only; nothing is ever fetched). */
export const DEFAULT_PUBLISHER_ID = '1054321';
/** First aw_product_id; row i gets BASE + i*7 + seed. */
export const PRODUCT_ID_BASE = 30_000_000_000;

export interface SampleOptions {
  /** Number of rows. */
  count: number;
  /** PRNG seed (a non-negative integer); default 42. */
  seed?: number;
  /** Override merchant ids, keyed by merchant name as written in the feed (e.g. 'PcComponentes ES'). */
  merchantIds?: Readonly<Record<string, number | string>>;
  /** Awin publisher id for aw_deep_link; default DEFAULT_PUBLISHER_ID. */
  publisherId?: string | number;
}

// ---------------------------------------------------------------------------------------------------------
// Compiled tables
// ---------------------------------------------------------------------------------------------------------

/** A value with its price tag: `base` sets the base price (euros), `add` adds to it. */
interface Priced {
  readonly text: string;
  readonly base: number;
  readonly add: number;
}

const BRAND = -1;
const MODEL = -2;
/** A template part: literal text, BRAND, MODEL, or the index of a line slot. */
type Part = string | number;

interface CompiledTemplate {
  readonly parts: readonly Part[];
  /** Slot indices the template shows (only those count towards the price). */
  readonly slotRefs: readonly number[];
  readonly usesModel: boolean;
}

interface CompiledBrand {
  readonly name: string;
  readonly id: string;
  readonly models: readonly Priced[];
  /** Merchant table for this brand, repeated by weight (brand stores only sell their own brand). */
  readonly merchants: readonly SampleMerchant[];
}

/** Merchants that are a brand's own store: they only carry that brand. */
const BRAND_STORES: ReadonlyMap<MerchantKey, string> = new Map<MerchantKey, string>([
  ['nike', 'Nike'],
  ['pandora', 'Pandora'],
]);

interface CompiledLine {
  readonly brands: readonly CompiledBrand[];
  readonly templates: readonly CompiledTemplate[];
  readonly slots: ReadonlyArray<readonly Priced[]>;
  readonly priceMin: number;
  readonly priceMax: number;
  readonly sentences: readonly string[];
}

export interface CompiledCategory {
  readonly name: string;
  readonly slug: string;
  readonly id: string;
  readonly spec: CategorySpec;
  /** Line table, repeated by weight. */
  readonly lines: readonly CompiledLine[];
}

function parsePriced(raw: string): Priced {
  const bar = raw.lastIndexOf('|');
  if (bar < 0) return { text: raw, base: 0, add: 0 };
  const text = raw.slice(0, bar);
  const tag = raw.slice(bar + 1);
  const n = Number(tag);
  if (!Number.isFinite(n)) throw new Error(`sample catalogue: bad price tag in '${raw}'`);
  return tag.startsWith('+') || tag.startsWith('-') ? { text, base: 0, add: n } : { text, base: n, add: 0 };
}

function repeatByWeight<T>(items: readonly T[], weight: (item: T, index: number) => number): T[] {
  const out: T[] = [];
  items.forEach((item, i) => {
    for (let k = 0; k < weight(item, i); k++) out.push(item);
  });
  return out;
}

/** Stable numeric brand ids: a hash of the name, with collisions resolved in alphabetical order. */
function buildBrandIds(): Map<string, string> {
  const names = new Set<string>();
  for (const spec of Object.values(CATEGORY_SPECS)) for (const line of spec.lines) for (const b of Object.keys(line.brands)) names.add(b);
  const taken = new Set<number>();
  const ids = new Map<string, string>();
  for (const name of [...names].sort()) {
    let id = 10_000 + (hashString(name) % 890_000);
    while (taken.has(id)) id++;
    taken.add(id);
    ids.set(name, String(id));
  }
  return ids;
}

function compileCategory(name: string, slug: string, spec: CategorySpec, brandIds: Map<string, string>): CompiledCategory {
  const lines = spec.lines.map((line): CompiledLine => {
    const slotNames: string[] = [];
    const slots: Priced[][] = [];
    const slotIndex = (slot: string): number => {
      const i = slotNames.indexOf(slot);
      if (i >= 0) return i;
      const values = line.s?.[slot] ?? spec.s?.[slot];
      if (!values || values.length === 0) throw new Error(`sample catalogue: ${name} uses unknown slot {${slot}}`);
      slotNames.push(slot);
      slots.push(values.map(parsePriced));
      return slotNames.length - 1;
    };
    const templates = line.t.map((t): CompiledTemplate => {
      const parts: Part[] = [];
      const slotRefs: number[] = [];
      let usesModel = false;
      let last = 0;
      for (const m of t.matchAll(/\{(\w+)\}/g)) {
        if (m.index > last) parts.push(t.slice(last, m.index));
        const key = m[1] ?? '';
        if (key === 'brand') parts.push(BRAND);
        else if (key === 'model') {
          parts.push(MODEL);
          usesModel = true;
        } else {
          const i = slotIndex(key);
          parts.push(i);
          if (!slotRefs.includes(i)) slotRefs.push(i);
        }
        last = m.index + m[0].length;
      }
      if (last < t.length) parts.push(t.slice(last));
      return { parts, slotRefs, usesModel };
    });
    const lineMerchants = (line.m ?? spec.merchants).map((k: MerchantKey) => {
      const m = MERCHANT_BY_KEY.get(k);
      if (!m) throw new Error(`sample catalogue: unknown merchant ${k}`);
      return m;
    });
    const brands = Object.entries(line.brands).map(([b, models]): CompiledBrand => {
      if (templates.some((t) => t.usesModel) && models.length === 0) throw new Error(`sample catalogue: ${name}/${b} has no models`);
      const own = lineMerchants.filter((m) => (BRAND_STORES.get(m.key) ?? b) === b);
      if (own.length === 0) throw new Error(`sample catalogue: ${name}/${b} has no merchant`);
      const merchants = repeatByWeight(own, (_m, i) => Math.max(1, own.length - i));
      return { name: b, id: brandIds.get(b) ?? '0', models: models.map(parsePriced), merchants };
    });
    if (brands.length === 0 || templates.length === 0 || line.d.length === 0) throw new Error(`sample catalogue: ${name} has an empty line`);
    return { brands, templates, slots, priceMin: line.p[0], priceMax: line.p[1], sentences: line.d };
  });
  return {
    name,
    slug,
    id: String(spec.id),
    spec,
    lines: repeatByWeight(lines, (_l, i) => spec.lines[i]?.w ?? 1),
  };
}

function compileAll(): CompiledCategory[] {
  const brandIds = buildBrandIds();
  const slugByName = new Map<string, string>(CATEGORY_SLUGS.map((c) => [c.name, c.slug]));
  const specs = CATEGORY_SPECS as Readonly<Record<string, CategorySpec>>;
  return CATEGORY_NAMES.map((name) => {
    const spec = specs[name];
    if (!spec) throw new Error(`sample catalogue: no table for category '${name}'`);
    return compileCategory(name, slugByName.get(name) ?? name, spec, brandIds);
  });
}

/** Every real category (CATEGORY_NAMES order) with its compiled tables. */
export const COMPILED_CATEGORIES: readonly CompiledCategory[] = compileAll();
const CATEGORY_TABLE: readonly CompiledCategory[] = repeatByWeight(COMPILED_CATEGORIES, (c) => c.spec.weight);

/** Short merchant names for descriptions ('Fnac ES' → 'Fnac'). */
const SHORT_MERCHANT = new Map<string, string>(
  SAMPLE_MERCHANTS.map((m) => [m.name, m.name.endsWith(' ES') ? m.name.slice(0, -3) : m.name]),
);

const RATINGS: readonly string[] = Array.from({ length: 16 }, (_, i) => ((35 + i) / 10).toFixed(1));
const IMAGE_COUNTS: readonly number[] = [1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 6, 6];
const SHIPPING: readonly string[] = ['2.99', '3.99', '3.99', '4.95', '4.99', '0.00'];
const PRICE_ENDINGS: readonly number[] = [99, 99, 95, 0, 90, 49];

// ---------------------------------------------------------------------------------------------------------
// Row generation
// ---------------------------------------------------------------------------------------------------------

// Local bindings of builtins used per row (global lookups are slow inside Jest's vm context).
const floor = Math.floor;
const max = Math.max;
const min = Math.min;

function cents(c: number): string {
  const e = floor(c / 100);
  const r = c - e * 100;
  return r < 10 ? `${e}.0${r}` : `${e}.${r}`;
}

/** Round a euro amount to a shop-like price (…,99 / …,95 / …,00) in cents. */
function shopPrice(euros: number, rng: Rng): number {
  if (euros < 20) return max(9, floor(euros * 10) * 10 - 1);
  const whole = floor(euros);
  const end = PRICE_ENDINGS[rng.int(PRICE_ENDINGS.length)] ?? 99;
  if (end === 0) return whole * 100;
  return (whole - 1) * 100 + end;
}

/** An EAN-13 with a Spanish GS1 prefix (84) and a valid check digit. */
function ean13(rng: Rng): string {
  const body = `84${`${rng.int(100000)}`.padStart(5, '0')}${`${rng.int(100000)}`.padStart(5, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (body.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Permutation of the categories so that the first N rows of any seed show each category once. */
function categoryOrder(seed: number): CompiledCategory[] {
  const order = [...COMPILED_CATEGORIES];
  const rng = new Rng(hash2(seed, 0x5eed));
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = order[i] as CompiledCategory;
    order[i] = order[j] as CompiledCategory;
    order[j] = t;
  }
  return order;
}

export function* generateSampleRows(opts: SampleOptions): Generator<AwinRow> {
  const count = max(0, floor(opts.count));
  const seed = max(0, floor(opts.seed ?? DEFAULT_SEED));
  const publisher = String(opts.publisherId ?? DEFAULT_PUBLISHER_ID);
  const merchantIdOf = new Map<string, string>(
    SAMPLE_MERCHANTS.map((m) => [m.name, String(opts.merchantIds?.[m.name] ?? m.id)]),
  );
  const first = categoryOrder(seed);
  const rng = new Rng(0);
  const picks: number[] = [];
  const imagePrefix = '/api/images/products/';

  for (let index = 0; index < count; index++) {
    rng.reset(hash2(seed, index));
    const cat = index < first.length ? (first[index] as CompiledCategory) : (CATEGORY_TABLE[rng.int(CATEGORY_TABLE.length)] as CompiledCategory);
    const line = cat.lines[rng.int(cat.lines.length)] as CompiledLine;
    const brand = line.brands[rng.int(line.brands.length)] as CompiledBrand;
    const model = brand.models.length > 0 ? (brand.models[rng.int(brand.models.length)] as Priced) : undefined;
    const tpl = line.templates[rng.int(line.templates.length)] as CompiledTemplate;
    picks.length = line.slots.length;
    for (let s = 0; s < line.slots.length; s++) picks[s] = rng.int((line.slots[s] as readonly Priced[]).length);

    // Title
    let title = '';
    for (let k = 0; k < tpl.parts.length; k++) {
      const part = tpl.parts[k] as Part;
      if (typeof part === 'string') title += part;
      else if (part === BRAND) title += brand.name;
      else if (part === MODEL) title += model ? model.text : '';
      else title += ((line.slots[part] as readonly Priced[])[picks[part] as number] as Priced).text;
    }

    // Price: base from the model or a slot (the highest tag), else drawn from the line's range; then add-ons.
    let base = model && tpl.usesModel ? model.base : 0;
    let add = model && tpl.usesModel ? model.add : 0;
    for (let k = 0; k < tpl.slotRefs.length; k++) {
      const s = tpl.slotRefs[k] as number;
      const v = (line.slots[s] as readonly Priced[])[picks[s] as number] as Priced;
      if (v.base > base) base = v.base;
      add += v.add;
    }
    if (base === 0) base = line.priceMin + rng.next() * (line.priceMax - line.priceMin);
    const rrpEuros = max(3, (base + add) * (0.96 + rng.next() * 0.1));
    const rrp = shopPrice(rrpEuros, rng);
    let price = rrp;
    if (rng.next() < 0.85) {
      const r = rng.next();
      const discount = 0.05 + 0.65 * r * r;
      price = shopPrice((rrp / 100) * (1 - discount), rng);
      if (price >= rrp) price = rrp - 100 > 0 ? rrp - 100 : floor(rrp * 0.9);
    }
    const storeRoll = rng.next();
    const storePrice = storeRoll < 0.35 ? '' : storeRoll < 0.85 ? cents(price) : cents(min(rrp, price + 100 * (1 + rng.int(10))));

    // Merchant and links
    const merchant = brand.merchants[rng.int(brand.merchants.length)] as SampleMerchant;
    const merchantId = merchantIdOf.get(merchant.name) ?? String(merchant.id);
    const id = `${PRODUCT_ID_BASE + index * 7 + seed}`;

    // Images
    const nImages = IMAGE_COUNTS[rng.int(IMAGE_COUNTS.length)] ?? 1;
    const img = imagePrefix + id + '-';
    const main = img + '1.svg';

    // Description: 2–4 sentences.
    const nSentences = 2 + rng.int(3);
    let description = line.sentences[rng.int(line.sentences.length)] as string;
    description += ' ' + (cat.spec.d[rng.int(cat.spec.d.length)] as string);
    if (nSentences >= 3) {
      const shop = SHORT_MERCHANT.get(merchant.name) ?? merchant.name;
      description += cat.spec.service
        ? ` Reserva gestionada por ${shop}.`
        : ` Producto original de ${brand.name} vendido por ${shop}.`;
    }
    if (nSentences >= 4) description += ' ' + (GENERIC_SENTENCES[rng.int(GENERIC_SENTENCES.length)] as string);

    // Delivery, rating, stock
    const service = cat.spec.service === true;
    const deliveryCost = service ? '0.00' : price >= 4900 && rng.next() < 0.8 ? '0.00' : (SHIPPING[rng.int(SHIPPING.length)] as string);
    const deliveryTime = service ? 'Confirmación inmediata por email' : (DELIVERY_TIMES[rng.int(DELIVERY_TIMES.length)] as string);
    const rating = rng.next() < 0.25 ? '' : (RATINGS[rng.int(RATINGS.length)] as string);
    const inStock = rng.next() < 0.96 ? '1' : '0';
    const ean = service ? '' : ean13(rng);

    yield {
      aw_product_id: id,
      product_name: title,
      merchant_name: merchant.name,
      merchant_id: merchantId,
      search_price: cents(price),
      rrp_price: cents(rrp),
      store_price: storePrice,
      aw_deep_link: `https://www.awin1.com/pclick.php?p=${id}&a=${publisher}&m=${merchantId}`,
      merchant_deep_link: `${merchant.site}/p/${id}`,
      merchant_image_url: main,
      aw_image_url: main,
      alternate_image: nImages >= 2 ? img + '2.svg' : '',
      alternate_image_two: nImages >= 3 ? img + '3.svg' : '',
      alternate_image_three: nImages >= 4 ? img + '4.svg' : '',
      alternate_image_four: nImages >= 5 ? img + '5.svg' : '',
      alternate_image_five: nImages >= 6 ? img + '6.svg' : '',
      description,
      category_name: cat.name,
      category_id: cat.id,
      brand_name: brand.name,
      brand_id: brand.id,
      delivery_cost: deliveryCost,
      delivery_time: deliveryTime,
      rating,
      currency: 'EUR',
      in_stock: inStock,
      ean,
    };
  }
}

/** The image URLs a row references (merchant_image_url then the alternates), without duplicates. */
export function rowImageUrls(row: AwinRow): string[] {
  const out: string[] = [];
  for (const u of [
    row.merchant_image_url,
    row.aw_image_url,
    row.alternate_image,
    row.alternate_image_two,
    row.alternate_image_three,
    row.alternate_image_four,
    row.alternate_image_five,
  ]) {
    if (u !== '' && !out.includes(u)) out.push(u);
  }
  return out;
}
