/**
 * The editor form's values and their mapping to and from the API (contracts/src/blog.ts). Pure functions:
 * unit-tested without a DOM. The password is a form value but never part of a request body or a draft.
 */
import type { BlogArticleSource, BlogCreateRequestInput, BlogUpdateRequestInput } from '@ofertas/contracts/blog';

export interface SectionValues {
  section: string;
  text: string;
  productUrl: string;
  urlImage: string;
  productCard: string;
  showProduct: boolean;
  showProductUrl: boolean;
  showProductCard: boolean;
}

export interface EditorValues {
  title: string;
  slug: string;
  description: string;
  category: string;
  image: string;
  content: SectionValues[];
  tags: string[];
  keySearch: string;
  password: string;
}

/** Which article the form edits: none (create mode) or one loaded with its version (edit mode). */
export type EditTarget = { id: string; slug: string; version: number } | null;

export function emptySection(): SectionValues {
  return { section: '', text: '', productUrl: '', urlImage: '', productCard: '', showProduct: false, showProductUrl: false, showProductCard: false };
}

export function emptyValues(): EditorValues {
  return { title: '', slug: '', description: '', category: '', image: '', content: [], tags: [], keySearch: '', password: '' };
}

/** A loaded article fills every field (SPEC §4); the password stays empty. */
export function valuesFromSource(a: BlogArticleSource): EditorValues {
  return {
    title: a.title,
    slug: a.slug,
    description: a.description,
    category: a.category,
    image: a.image,
    content: a.content.map((c) => ({
      section: c.section,
      text: c.text,
      productUrl: c.productUrl,
      urlImage: c.urlImage,
      productCard: c.productCard,
      showProduct: c.showProduct,
      showProductUrl: c.showProductUrl,
      showProductCard: c.showProductCard,
    })),
    tags: [...a.tags],
    keySearch: a.keySearch,
    password: '',
  };
}

function articleFields(v: EditorValues) {
  return {
    title: v.title.trim(),
    slug: v.slug.trim(),
    description: v.description,
    category: v.category.trim(),
    image: v.image.trim(),
    content: v.content.map((c) => ({ ...c, productUrl: c.productUrl.trim(), urlImage: c.urlImage.trim() })),
    tags: v.tags,
    keySearch: v.keySearch.trim(),
  };
}

export function toCreateRequest(v: EditorValues): BlogCreateRequestInput {
  return articleFields(v);
}

export function toUpdateRequest(v: EditorValues, target: NonNullable<EditTarget>): BlogUpdateRequestInput {
  return { id: target.id, version: target.version, ...articleFields(v) };
}

/** Tags: trimmed, never empty (SPEC §5), no duplicates (the second one would say nothing new). */
export function addTag(tags: readonly string[], text: string): string[] {
  const tag = text.trim();
  if (tag === '' || tags.includes(tag)) return [...tags];
  return [...tags, tag];
}
