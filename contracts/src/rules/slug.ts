/**
 * URL slugs (SPEC §2 route table, §5 "Title to slug"). One normal form serves product titles and search
 * texts so that a link built by one screen is understood by every other one.
 */

/** Blog article slugs: lower-case words of letters and digits joined by single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Removes diacritics; NFD splits 'ñ' into 'n' + combining tilde, so it becomes 'n' too. */
export function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function toSlug(text: string): string {
  return stripAccents(text.toLowerCase())
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Product title → the {title} segment of /ofertas/{title}/{id}. */
export function titleToSlug(title: string): string {
  return toSlug(title);
}

/** Search text → the {keyword} segment of /ofertas/{keyword}. */
export function searchToSlug(text: string): string {
  return toSlug(text);
}

/** Inverse used by list pages: the slug lost accents and punctuation for good, so only spaces come back. */
export function slugToSearchText(slug: string): string {
  return slug.replace(/-+/g, ' ').trim();
}

/**
 * Brand name → the {brand} segment of /marca/{brand}: lower-case, accents stripped, hyphens
 * ('The North Face' → 'the-north-face', 'Royal Canin' → 'royal-canin'). The server maps a slug back to the
 * catalogue's spelling case- and accent-insensitively, so old links (/marca/Royal%20Canin) still resolve.
 */
export function brandToSlug(name: string): string {
  return toSlug(name);
}

/** The path of a brand's list; a name with no letters or digits keeps its own (encoded) spelling. */
export function brandPath(name: string): string {
  return `/marca/${brandToSlug(name) || encodeURIComponent(name)}`;
}
