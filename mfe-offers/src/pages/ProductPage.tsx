import { useParams } from 'react-router';
import s from './Page.module.css';

/** Placeholder page of mfe-offers for /ofertas/:title/:id: the offers team replaces it. */
export default function ProductPage() {
  const { id } = useParams();
  return (
    <section className={s.page} data-boundary="offers">
      <h1>Oferta</h1>
      <p>Detalle de la oferta.</p>
      {id ? <p className={s.param}>id: {id}</p> : null}
      {__BUILD_LABEL__ ? <p className={s.label}>Versión: {__BUILD_LABEL__}</p> : null}
    </section>
  );
}
