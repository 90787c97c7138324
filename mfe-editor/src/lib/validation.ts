/**
 * Field rules of the form (SPEC §5 'Editor form'), as react-hook-form rules. The patterns, limits and messages
 * are the contracts' (contracts/src/blog.ts) so what the form accepts the server accepts; the server validates
 * again and answers the same Spanish reasons.
 */
import type { RegisterOptions } from 'react-hook-form';
import { BLOG_LIMITS, BLOG_SLUG_PATTERN, isReservedBlogSlug } from '@ofertas/contracts/blog';
import type { EditorValues } from './form-model';
import { REQUIRED, UI } from './messages';

/** Empty, an http(s) URL or a same-origin path (contracts `optionalUrl`). */
export const OPTIONAL_URL = { value: /^(|\s*https?:\/\/\S+\s*|\s*\/\S*\s*)$/, message: UI.urlPattern };

/** Cover: the same plus an inline image data URL (chosen from disk). */
const COVER = /^(|\s*https?:\/\/\S+\s*|\s*\/\S*\s*|data:image\/[\w.+-]+;base64,[A-Za-z0-9+/=\s]+)$/;

// Rules take `unknown`: react-hook-form types a rule against every value type of the form.
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const notBlank = (message: string) => (v: unknown) => text(v) !== '' || message;
export const max = (n: number) => ({ value: n, message: UI.maxLength(n) });

function slugProblem(v: unknown): true | string {
  const slug = text(v);
  if (slug === '') return REQUIRED.slug;
  if (!BLOG_SLUG_PATTERN.test(slug)) return UI.slugPattern;
  return !isReservedBlogSlug(slug) || UI.slugReserved;
}

export const RULES = {
  title: { validate: notBlank(REQUIRED.title), maxLength: max(BLOG_LIMITS.title) },
  slug: { validate: slugProblem, maxLength: max(BLOG_LIMITS.slug) },
  description: { maxLength: max(BLOG_LIMITS.html) },
  category: { validate: notBlank(REQUIRED.category), maxLength: max(BLOG_LIMITS.category) },
  image: { pattern: { value: COVER, message: UI.urlPattern } },
  keySearch: { validate: notBlank(REQUIRED.keySearch), maxLength: max(BLOG_LIMITS.keySearch) },
} satisfies Partial<Record<keyof EditorValues, RegisterOptions<EditorValues>>>;

/** A section's fields, with the limits of contracts' ContentSectionSchema. */
export const SECTION_RULES = {
  section: { maxLength: max(BLOG_LIMITS.sectionHeading) },
  text: { maxLength: max(BLOG_LIMITS.html) },
  productUrl: { pattern: OPTIONAL_URL, maxLength: max(BLOG_LIMITS.url) },
  urlImage: { pattern: OPTIONAL_URL, maxLength: max(BLOG_LIMITS.url) },
  productCard: { maxLength: max(BLOG_LIMITS.keySearch) },
} as const;

/**
 * The Password (SPEC §5/§6): creating needs it, editing and deleting do not; and the server only needs it to open
 * a session, so with one open it is not asked for (ensureSession checks again when the form is sent).
 */
export function passwordRules(needed: boolean): RegisterOptions<EditorValues, 'password'> {
  // Always a validate: react-hook-form merges a field's rules on each render, so an omitted one would stay.
  return { validate: needed ? notBlank(REQUIRED.password) : () => true };
}
