import s from './Page.module.css';

/** Placeholder page of mfe-offers for /: the offers team replaces it. */
export default function HomePage() {
  return (
    <section className={s.page} data-boundary="offers">
      <h1>Ofertas flash</h1>
      <p>Las mejores ofertas del día, por categorías.</p>
      {__BUILD_LABEL__ ? <p className={s.label}>Versión: {__BUILD_LABEL__}</p> : null}
    </section>
  );
}
