import { useParams } from 'react-router';
import s from './Page.module.css';

/** Placeholder page of mfe-offers for /ofertas/:keyword?: the offers team replaces it. */
export default function OffersListPage() {
  const { keyword } = useParams();
  return (
    <section className={s.page} data-boundary="offers">
      <h1>Ofertas</h1>
      <p>Resultados de búsqueda de ofertas.</p>
      {keyword ? <p className={s.param}>keyword: {keyword}</p> : null}
      {__BUILD_LABEL__ ? <p className={s.label}>Versión: {__BUILD_LABEL__}</p> : null}
    </section>
  );
}
