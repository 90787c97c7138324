import { validateSearchText } from '@ofertas/contracts/rules/search-validation';

/** SPEC §5 search text validation (rule from contracts); the shell holds no product list. */
export function validateSearch(text: string, hasProducts = false): string | null {
  return validateSearchText(text, hasProducts);
}
