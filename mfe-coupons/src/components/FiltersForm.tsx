import { useId, useState, type FormEvent } from 'react';
import type { CouponType } from '@ofertas/contracts/vouchers';
import type { Store } from '../api/vouchers';
import { storeLabel, TYPE_OPTIONS, type CouponFilters } from '../lib/filters';
import s from './Coupons.module.css';

interface Props {
  stores: readonly Store[];
  /** The filters in force (from the URL); the form edits a draft of them until Aplicar. */
  applied: CouponFilters;
  onApply: (f: CouponFilters) => void;
  onReset: () => void;
}

/** Store and type filters: nothing changes until 'Aplicar'; 'Restablecer' sets everything to all. */
export function FiltersForm({ stores, applied, onApply, onReset }: Props) {
  const id = useId();
  // Drafts: null until the shopper picks something, so the form shows the filters in force as they firm up (a
  // store named in the URL becomes the list's spelling once the list arrives) without being remounted, which
  // closed the phone's dialog and dropped the focus whenever the store list came in.
  const [draftStore, setStore] = useState<string | null>(null);
  const [draftType, setType] = useState<CouponType | null>(null);
  const store = draftStore ?? applied.store;
  const type = draftType ?? applied.type;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ store, type });
  };
  const reset = () => {
    setStore('all');
    setType('all');
    onReset();
  };
  // A store in the URL that is not (or no longer) listed stays selectable, so Aplicar keeps it.
  const known = store === 'all' || stores.some((x) => x.name === store);
  return (
    <form className={s.filters} onSubmit={submit} aria-label="Filtros de cupones">
      <div className={s.field}>
        <label htmlFor={`${id}-store`}>Tienda</label>
        <select id={`${id}-store`} value={store} onChange={(e) => setStore(e.target.value)}>
          <option value="all">Todas las tiendas</option>
          {known ? null : <option value={store}>{storeLabel(store)}</option>}
          {stores.map((x) => (
            <option key={x.id} value={x.name}>
              {storeLabel(x.name)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={s.field}>
        <legend>Tipo</legend>
        {TYPE_OPTIONS.map((o) => (
          <label key={o.value} className={s.radio}>
            <input type="radio" name={`${id}-type`} value={o.value} checked={type === o.value} onChange={() => setType(o.value)} />
            {o.label}
          </label>
        ))}
      </fieldset>
      <div className={s.filterButtons}>
        <button type="submit" className={s.primary}>
          Aplicar
        </button>
        <button type="button" className={s.secondary} onClick={reset}>
          Restablecer
        </button>
      </div>
    </form>
  );
}
