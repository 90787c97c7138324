import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATEGORY_NAMES } from '@ofertas/contracts';
import {
  escapeXml,
  generateSampleRows,
  renderCategoryImageSvg,
  renderPlaceholderSvg,
  renderProductImageSvg,
  rowImageUrls,
  sampleCategoryRecords,
  writeSampleImages,
} from './index';
import { checkXml } from './test-helpers';

const kb = (s: string): number => Buffer.byteLength(s) / 1024;

describe('SVG images', () => {
  it('escapes text and stays valid XML', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    const svg = renderProductImageSvg('123', 1, 'Oferta <&"> \'loca\'', 'Laptops');
    const texts = checkXml(svg);
    expect(texts.join(' ')).toBe('Oferta <&"> \'loca\'');
    expect(checkXml(svg, 'title')).toEqual(['Oferta <&"> \'loca\'']);
    expect(svg).not.toContain('<&');
    const cat = renderCategoryImageSvg('x<y', 'Tom & "Jerry" <3');
    expect(checkXml(cat, 'title')).toEqual(['Tom & "Jerry" <3']);
  });

  it('is small, accessible and deterministic', () => {
    const longLabel = 'Portátil gaming ASUS ROG Strix G16 16" Intel Core i9-14900HX 32GB 1TB SSD RTX 5080 & más';
    for (const name of CATEGORY_NAMES) {
      for (let n = 1; n <= 6; n++) {
        const svg = renderProductImageSvg('30000000042', n, longLabel, name);
        expect(kb(svg)).toBeLessThan(2);
        checkXml(svg);
        expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
        expect(svg).toContain('viewBox="0 0 400 400"');
        expect(svg).toContain('role="img"');
        expect(svg).toMatch(/<title[^>]*>Portátil gaming/);
        expect(svg).toBe(renderProductImageSvg('30000000042', n, longLabel, name));
      }
    }
    const texts = checkXml(renderProductImageSvg('1', 1, longLabel, 'Laptops'));
    expect(texts).toHaveLength(2);
    expect(texts[1]?.endsWith('…')).toBe(true);
    // Colours follow the category; images of one product differ from each other.
    expect(renderProductImageSvg('1', 1, 'x', 'Laptops')).not.toBe(renderProductImageSvg('1', 1, 'x', 'Pets'));
    expect(renderProductImageSvg('1', 1, 'x', 'Laptops')).not.toBe(renderProductImageSvg('1', 2, 'x', 'Laptops'));
    // Unknown categories still render.
    checkXml(renderProductImageSvg('1', 1, 'x', 'Something new'));
    for (const r of sampleCategoryRecords()) {
      const svg = renderCategoryImageSvg(r.valueurl, r.title);
      expect(kb(svg)).toBeLessThan(2);
      expect(checkXml(svg, 'title')).toEqual([r.title]);
      expect(svg).toContain('role="img"');
      // The card prints the name; the artwork must not print it a second time.
      expect(svg).not.toContain('<text');
    }
    const ph = renderPlaceholderSvg();
    expect(kb(ph)).toBeLessThan(2);
    expect(checkXml(ph, 'title')).toEqual(['Imagen no disponible']);
  });

  it('writes every referenced product image and every category image (figures: bench/sample.mjs)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sample-img-'));
    try {
      const rows = [...generateSampleRows({ count: 60, seed: 42 })];
      const expected = rows.reduce((n, r) => n + rowImageUrls(r).length, 0);
      const written = await writeSampleImages(dir, rows);
      const products = readdirSync(join(dir, 'products'));
      expect(products).toHaveLength(expected);
      expect(written).toEqual({ products: 60, files: expected + CATEGORY_NAMES.length + 1 });
      for (const u of rowImageUrls(rows[0]!)) expect(products).toContain(u.slice(u.lastIndexOf('/') + 1));
      const cats = readdirSync(join(dir, 'categories')).sort();
      expect(cats).toEqual(sampleCategoryRecords().map((r) => `${r.valueurl}.svg`).sort());
      checkXml(readFileSync(join(dir, 'products', products[0]!), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
