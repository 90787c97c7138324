import { CATEGORY_NAMES, CATEGORY_SLUGS } from '@ofertas/contracts';
import { sampleCategoryRecords } from './index';

describe('sampleCategoryRecords', () => {
  const records = sampleCategoryRecords();

  it('has one record per real category, with its slug and image', () => {
    expect(records.map((r) => r.value)).toEqual([...CATEGORY_NAMES]);
    const slugOf = new Map<string, string>(CATEGORY_SLUGS.map((c) => [c.name, c.slug]));
    for (const r of records) {
      expect(r.valueurl).toBe(slugOf.get(r.value));
      expect(r.image).toBe(`/api/images/categories/${r.valueurl}.svg`);
    }
    expect(records.some((r) => r.value === 'all')).toBe(false);
  });

  it('has Spanish titles and 1–2 sentence descriptions', () => {
    const byValue = new Map(records.map((r) => [r.value, r]));
    expect(byValue.get('Laptops')?.title).toBe('Ordenadores portátiles');
    expect(byValue.get('Skincare')?.title).toBe('Cuidado de la piel');
    for (const r of records) {
      expect(r.title.length).toBeGreaterThan(3);
      expect(r.description).toMatch(/\.$/);
      const sentences = r.description.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
    }
    expect(new Set(records.map((r) => r.title)).size).toBe(records.length);
  });
});
