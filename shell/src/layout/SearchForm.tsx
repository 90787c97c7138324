import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchToSlug } from '@ofertas/contracts/rules/slug';
import { onProductsShown, searchNavState } from '@ofertas/contracts/search-handoff';
import { MSG, STORAGE_KEYS } from '../messages';
import { validateSearch } from './searchValidation';
import s from './Header.module.css';

function readLastSearch(): string {
  try {
    return localStorage.getItem(STORAGE_KEYS.lastSearch) ?? '';
  } catch {
    return '';
  }
}

/** History state of a top-nav category shortcut: SPEC §4 has it clear the search text. */
export const CLEAR_SEARCH_STATE = { clearSearch: true } as const;

function clearsSearch(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { clearSearch?: unknown }).clearSearch === true;
}

/**
 * Header search (SPEC §5): messages above the field, error style on the input, no message before the first
 * change ("first run skipped"), empty submit does nothing, any other text goes to /ofertas/{slug} (SPEC §4:
 * a message such as 'Ingrese al menos 3 caracteres' advises, it does not block 'tv').
 */
export function SearchForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [text, setText] = useState(readLastSearch);
  const [touched, setTouched] = useState(false);
  // SPEC §5 reserves 'Ingrese un texto valido' for an empty box while no products are shown: the offers
  // lists announce how many they show.
  const [productsShown, setProductsShown] = useState(0);
  useEffect(() => onProductsShown(setProductsShown), []);
  const error = touched ? validateSearch(text, productsShown > 0) : null;
  useEffect(() => {
    if (!clearsSearch(location.state)) return;
    setText('');
    setTouched(false);
    try {
      localStorage.removeItem(STORAGE_KEYS.lastSearch);
    } catch {
      /* ignore */
    }
  }, [location.key, location.state]);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    try {
      localStorage.setItem(STORAGE_KEYS.lastSearch, trimmed);
    } catch {
      /* ignore */
    }
    const slug = searchToSlug(trimmed);
    // The slug loses accents and punctuation; the list heading shows the words as typed from this state.
    navigate(slug ? `/ofertas/${slug}` : '/ofertas', { state: searchNavState(trimmed) });
  }

  return (
    <form role="search" className={s.search} onSubmit={onSubmit} noValidate>
      <p id={`${id}-error`} className={s.searchError} role="status" aria-live="polite">
        {error ?? ''}
      </p>
      <div className={s.searchRow}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {MSG.searchPlaceholder}
        </label>
        <input
          id={`${id}-input`}
          name="search"
          type="search"
          autoComplete="off"
          placeholder={MSG.searchPlaceholder}
          className={error ? `${s.searchInput} ${s.searchInputError}` : s.searchInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setTouched(true);
          }}
        />
        <button type="submit" className={s.searchButton}>
          {MSG.searchButton}
        </button>
      </div>
    </form>
  );
}
