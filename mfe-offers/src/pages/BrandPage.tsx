import { useParams } from 'react-router';
import s from './Page.module.css';

/** Placeholder page of mfe-offers for /marca/:brand?: the offers team replaces it. */
export default function BrandPage() {
  const { brand } = useParams();
  return (
    <section className={s.page} data-boundary="offers">
      <h1>Ofertas por marca</h1>
      <p>Ofertas de la marca elegida.</p>
      {brand ? <p className={s.param}>brand: {brand}</p> : null}
      {__BUILD_LABEL__ ? <p className={s.label}>Versión: {__BUILD_LABEL__}</p> : null}
    </section>
  );
}
