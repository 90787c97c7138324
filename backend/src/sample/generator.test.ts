import { CATEGORY_NAMES } from '@ofertas/contracts';
import {
  AWIN_COLUMNS,
  DEFAULT_SAMPLE_SIZE,
  generateSampleRows,
  rowImageUrls,
  SAMPLE_MERCHANTS,
  type AwinRow,
} from './index';

const rows = (count: number, seed?: number): AwinRow[] => [...generateSampleRows({ count, seed })];
const site = rows(DEFAULT_SAMPLE_SIZE);

describe('generateSampleRows', () => {
  it('is deterministic for a seed, and different seeds differ', () => {
    expect(rows(50, 7)).toEqual(rows(50, 7));
    expect(rows(20)).toEqual(site.slice(0, 20));
    const a = rows(50, 1).map((r) => r.product_name);
    const b = rows(50, 2).map((r) => r.product_name);
    expect(a).not.toEqual(b);
  });

  it('gives row i the same content whatever the count', () => {
    expect(rows(10, 5)).toEqual(rows(1000, 5).slice(0, 10));
  });

  it('fills every column with a string, in AWIN_COLUMNS order', () => {
    expect(AWIN_COLUMNS).toHaveLength(27);
    expect(AWIN_COLUMNS[0]).toBe('aw_product_id');
    expect(AWIN_COLUMNS[26]).toBe('ean');
    for (const r of site.slice(0, 200)) {
      expect(Object.keys(r)).toEqual([...AWIN_COLUMNS]);
      for (const c of AWIN_COLUMNS) expect(typeof r[c]).toBe('string');
      expect(r.currency).toBe('EUR');
      expect(r.product_name.length).toBeGreaterThan(8);
    }
  });

  it(`uses every category at the site's size (${DEFAULT_SAMPLE_SIZE})`, () => {
    const seen = new Set(site.map((r) => r.category_name));
    for (const name of CATEGORY_NAMES) expect(seen).toContain(name);
    expect(seen.has('all')).toBe(false);
    // Category ids are stable per category.
    const idOf = new Map<string, string>();
    for (const r of site) {
      expect(idOf.get(r.category_name) ?? r.category_id).toBe(r.category_id);
      idOf.set(r.category_name, r.category_id);
    }
    // Even a tiny feed covers every category.
    expect(new Set(rows(CATEGORY_NAMES.length, 99).map((r) => r.category_name)).size).toBe(CATEGORY_NAMES.length);
  });

  it('spreads rows over at least 20 merchants with stable numeric ids, including the spec stores', () => {
    const merchants = new Map<string, Set<string>>();
    for (const r of site) {
      expect(r.merchant_id).toMatch(/^\d+$/);
      const ids = merchants.get(r.merchant_name) ?? new Set<string>();
      ids.add(r.merchant_id);
      merchants.set(r.merchant_name, ids);
    }
    expect(merchants.size).toBeGreaterThanOrEqual(20);
    for (const ids of merchants.values()) expect(ids.size).toBe(1);
    const names = [...merchants.keys()];
    for (const required of ['PcComponentes', 'MediaMarkt', 'El Corte Inglés', 'Promofarma', 'Pandora', 'Weekendesk']) {
      expect(names.some((n) => n.startsWith(required))).toBe(true);
    }
    expect(names.some((n) => /amazon/i.test(n))).toBe(false);
    expect(names.filter((n) => n.endsWith(' ES')).length).toBeGreaterThan(10);
    expect(SAMPLE_MERCHANTS.length).toBeGreaterThanOrEqual(20);
  });

  it('lets the caller override merchant ids', () => {
    const [r] = [...generateSampleRows({ count: 400, seed: 3, merchantIds: { 'PcComponentes ES': 777 } })].filter(
      (x) => x.merchant_name === 'PcComponentes ES',
    );
    expect(r?.merchant_id).toBe('777');
    expect(r?.aw_deep_link).toContain('&m=777');
  });

  it('keeps brand stores to their own brand', () => {
    const brandsOf = (merchant: string) => new Set(site.filter((r) => r.merchant_name === merchant).map((r) => r.brand_name));
    expect(brandsOf('Nike ES')).toEqual(new Set(['Nike']));
    expect(brandsOf('Pandora ES')).toEqual(new Set(['Pandora']));
  });

  it('references 1–6 images with the expected URLs', () => {
    const counts = new Set<number>();
    for (const r of site) {
      const urls = rowImageUrls(r);
      expect(urls.length).toBeGreaterThanOrEqual(1);
      expect(urls.length).toBeLessThanOrEqual(6);
      counts.add(urls.length);
      urls.forEach((u, i) => expect(u).toBe(`/api/images/products/${r.aw_product_id}-${i + 1}.svg`));
      expect(r.aw_image_url).toBe(r.merchant_image_url);
    }
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('prices in euros with 2 decimals, mostly discounted by 5–70 %', () => {
    const money = /^\d+\.\d{2}$/;
    let discounted = 0;
    let inRange = 0;
    let over1000 = 0;
    let emptyStore = 0;
    for (const r of site) {
      expect(r.search_price).toMatch(money);
      expect(r.rrp_price).toMatch(money);
      expect(r.store_price).toMatch(new RegExp(`^$|${money.source}`));
      if (r.store_price === '') emptyStore++;
      const price = Number(r.search_price);
      const rrp = Number(r.rrp_price);
      expect(price).toBeGreaterThan(0);
      expect(price).toBeLessThanOrEqual(rrp);
      if (price < rrp) {
        discounted++;
        const pct = (1 - price / rrp) * 100;
        if (pct >= 4 && pct <= 72) inRange++;
      }
      if (price > 1000) over1000++;
    }
    const share = discounted / site.length;
    expect(share).toBeGreaterThan(0.8);
    expect(share).toBeLessThan(0.9);
    expect(inRange / discounted).toBeGreaterThan(0.97);
    expect(over1000).toBeGreaterThan(20);
    expect(site.length - over1000).toBeGreaterThan(site.length * 0.8);
    expect(emptyStore).toBeGreaterThan(0);
  });

  it('has unique numeric ids and Awin deep links', () => {
    const big = rows(20_000, 11);
    const ids = new Set(big.map((r) => r.aw_product_id));
    expect(ids.size).toBe(big.length);
    expect(site[0]?.aw_product_id).toBe(String(30_000_000_000 + 42));
    for (const r of site.slice(0, 300)) {
      expect(r.aw_product_id).toMatch(/^\d{11,}$/);
      expect(r.aw_deep_link).toBe(`https://www.awin1.com/pclick.php?p=${r.aw_product_id}&a=1054321&m=${r.merchant_id}`);
      expect(r.merchant_deep_link).toMatch(/^https:\/\/[\w.-]+\//);
    }
  });

  it('writes realistic extras: rating, delivery, stock, EAN-13, brand ids, 2–4 Spanish sentences', () => {
    const brandIds = new Map<string, string>();
    for (const r of site) {
      expect(r.rating).toMatch(/^$|^(3\.[5-9]|4\.\d|5\.0)$/);
      expect(r.delivery_cost).toMatch(/^\d+\.\d{2}$/);
      expect(r.delivery_time).not.toBe('');
      expect(['0', '1']).toContain(r.in_stock);
      expect(r.brand_id).toMatch(/^\d+$/);
      expect(brandIds.get(r.brand_name) ?? r.brand_id).toBe(r.brand_id);
      brandIds.set(r.brand_name, r.brand_id);
      if (r.category_name === 'Travel') expect(r.ean).toBe('');
      else {
        expect(r.ean).toMatch(/^84\d{11}$/);
        const d = [...r.ean].map(Number);
        const sum = d.slice(0, 12).reduce((s, x, i) => s + x * (i % 2 === 0 ? 1 : 3), 0);
        expect((10 - (sum % 10)) % 10).toBe(d[12]);
      }
      // Brand abbreviations ('Dr. Martens', 'King C. Gillette') are not sentence ends.
      const text = r.description.replaceAll('Dr. ', 'Dr ').replaceAll(' C. ', ' C ');
      const sentences = text.split(/\.\s+(?=[A-ZÁÉÍÓÚÑ¡¿0-9])/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
    expect(site.some((r) => r.rating === '')).toBe(true);
    expect(new Set(site.map((r) => r.brand_name)).size).toBeGreaterThan(150);
    // Titles from the templates look like real listings.
    const titles = site.map((r) => r.product_name);
    expect(titles.some((t) => t.startsWith('Portátil ') && t.includes('SSD'))).toBe(true);
    expect(titles.some((t) => t.startsWith('Zapatillas de running ') && t.includes('para hombre'))).toBe(true);
    expect(titles.some((t) => t.startsWith('Sérum facial'))).toBe(true);
    expect(titles.some((t) => t.startsWith('Aspiradora sin cable Dyson'))).toBe(true);
    expect(new Set(titles).size).toBeGreaterThan(site.length * 0.65); // repeats = same product at several shops
    expect(titles.every((t) => !t.includes('{') && !t.includes('|') && !t.includes('  ') && t === t.trim())).toBe(true);
  });
});
