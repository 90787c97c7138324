import { SEARCH_INVALID_TEXT, SEARCH_MIN_CHARS, SEARCH_ONLY_LETTERS } from '../messages';

export const SEARCH_MIN_LENGTH = 3;

/**
 * SPEC §5 search-text table, checked in the table's order; null clears the error. Surrounding spaces do not
 * count, so '  ab ' is still too short. Empty text while products are shown falls through to the length rule.
 */
export function validateSearchText(text: string, hasProducts: boolean): string | null {
  const t = text.trim();
  if (t === '' && !hasProducts) return SEARCH_INVALID_TEXT;
  if (/^\d+$/.test(t)) return SEARCH_ONLY_LETTERS;
  if (t.length < SEARCH_MIN_LENGTH) return SEARCH_MIN_CHARS;
  return null;
}
