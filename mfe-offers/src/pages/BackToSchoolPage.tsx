import s from './Page.module.css';

/** Placeholder page of mfe-offers for /ofertas/vuelta-al-cole: the offers team replaces it. */
export default function BackToSchoolPage() {
  return (
    <section className={s.page} data-boundary="offers">
      <h1>Ofertas vuelta al cole</h1>
      <p>Todo para la vuelta al cole a buen precio.</p>
      {__BUILD_LABEL__ ? <p className={s.label}>Versión: {__BUILD_LABEL__}</p> : null}
    </section>
  );
}
