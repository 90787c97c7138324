import { DISCOUNT_SHOP_REFERENCE, DISCOUNT_VERIFIED, formatEuro, lowest30Text, type Product } from '@ofertas/contracts/rules';
import { productPriceDisplay } from '../lib/product';
import s from './ui.module.css';

/**
 * Beside the prices: the lowest price of the last 30 days when our history knows it, and, for a struck
 * price, whether the shop charged it in those 30 days or it is only the shop's reference.
 */
export function PriceTrust({ product: p }: { product: Product }) {
  const struck = productPriceDisplay(p).kind === 'range' && p.priceReference ? p.priceReference : null;
  const low = p.priceLow30 ?? null;
  if (low === null && struck === null) return null;
  return (
    <div className={s.trust} data-price-trust={struck ?? 'none'}>
      {low !== null ? <p className={s.low30}>{lowest30Text(formatEuro(low))}</p> : null}
      {struck === 'seen' ? <p className={s.verified}>{DISCOUNT_VERIFIED}</p> : null}
      {struck === 'shop' ? <p className={s.shopReference}>{DISCOUNT_SHOP_REFERENCE}</p> : null}
    </div>
  );
}
