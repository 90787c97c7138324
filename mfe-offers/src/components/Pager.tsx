import s from './ui.module.css';

export interface PagerProps {
  page: number;
  pages: number;
  label: string;
  /** Accessible name of the navigation landmark. */
  name: string;
  onPage: (page: number) => void;
}

/** 'page X de Y' with previous/next arrows: previous disabled on page 1, next on the last page. */
export function Pager({ page, pages, label, name, onPage }: PagerProps) {
  if (pages <= 0) return null;
  return (
    <nav className={s.pager} aria-label={name}>
      <button type="button" className={s.pagerButton} onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Página anterior">
        <span aria-hidden="true">‹</span>
      </button>
      <span className={s.pagerLabel} aria-live="polite">
        {label}
      </span>
      <button type="button" className={s.pagerButton} onClick={() => onPage(page + 1)} disabled={page >= pages} aria-label="Página siguiente">
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
