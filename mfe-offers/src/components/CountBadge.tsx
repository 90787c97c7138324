import { activeFiltersLabel } from '@ofertas/contracts/rules';
import s from './filters.module.css';

/** 'N Filtro(s) activo(s)' on the filters button; neutral while nothing is filtered (a red '0' read as an alert). */
export function CountBadge({ count }: { count: number }) {
  return (
    <span className={count > 0 ? `${s.badge} ${s.badgeActive}` : s.badge} data-active={count > 0 ? 'true' : 'false'}>
      {activeFiltersLabel(count)}
    </span>
  );
}
