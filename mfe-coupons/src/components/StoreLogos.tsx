import { Link } from 'react-router';
import { storeLogoPath } from '@ofertas/contracts/rules/stores';
import type { CouponType } from '@ofertas/contracts/vouchers';
import { filtersToUrl, storeLabel } from '../lib/filters';
import s from './Coupons.module.css';

/**
 * A row of store logos; each one filters the coupons by its store (keeping the type filter). While the stores
 * are `pending`, an invisible row of the same height holds their place: the coupons under it do not jump
 * down when the logos arrive (docs/decisions/no-layout-shift.md).
 */
export function StoreLogos({
  stores,
  current,
  type,
  heading,
  pending = false,
}: {
  stores: ReadonlyArray<{ name: string }>;
  current?: string | undefined;
  type: CouponType;
  heading: string;
  pending?: boolean;
}) {
  if (stores.length === 0) {
    return pending ? (
      <div className={`${s.logos} ${s.logosPending}`} aria-hidden="true" data-testid="logos-pending">
        <h2 className={s.logosHeading}>{heading}</h2>
        <div className={s.logosPendingRow} />
      </div>
    ) : null;
  }
  return (
    <nav className={s.logos} aria-label={heading}>
      <h2 className={s.logosHeading}>{heading}</h2>
      <ul>
        {stores.map((store) => {
          const label = storeLabel(store.name);
          const isCurrent = current !== undefined && current.toLowerCase() === store.name.toLowerCase();
          return (
            <li key={store.name}>
              <Link to={filtersToUrl({ store: store.name, type })} className={isCurrent ? `${s.logo} ${s.logoCurrent}` : s.logo} aria-current={isCurrent ? 'page' : undefined} title={`Cupones de ${label}`}>
                <img src={storeLogoPath(store.name)} alt={`Cupones de ${label}`} width={120} height={60} loading="lazy" />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
