/**
 * The catalogue's vocabulary for typo-tolerant search: the words of product titles and brands, lower-cased and
 * accent-stripped, one row each in `search_word` (migration 0110), with a trigram index. A search that full
 * text cannot match has each of its words replaced by the nearest words of the vocabulary, and the
 * corrected words are searched by full text (products.repository.ts). The import adds the words of the rows
 * it writes (catalog-import/product-writer.ts); words of products retired since stay (a correction to one
 * then finds nothing, as a misspelling of it would).
 */

/** Words shorter than this have too few trigrams to correct (and are mostly articles and sizes). */
export const WORD_MIN_LENGTH = 3;
/** Longer "words" are codes and run-together text, never a misspelling someone types. */
export const WORD_MAX_LENGTH = 40;

const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/u;

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** Lower-cased, without accents or other combining marks (ñ → n, as the database's f_unaccent). */
export function foldText(text: string): string {
  // Most titles are plain ASCII: those skip the decomposition.
  return (isAscii(text) ? text : text.normalize('NFD').replace(MARKS, '')).toLowerCase();
}

/** Adds the vocabulary words of `text` to `into`. */
export function addSearchWords(text: string, into: Set<string>): void {
  for (const word of foldText(text).split(NOT_WORD)) {
    if (word.length >= WORD_MIN_LENGTH && word.length <= WORD_MAX_LENGTH) into.add(word);
  }
}

/** The distinct vocabulary words of `text`, in the order they first appear. */
export function searchWords(text: string): string[] {
  const words = new Set<string>();
  addSearchWords(text, words);
  return [...words];
}

/**
 * The same words in SQL, over a text expression (the migration's fill of the vocabulary from stored products).
 * PostgreSQL's f_unaccent maps a few rare letters differently from Unicode decomposition (ø, ß, æ…): such a
 * word may be stored in both spellings, which only adds a candidate.
 */
export const searchWordsSql = (text: string): string =>
  `regexp_split_to_table(lower(f_unaccent(${text})), '[^[:alnum:]]+')`;

/** Adds words to the vocabulary; sorted, so two batches adding the same new words wait for each other instead of deadlocking. */
export const INSERT_SEARCH_WORDS = `INSERT INTO search_word (word) SELECT w FROM unnest($1::text[]) AS t(w) ORDER BY w ON CONFLICT DO NOTHING`;
