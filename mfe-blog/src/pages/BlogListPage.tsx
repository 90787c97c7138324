import s from './Page.module.css';

/** Placeholder page of mfe-blog for /blog: the blog team replaces it. */
export default function BlogListPage() {
  return (
    <section className={s.page} data-boundary="blog">
      <h1>Blog</h1>
      <p>Consejos de ahorro y guías de compra.</p>
      {__BUILD_LABEL__ ? <p className={s.label}>Versión: {__BUILD_LABEL__}</p> : null}
    </section>
  );
}
