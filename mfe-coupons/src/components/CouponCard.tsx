import { useId } from 'react';
import type { Voucher } from '@ofertas/contracts/vouchers';
import { daysUntil, formatDateDDMMYYYY } from '@ofertas/contracts/rules/dates';
import { storeLogoPath } from '@ofertas/contracts/rules/stores';
import { storeLabel } from '../lib/filters';
import { CopyCodeButton } from './CopyCodeButton';
import s from './Coupons.module.css';

/** 'caduca en N días' within a week of the end date (0 → 'caduca hoy'); null otherwise. */
export function expiryNotice(endDate: string | null, now: Date): string | null {
  const days = daysUntil(endDate, now);
  if (days === null || days < 0 || days > 7) return null;
  if (days === 0) return 'caduca hoy';
  return days === 1 ? 'caduca en 1 día' : `caduca en ${days} días`;
}

export function validityText(startDate: string | null, endDate: string | null): string {
  const from = formatDateDDMMYYYY(startDate);
  const to = formatDateDDMMYYYY(endDate);
  if (from && to) return `Válido del ${from} al ${to}`;
  if (to) return `Válido hasta el ${to}`;
  if (from) return `Válido desde el ${from}, sin fecha de fin`;
  return 'Sin fecha de caducidad';
}

export function CouponCard({ coupon, now }: { coupon: Voucher; now: Date }) {
  const titleId = useId();
  const store = storeLabel(coupon.advertiser.name);
  const code = coupon.voucher.code;
  const expiry = expiryNotice(coupon.endDate, now);
  const kind = coupon.type === 'voucher' ? 'Código descuento' : 'Promoción';
  return (
    <li className={s.card}>
      <article aria-labelledby={titleId} data-promotion-id={coupon.promotionId}>
        <div className={s.cardHead}>
          <img className={s.cardLogo} src={storeLogoPath(coupon.advertiser.name)} alt={`Logo de ${store}`} width={96} height={48} loading="lazy" />
          <p className={s.badges}>
            <span className={s.badge} data-kind={coupon.type}>
              {kind}
            </span>
            {coupon.voucher.exclusive ? <span className={`${s.badge} ${s.exclusive}`}>Exclusivo</span> : null}
            {expiry ? <span className={`${s.badge} ${s.urgent}`}>{expiry}</span> : null}
          </p>
        </div>
        <h3 id={titleId} className={s.cardTitle}>
          {coupon.title}
        </h3>
        {coupon.description ? <p className={s.description}>{coupon.description}</p> : null}
        <p className={s.meta}>
          <span>Tienda: {store}</span>
          <span>{validityText(coupon.startDate, coupon.endDate)}</span>
        </p>
        {coupon.terms ? (
          <details className={s.terms}>
            <summary>Condiciones</summary>
            <p>{coupon.terms}</p>
          </details>
        ) : null}
        <div className={s.actions}>
          {code ? <CopyCodeButton code={code} storeName={store} /> : null}
          <a className={s.goButton} href={`/go/cupon/${coupon.promotionId}`} target="_blank" rel="sponsored noopener" aria-label={`${code ? 'Ir a la tienda' : 'Ver la oferta'} ${store}: ${coupon.title} (se abre en una pestaña nueva)`}>
            {code ? 'Ir a la tienda' : 'Ver la oferta'}
          </a>
        </div>
      </article>
    </li>
  );
}
