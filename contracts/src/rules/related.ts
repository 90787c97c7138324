import { stripAccents } from './slug';

/** Related-offers search term (SPEC §5): the two most telling words of a product title. */

/** Accent-free, since titles are compared after stripAccents. */
export const SPANISH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'al', 'algo', 'ante', 'bajo', 'cada', 'como', 'con', 'contra', 'cual', 'cuando', 'de', 'del', 'desde',
  'donde', 'durante', 'e', 'el', 'ella', 'ellas', 'ellos', 'en', 'entre', 'era', 'es', 'esa', 'esas', 'ese',
  'eso', 'esos', 'esta', 'estas', 'este', 'esto', 'estos', 'ha', 'hacia', 'han', 'hasta', 'la', 'las', 'le',
  'les', 'lo', 'los', 'mas', 'me', 'mi', 'mis', 'mucho', 'muy', 'nada', 'ni', 'no', 'nos', 'nuestra',
  'nuestro', 'o', 'otra', 'otras', 'otro', 'otros', 'para', 'pero', 'poco', 'por', 'porque', 'que', 'quien',
  'se', 'segun', 'ser', 'si', 'sin', 'sobre', 'solo', 'su', 'sus', 'tambien', 'tan', 'te', 'tiene', 'todo',
  'todos', 'tras', 'tu', 'tus', 'u', 'un', 'una', 'unas', 'uno', 'unos', 'y', 'ya', 'yo',
]);

export const RELATED_TERM_MAX_WORDS = 2;

/** Punctuation separates words here ('TV/Monitor' is two words); '_' too, unlike in slugs. */
function normalWords(text: string): string[] {
  return stripAccents(text.toLowerCase())
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');
}

export function relatedSearchTerm(title: string, brand: string | null | undefined): string {
  const brandWords = new Set(normalWords(brand ?? ''));
  return normalWords(title)
    .filter((w) => w.length > 2 && !brandWords.has(w) && !SPANISH_STOP_WORDS.has(w))
    .slice(0, RELATED_TERM_MAX_WORDS)
    .join(' ');
}
