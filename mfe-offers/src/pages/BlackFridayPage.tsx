import s from './Page.module.css';

/** Placeholder page of mfe-offers for /ofertas/black-friday: the offers team replaces it. */
export default function BlackFridayPage() {
  return (
    <section className={s.page} data-boundary="offers">
      <h1>Ofertas Black Friday</h1>
      <p>Las mejores ofertas del Black Friday.</p>
      {__BUILD_LABEL__ ? <p className={s.label}>Versión: {__BUILD_LABEL__}</p> : null}
    </section>
  );
}
