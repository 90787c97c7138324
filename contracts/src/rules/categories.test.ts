import { CATEGORY_NAMES, CATEGORY_SLUGS, categoryNameFromSlug, categorySlugFromName } from './categories';

describe('category slug table', () => {
  it('maps the spec examples both ways', () => {
    expect(categoryNameFromSlug('cuidado-de-la-piel')).toBe('Skincare');
    expect(categoryNameFromSlug('calzado-para-hombres')).toBe("Men's Footwear");
    expect(categorySlugFromName('TV Accessories')).toBe('accesorios-de-television');
    expect(categorySlugFromName('all')).toBe('todo');
  });
  it('is case-insensitive', () => {
    expect(categoryNameFromSlug('ORDENADORES-PORTATILES')).toBe('Laptops');
    expect(categorySlugFromName('laptops')).toBe('ordenadores-portatiles');
  });
  it('falls back: unknown slug → itself, empty → all; unknown name → Todo', () => {
    expect(categoryNameFromSlug('drones')).toBe('drones');
    expect(categoryNameFromSlug('')).toBe('all');
    expect(categoryNameFromSlug(undefined)).toBe('all');
    expect(categorySlugFromName('Spaceships')).toBe('Todo');
    expect(categorySlugFromName(null)).toBe('Todo');
  });
  it('has unique slugs and names, slugs in URL form', () => {
    const slugs = CATEGORY_SLUGS.map((c) => c.slug);
    const names = CATEGORY_SLUGS.map((c) => c.name.toLowerCase());
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(names).size).toBe(names.length);
    for (const s of slugs) expect(s).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
  it('round-trips every row', () => {
    for (const { slug, name } of CATEGORY_SLUGS) {
      expect(categorySlugFromName(categoryNameFromSlug(slug))).toBe(slug);
      expect(categoryNameFromSlug(categorySlugFromName(name))).toBe(name);
    }
  });
  it('CATEGORY_NAMES excludes the all pseudo-category', () => {
    expect(CATEGORY_NAMES).not.toContain('all');
    expect(CATEGORY_NAMES).toContain('Computers');
    expect(CATEGORY_NAMES).toHaveLength(CATEGORY_SLUGS.length - 1);
  });
});
