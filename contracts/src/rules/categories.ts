/**
 * Spanish URL slug ↔ English category name (SPEC §3 "Category slug mapping"). The first 20 rows are the
 * spec's table verbatim; the rest are the other categories our catalogue carries. The sample catalogue and
 * the navigation use these names, so this list is the single source of truth for category names.
 */
export const CATEGORY_SLUGS = [
  { slug: 'todo', name: 'all' },
  { slug: 'cosmeticos', name: 'Cosmetics' },
  { slug: 'bolsas', name: 'Bags' },
  { slug: 'cables', name: 'cables' },
  { slug: 'componentes', name: 'Computer Components' },
  { slug: 'muebles', name: 'Furniture' },
  { slug: 'aspiradoras', name: 'Vacuum Cleaners' },
  { slug: 'bricolaje', name: 'DIY' },
  { slug: 'cuidado-de-la-piel', name: 'Skincare' },
  { slug: 'fragancias', name: 'fragancias' },
  { slug: 'afeitado', name: 'Shaving' },
  { slug: 'salud', name: 'Health' },
  { slug: 'perifericos', name: 'Peripherals' },
  { slug: 'ordenadores-portatiles', name: 'Laptops' },
  { slug: 'teclados', name: 'Keyboards' },
  { slug: 'calzado-para-hombres', name: "Men's Footwear" },
  { slug: 'deportes-de-raqueta', name: 'Racket Sports' },
  { slug: 'gadgets', name: 'gadgets' },
  { slug: 'redes', name: 'Networking' },
  { slug: 'accesorios-de-television', name: 'TV Accessories' },
  // Beyond the spec's examples ("Other slugs also exist").
  { slug: 'ordenadores', name: 'Computers' },
  { slug: 'accesorios-para-el-hogar', name: 'Home Accessories' },
  { slug: 'moviles', name: 'Mobile Phones' },
  { slug: 'televisores', name: 'Televisions' },
  { slug: 'auriculares', name: 'Headphones' },
  { slug: 'relojes', name: 'Watches' },
  { slug: 'joyeria', name: 'Jewellery' },
  { slug: 'juguetes', name: 'Toys' },
  { slug: 'electrodomesticos', name: 'Home Appliances' },
  { slug: 'cocina', name: 'Kitchen' },
  { slug: 'ropa-de-mujer', name: "Women's Clothing" },
  { slug: 'calzado-para-mujeres', name: "Women's Footwear" },
  { slug: 'maquillaje', name: 'Makeup' },
  { slug: 'cuidado-del-cabello', name: 'Hair Care' },
  { slug: 'videojuegos', name: 'Video Games' },
  { slug: 'fotografia', name: 'Photography' },
  { slug: 'bebes', name: 'Baby' },
  { slug: 'mascotas', name: 'Pets' },
  { slug: 'jardin', name: 'Garden' },
  { slug: 'viajes', name: 'Travel' },
] as const satisfies ReadonlyArray<{ slug: string; name: string }>;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number]['slug'];
export type CategoryName = (typeof CATEGORY_SLUGS)[number]['name'];

/** Real category names (without the 'all' pseudo-category). */
export const CATEGORY_NAMES: readonly string[] = CATEGORY_SLUGS.filter((c) => c.name !== 'all').map((c) => c.name);

const bySlug = new Map<string, string>(CATEGORY_SLUGS.map((c) => [c.slug, c.name]));
const byName = new Map<string, string>(CATEGORY_SLUGS.map((c) => [c.name.toLowerCase(), c.slug]));

/** Slug → category name; an unknown slug is taken as the name itself (so new feed categories still filter). */
export function categoryNameFromSlug(slug: string | undefined | null): string {
  if (!slug) return 'all';
  return bySlug.get(slug.toLowerCase()) ?? slug;
}

/** Category name → slug; unknown values fall back to 'Todo' (SPEC §3). */
export function categorySlugFromName(name: string | undefined | null): string {
  if (!name) return 'Todo';
  return byName.get(name.toLowerCase()) ?? 'Todo';
}

/**
 * A Spanish label for a category before (or without) its editorial title: the words of its Spanish slug
 * ('Laptops' → 'Ordenadores portatiles'). Shoppers never see the feed's English name; a category
 * outside the table keeps its own name.
 */
export function categoryFallbackLabel(name: string): string {
  const slug = categorySlugFromName(name);
  if (slug === 'Todo' || slug === 'todo') return name;
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
