import s from './States.module.css';

export function Loading({ text = 'Cargando ofertas…' }: { text?: string }) {
  return (
    <div className={s.state} role="status" aria-live="polite" data-state="loading">
      <span className={s.spinner} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <div className={s.state} role="status" data-state="empty">
      <NoResultsArt />
      <p>{text}</p>
    </div>
  );
}

/** Error display: the message and the no-results drawing (SPEC §8 offers list error). */
export function ErrorState({ text, detail }: { text: string; detail?: string }) {
  return (
    <div className={`${s.state} ${s.stateError}`} role="alert" data-state="error">
      <NoResultsArt />
      <p className={s.stateTitle}>{text}</p>
      {detail ? <p className={s.stateDetail}>{detail}</p> : null}
    </div>
  );
}

function NoResultsArt() {
  return (
    <svg className={s.stateArt} viewBox="0 0 120 90" width="120" height="90" aria-hidden="true" focusable="false">
      <rect x="8" y="18" width="74" height="56" rx="8" fill="#fff" stroke="currentColor" strokeWidth="3" />
      <path d="M20 34h50M20 46h36M20 58h28" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity=".45" />
      <circle cx="84" cy="54" r="18" fill="#fff" stroke="currentColor" strokeWidth="4" />
      <path d="M97 67l14 14" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      <path d="M77 47l14 14M91 47 77 61" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
