import { useEffect, useId, useRef, useState } from 'react';
import { formatEuro } from '@ofertas/contracts/rules';
import { PRICE_MAX } from '@ofertas/contracts/rules';
import s from './filters.module.css';

export interface FilterBarProps {
  category: string;
  brand: string;
  price: number;
  categories: string[];
  brands: string[];
  /** English name → Spanish title, when the editorial categories are known. */
  categoryTitle: (name: string) => string;
  activeCount: number;
  onCategory: (name: string) => void;
  onBrand: (name: string) => void;
  onPrice: (price: number) => void;
  onClear: () => void;
  /** Facet loading/error notes (SPEC §8 'Error en la petición: '). */
  facetError?: string | null;
}

/** Delay before a dragged/typed price becomes a filter (one URL entry per settled value, not per pixel). */
export const PRICE_COMMIT_MS = 450;

function withCurrent(options: string[], current: string): string[] {
  return current !== 'all' && !options.includes(current) ? [current, ...options] : options;
}

/** Category, brand and maximum price (0–1000 €, slider plus number input), and 'clear'. */
export function FilterBar(p: FilterBarProps) {
  const id = useId();
  const [draft, setDraft] = useState(p.price);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => setDraft(p.price), [p.price]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const changePrice = (raw: string, immediate = false) => {
    const n = raw === '' ? 0 : Math.max(0, Math.min(PRICE_MAX, Math.round(Number(raw))));
    if (!Number.isFinite(n)) return;
    setDraft(n);
    window.clearTimeout(timer.current);
    if (immediate) p.onPrice(n);
    else timer.current = window.setTimeout(() => p.onPrice(n), PRICE_COMMIT_MS);
  };

  const categories = withCurrent(p.categories, p.category);
  const brands = withCurrent(p.brands, p.brand);
  return (
    <div className={s.bar} data-boundary="offers">
      <div className={s.field}>
        <label htmlFor={`${id}-cat`}>Categoría</label>
        <select id={`${id}-cat`} value={p.category} onChange={(e) => p.onCategory(e.target.value)}>
          <option value="all">Todas las categorías</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {p.categoryTitle(c)}
            </option>
          ))}
        </select>
      </div>
      <div className={s.field}>
        <label htmlFor={`${id}-brand`}>Marca</label>
        <select id={`${id}-brand`} value={p.brand} onChange={(e) => p.onBrand(e.target.value)}>
          <option value="all">Todas las marcas</option>
          {brands.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={`${s.field} ${s.priceField}`}>
        <legend>Precio máximo</legend>
        <div className={s.priceRow}>
          <input
            type="range"
            min={0}
            max={PRICE_MAX}
            step={5}
            value={draft}
            aria-label="Precio máximo (control deslizante)"
            aria-valuetext={draft > 0 ? formatEuro(draft) : 'Sin límite'}
            onChange={(e) => changePrice(e.target.value)}
          />
          <span className={s.priceInput}>
            <input
              id={`${id}-price`}
              type="number"
              inputMode="numeric"
              min={0}
              max={PRICE_MAX}
              step={1}
              value={draft}
              aria-label="Precio máximo en euros"
              onChange={(e) => changePrice(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') changePrice(e.currentTarget.value, true);
              }}
            />
            <span aria-hidden="true">€</span>
          </span>
        </div>
        <p className={s.hint}>{draft > 0 ? `Hasta ${formatEuro(draft)}` : 'Sin límite de precio (0 = todos)'}</p>
      </fieldset>
      <button type="button" className={s.clear} onClick={p.onClear} disabled={p.activeCount === 0}>
        Borrar filtros
      </button>
      {p.facetError ? (
        <p className={s.note} role="status">
          {p.facetError}
        </p>
      ) : null}
    </div>
  );
}
