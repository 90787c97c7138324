import { formatEuro, formatPercent, type Product } from '@ofertas/contracts/rules';
import { productPriceDisplay } from '../lib/product';
import s from './ui.module.css';

/** Prices of SPEC §3: before = highest (struck), now = lowest, discount %, or one price when equal. */
export function Price({ product, size = 'md' }: { product: Product; size?: 'md' | 'lg' }) {
  const d = productPriceDisplay(product);
  if (d.kind === 'none') return null;
  return (
    <p className={`${s.price} ${size === 'lg' ? s.priceLg : ''}`} data-keep-clear="">
      {d.kind === 'range' ? (
        <>
          <span className={s.now}>
            <span className="visually-hidden">Precio actual: </span>
            {formatEuro(d.now)}
          </span>{' '}
          <s className={s.before}>
            <span className="visually-hidden">Precio anterior: </span>
            {formatEuro(d.before)}
          </s>{' '}
          <span className={s.discount}>{formatPercent(d.discountPercent)}</span>
        </>
      ) : (
        <span className={s.now}>{formatEuro(d.now)}</span>
      )}
    </p>
  );
}
