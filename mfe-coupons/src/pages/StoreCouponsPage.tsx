import { useParams } from 'react-router';
import s from './Page.module.css';

/** Placeholder page of mfe-coupons for /cupones/:tienda: the coupons team replaces it. */
export default function StoreCouponsPage() {
  const { tienda } = useParams();
  return (
    <section className={s.page} data-boundary="coupons">
      <h1>Cupones de la tienda</h1>
      <p>Cupones y códigos descuento de esta tienda.</p>
      {tienda ? <p className={s.param}>tienda: {tienda}</p> : null}
      {__BUILD_LABEL__ ? <p className={s.label}>Versión: {__BUILD_LABEL__}</p> : null}
    </section>
  );
}
