import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArticleBody } from '../components/ArticleBody';
import { ArticleMeta, Category } from '../components/ArticleMeta';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Loading } from '../components/States';
import { useArticle } from '../hooks/useArticle';
import { fallbackToPlaceholder, RemoteFragment, scrollToTopSoon } from '@ofertas/web-kit';
import { authorOf, useSiteInfo } from '../lib/site';
import { articleHead } from '../seo/article';
import { applyHead } from '../seo/head';
import s from './ArticlePage.module.css';

/** SPEC §9 recommended products below an article. */
const RECOMMENDED_LIMIT = 8;

/**
 * /blog/:slug and the single-segment catch-all /:slug (SPEC §2). The shell's router gives this page only the
 * paths no other owner has. A missing article or a load error goes to /error. Coming from the list, the
 * summary's title, description, meta, cover and head show at once; the sections follow with the full article.
 */
export default function ArticlePage() {
  const slug = useParams().slug ?? '';
  const navigate = useNavigate();
  const { summary, full, error } = useArticle(slug);
  const site = useSiteInfo();
  const article = full ?? summary;
  const author = article ? authorOf(article, site) : '';
  const siteName = site?.siteName ?? '';

  useEffect(() => {
    scrollToTopSoon();
  }, [slug]);

  useEffect(() => {
    if (error !== null) void navigate('/error', { replace: true });
  }, [error, navigate]);

  useEffect(() => {
    if (!article) return;
    return applyHead(articleHead(article, author, siteName));
  }, [article, author, siteName]);

  if (!article) {
    return (
      <div className={s.page} data-boundary="blog">
        <Loading text="Cargando artículo…" />
      </div>
    );
  }
  return (
    <div className={s.page} data-boundary="blog">
      <Breadcrumbs items={[{ label: 'Inicio', to: '/' }, { label: 'Blog', to: '/blog' }, { label: article.title }]} />
      <article className={s.article}>
        <header className={s.header}>
          <Category name={article.category} />
          <h1 className={s.title}>{article.title}</h1>
          <ArticleMeta author={author} date={article.date} />
        </header>
        {article.image ? (
          <img className={s.cover} src={article.image} alt={article.title} loading="lazy" width={1200} height={630} onError={fallbackToPlaceholder} />
        ) : null}
        <ArticleBody description={article.description} sections={full ? full.content : null} />
        {article.tags.length > 0 ? (
          <footer className={s.tags}>
            <h2 className="visually-hidden">Etiquetas</h2>
            <ul aria-label="Etiquetas">
              {article.tags.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
      <div className={s.recommended}>
        <RemoteFragment id="offers/ProductStrip" props={{ search: article.keySearch, limit: RECOMMENDED_LIMIT }} fallback={null} />
      </div>
    </div>
  );
}
