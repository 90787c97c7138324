import { useParams } from 'react-router';
import s from './Page.module.css';

/** Placeholder page of mfe-blog for /blog/:slug: the blog team replaces it. */
export default function ArticlePage() {
  const { slug } = useParams();
  return (
    <section className={s.page} data-boundary="blog">
      <h1>Artículo</h1>
      <p>Artículo del blog de ahorro.</p>
      {slug ? <p className={s.param}>slug: {slug}</p> : null}
      {__BUILD_LABEL__ ? <p className={s.label}>Versión: {__BUILD_LABEL__}</p> : null}
    </section>
  );
}
