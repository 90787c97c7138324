import s from './Page.module.css';

/** Placeholder page of mfe-coupons for /cupones: the coupons team replaces it. */
export default function CouponsPage() {
  return (
    <section className={s.page} data-boundary="coupons">
      <h1>Cupones descuento</h1>
      <p>Códigos descuento, vales y cupones de las mejores tiendas.</p>
      {__BUILD_LABEL__ ? <p className={s.label}>Versión: {__BUILD_LABEL__}</p> : null}
    </section>
  );
}
