/**
 * The catalogue's vocabulary for typo-tolerant search: the words of product titles and brands, lower-cased and
 * accent-stripped, one row each in `search_word` (migration 0110), with a trigram index. A search that full
 * text cannot match has each of its words replaced by the nearest words of the vocabulary, and the
 * corrected words are searched by full text (products.repository.ts). A load adds the words of the rows it
 * writes, a refresh those of its new and renamed products (catalog-import/product-writer.ts: WORDED); words of
 * products retired since stay (a correction to one then finds nothing, as a misspelling of it would).
 */

/** Words shorter than this have too few trigrams to correct (and are mostly articles and sizes). */
export const WORD_MIN_LENGTH = 3;
/** Longer "words" are codes and run-together text, never a misspelling someone types. */
export const WORD_MAX_LENGTH = 40;

const MARKS = /\p{M}+/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const NON_ASCII = /[^\x20-\x7e]/;

/** Lower-cased, without accents or other combining marks (ñ → n, as the database's f_unaccent). */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Most titles are plain ASCII: those skip the decomposition.
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower;
}

function isWordChar(folded: string, i: number): boolean {
  const c = folded.charCodeAt(i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
  return LETTER_OR_DIGIT.test(folded[i] as string);
}

/**
 * Adds the vocabulary words of `text` to `into`. A scan by character codes rather than a split by a Unicode
 * regular expression: it runs for every row an import writes, and took half the time (≈ 1.1 µs per title).
 */
export function addSearchWords(text: string, into: Set<string>): void {
  const folded = foldText(text);
  let start = -1;
  for (let i = 0; i <= folded.length; i++) {
    if (i < folded.length && isWordChar(folded, i)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      const length = i - start;
      if (length >= WORD_MIN_LENGTH && length <= WORD_MAX_LENGTH) into.add(folded.slice(start, i));
      start = -1;
    }
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

/** Words an import remembers having committed, at most (a few MB of strings); past it, batches send the rest again. */
const COMMITTED_WORDS_MAX = 50_000;

/**
 * The vocabulary words an import's committed batches added: a later batch sends only the others. Nothing
 * removes a word from `search_word`, so a committed word stays there; a batch's words count only once its
 * transaction committed (a rolled-back batch's may be missing). A 100,000-row load sent every batch's
 * 1,000–2,000 distinct words again (0.21 s of statements), and two writers adding the same words wait for
 * each other's commit.
 */
export class CommittedWords {
  private readonly words = new Set<string>();

  /** `sorted` without the words known committed (still sorted). */
  unsent(sorted: readonly string[]): string[] {
    return sorted.filter((w) => !this.words.has(w));
  }

  /** Remembers the words a batch added, once its transaction committed. */
  committed(words: readonly string[]): void {
    for (const w of words) {
      if (this.words.size >= COMMITTED_WORDS_MAX) return;
      this.words.add(w);
    }
  }
}
