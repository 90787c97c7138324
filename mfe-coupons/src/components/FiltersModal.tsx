import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import s from './Coupons.module.css';

/**
 * Narrow windows (≤ 1180 px): the filters open in a modal dialog (native <dialog>: focus is trapped, Esc
 * closes, focus returns to the button).
 */
export function FiltersModal({ label, children, closeSignal }: { label: string; children: (close: () => void) => ReactNode; closeSignal?: unknown }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [open]);
  useEffect(() => setOpen(false), [closeSignal]);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={s.modalButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Filtros <span className={s.count}>({label})</span>
      </button>
      <dialog
        ref={ref}
        className={s.dialog}
        aria-labelledby={titleId}
        onClose={close}
        onClick={(e) => {
          if (e.target === ref.current) close();
        }}
      >
        <div className={s.dialogBody}>
          <div className={s.dialogHead}>
            <h2 id={titleId}>Filtros</h2>
            <button type="button" className={s.secondary} onClick={close}>
              Cerrar
            </button>
          </div>
          {open ? children(close) : null}
        </div>
      </dialog>
    </>
  );
}
