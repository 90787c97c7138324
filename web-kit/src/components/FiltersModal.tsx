import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import s from './FiltersModal.module.css';

export interface FiltersModalProps {
  /** The dialog's heading and accessible name: offers '2 Filtros activos', coupons 'Filtros'. */
  title: string;
  /** What the opening button shows after 'Filtros' (the active-filter count, styled by the remote). */
  summary: ReactNode;
  /** Visible text of the close button in the heading; without it the button is a × named 'Cerrar filtros'. */
  closeText?: string;
  /** A button under the fields that closes the dialog (offers: 'Ver ofertas'; the fields apply at once). */
  doneText?: string;
  /** The dialog closes whenever this value changes (coupons: the applied filters, after Aplicar/Restablecer). */
  closeSignal?: unknown;
  /**
   * The remote's own fields. As a function they get `close` and are rendered only while the dialog is open, so
   * a draft form starts again from the applied filters at each opening.
   */
  children: ReactNode | ((close: () => void) => ReactNode);
}

export const CLOSE_FILTERS = 'Cerrar filtros';

/**
 * The filters of a list in a modal dialog, for narrow windows (≤ 1180 px, `NARROW_QUERY`). A native <dialog>
 * opened with showModal(): the rest of the page is inert, so focus stays inside; Escape, the close button and a
 * click on the backdrop close it, and focus goes back to the opening button. Test DOMs without showModal get
 * the same behaviour by hand.
 */
export function FiltersModal({ title, summary, closeText, doneText, closeSignal, children }: FiltersModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      // showModal focuses the first focusable element; a DOM without it needs the same.
      if (!d.contains(document.activeElement)) d.querySelector<HTMLElement>('button, select, input, textarea, a[href]')?.focus();
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
      opener.current?.focus();
    }
  }, [open]);

  // A new value closes the dialog; the first run (mount) finds it closed already.
  useEffect(() => setOpen(false), [closeSignal]);

  return (
    <>
      <button type="button" ref={opener} className={s.openButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M3 5h18l-7 8v6l-4-2v-4z" fill="currentColor" />
        </svg>
        Filtros {summary}
      </button>
      <dialog
        ref={dialog}
        className={s.dialog}
        aria-labelledby={titleId}
        // Escape (native) and any other way the browser closes it: keep the state in step, focus the opener.
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        onKeyDown={(e) => {
          // Native Escape fires 'cancel' then 'close'; handled here so a DOM without <dialog> support behaves alike.
          if (e.key === 'Escape' && open) {
            e.preventDefault();
            close();
          }
        }}
        onClick={(e) => {
          if (e.target === dialog.current) close(); // a click on the backdrop
        }}
      >
        <div className={s.inner}>
          <header className={s.header}>
            <h2 id={titleId}>{title}</h2>
            {closeText ? (
              <button type="button" className={s.closeText} onClick={close}>
                {closeText}
              </button>
            ) : (
              <button type="button" className={s.closeIcon} onClick={close} aria-label={CLOSE_FILTERS}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </header>
          {typeof children === 'function' ? (open ? children(close) : null) : children}
          {doneText ? (
            <button type="button" className={s.doneButton} onClick={close}>
              {doneText}
            </button>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
