import { Link } from 'react-router';
import s from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  to?: string;
}

/** SPEC §2 breadcrumbs (Inicio > Blog …): a navigation landmark with the current page marked. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Migas de pan" className={s.crumbs}>
      <ol>
        {items.map((c) => (
          <li key={c.label}>{c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
