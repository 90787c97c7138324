import { useParams } from 'react-router';
import s from './Page.module.css';

/** Placeholder page of mfe-offers for /categorias/:category?: the offers team replaces it. */
export default function CategoryPage() {
  const { category } = useParams();
  return (
    <section className={s.page} data-boundary="offers">
      <h1>Ofertas por categoría</h1>
      <p>Ofertas de la categoría elegida.</p>
      {category ? <p className={s.param}>category: {category}</p> : null}
      {__BUILD_LABEL__ ? <p className={s.label}>Versión: {__BUILD_LABEL__}</p> : null}
    </section>
  );
}
