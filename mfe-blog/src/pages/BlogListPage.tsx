import { Link } from 'react-router';
import { NO_ARTICLES } from '@ofertas/contracts/messages';
import s from './Page.module.css';

/**
 * /blog before the blog has an article store: breadcrumbs and the spec's empty state. The blog issue adds the
 * article list (GET /api/blog), the featured article and the social-follow block.
 */
export default function BlogListPage() {
  return (
    <section className={s.page} data-boundary="blog">
      <nav aria-label="Migas de pan">
        <Link to="/">Inicio</Link> &gt; <span aria-current="page">Blog</span>
      </nav>
      <h1>Blog</h1>
      <p>{NO_ARTICLES}</p>
      {__BUILD_LABEL__ ? <p className={s.label}>Versión: {__BUILD_LABEL__}</p> : null}
    </section>
  );
}
