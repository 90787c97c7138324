import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchToSlug } from '@ofertas/contracts/rules/slug';
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

/**
 * Header search (SPEC §5): messages above the field, error style on the input, no message before the first
 * change ("first run skipped"), empty submit does nothing, otherwise go to /ofertas/{slug}.
 */
export function SearchForm() {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(readLastSearch);
  const [touched, setTouched] = useState(false);
  const error = touched ? validateSearch(text) : null;

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
    navigate(slug ? `/ofertas/${slug}` : '/ofertas');
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
