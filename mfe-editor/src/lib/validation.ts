/**
 * Field rules of the form (SPEC §5 'Editor form'), as react-hook-form rules. The patterns are the contracts'
 * (contracts/src/blog.ts) so what the form accepts the server accepts; the server validates again.
 */
import type { RegisterOptions } from 'react-hook-form';
import { BLOG_LIMITS, BLOG_SLUG_PATTERN } from '@ofertas/contracts/blog';
import { EDITOR_LABELS } from '@ofertas/contracts/messages';
import type { EditorValues } from './form-model';
import { required, UI } from './messages';

/** Empty, an http(s) URL or a same-origin path (contracts `optionalUrl`). */
export const OPTIONAL_URL = { value: /^(|\s*https?:\/\/\S+\s*|\s*\/\S*\s*)$/, message: UI.urlPattern };

/** Cover: the same plus an inline image data URL (chosen from disk). */
const COVER = /^(|\s*https?:\/\/\S+\s*|\s*\/\S*\s*|data:image\/[\w.+-]+;base64,[A-Za-z0-9+/=\s]+)$/;

// Rules take `unknown`: react-hook-form types a rule against every value type of the form.
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const notBlank = (label: string) => (v: unknown) => text(v) !== '' || required(label);
const max = (n: number) => ({ value: n, message: `Máximo ${n} caracteres` });

export const RULES = {
  title: { validate: notBlank(EDITOR_LABELS.title), maxLength: max(BLOG_LIMITS.title) },
  slug: {
    validate: (v: unknown) => (text(v) === '' ? required(EDITOR_LABELS.slug) : BLOG_SLUG_PATTERN.test(text(v)) || UI.slugPattern),
    maxLength: max(BLOG_LIMITS.slug),
  },
  category: { validate: notBlank(EDITOR_LABELS.category), maxLength: max(BLOG_LIMITS.category) },
  image: { pattern: { value: COVER, message: UI.urlPattern } },
  keySearch: { validate: notBlank(EDITOR_LABELS.keySearch), maxLength: max(BLOG_LIMITS.keySearch) },
  password: { validate: notBlank(EDITOR_LABELS.password) },
} satisfies Partial<Record<keyof EditorValues, RegisterOptions<EditorValues>>>;
