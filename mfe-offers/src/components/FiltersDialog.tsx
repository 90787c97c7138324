import { useEffect, useRef, type ReactNode } from 'react';
import { activeFiltersLabel } from '@ofertas/contracts/rules';
import s from './filters.module.css';

/**
 * Windows ≤ 1180 px: the filters live in a modal dialog titled 'N Filtro(s) activo(s)'. A native <dialog>
 * opened with showModal(): the rest of the page is inert (focus stays inside), Escape closes, and focus
 * returns to the opening button.
 */
export function FiltersDialog({ count, children }: { count: number; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const label = activeFiltersLabel(count);

  const open = () => {
    const d = ref.current;
    if (!d) return;
    if (typeof d.showModal === 'function') d.showModal();
    else d.setAttribute('open', '');
    d.querySelector<HTMLElement>('select, input, button')?.focus();
  };
  const close = () => {
    const d = ref.current;
    if (!d) return;
    if (typeof d.close === 'function') d.close();
    else d.removeAttribute('open');
  };
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    const onClose = () => opener.current?.focus();
    // Escape without native support (test DOMs): close by hand.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && d.hasAttribute('open')) {
        e.preventDefault();
        close();
        opener.current?.focus();
      }
    };
    d.addEventListener('close', onClose);
    d.addEventListener('keydown', onKey);
    return () => {
      d.removeEventListener('close', onClose);
      d.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <div className={s.modalHost} data-boundary="offers">
      <button type="button" ref={opener} className={s.openButton} onClick={open} aria-haspopup="dialog">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M3 5h18l-7 8v6l-4-2v-4z" fill="currentColor" />
        </svg>
        Filtros{' '}
        {/* Neutral while nothing is filtered: a red '0 Filtros activos' read as an alert (issue 12 #6). */}
        <span className={count > 0 ? `${s.badge} ${s.badgeActive}` : s.badge} data-active={count > 0 ? 'true' : 'false'}>
          {label}
        </span>
      </button>
      <dialog
        ref={ref}
        className={s.dialog}
        aria-labelledby="offers-filters-title"
        onClick={(e) => {
          if (e.target === ref.current) close(); // click on the backdrop
        }}
      >
        <div className={s.dialogInner}>
          <header className={s.dialogHeader}>
            <h2 id="offers-filters-title">{label}</h2>
            <button type="button" className={s.closeButton} onClick={close} aria-label="Cerrar filtros">
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {children}
          <button type="button" className={s.doneButton} onClick={close}>
            Ver ofertas
          </button>
        </div>
      </dialog>
    </div>
  );
}
