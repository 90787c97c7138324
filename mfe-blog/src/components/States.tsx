import s from './States.module.css';

/** SPEC §4 loading state. */
export function Loading({ text }: { text: string }) {
  return (
    <div className={s.state} role="status" aria-live="polite" data-state="loading">
      <span className={s.spinner} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** Empty state ('No hay artículos') or error ('No se encontraron artículos'). */
export function Notice({ text, kind }: { text: string; kind: 'empty' | 'error' }) {
  return (
    <div className={kind === 'error' ? `${s.state} ${s.error}` : s.state} role={kind === 'error' ? 'alert' : 'status'} data-state={kind}>
      <p>{text}</p>
    </div>
  );
}
