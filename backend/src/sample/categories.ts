/** Editorial category records of the sample catalogue (SPEC §3 Category), one per real category. */
import { COMPILED_CATEGORIES } from './generator';

export interface SampleCategoryRecord {
  /** English category name, as in the feed's category_name. */
  value: string;
  /** Spanish URL slug. */
  valueurl: string;
  /** Spanish display title. */
  title: string;
  /** Spanish description, 1–2 sentences. */
  description: string;
  /** `/api/images/categories/<slug>.svg` */
  image: string;
}

export function categoryImageUrl(slug: string): string {
  return `/api/images/categories/${slug}.svg`;
}

export function sampleCategoryRecords(): SampleCategoryRecord[] {
  return COMPILED_CATEGORIES.map((c) => ({
    value: c.name,
    valueurl: c.slug,
    title: c.spec.title,
    description: c.spec.description,
    image: categoryImageUrl(c.slug),
  }));
}
