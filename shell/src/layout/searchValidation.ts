import { MSG } from '../messages';

/** SPEC §5 search text validation; `hasProducts` is false in the shell (it holds no product list). */
export function validateSearch(text: string, hasProducts = false): string | null {
  if (text === '' && !hasProducts) return MSG.searchInvalid;
  if (/^\d+$/.test(text)) return MSG.searchOnlyLetters;
  if (text.length < 3) return MSG.searchMinChars;
  return null;
}
