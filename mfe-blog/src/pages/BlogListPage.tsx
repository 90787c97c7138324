import { ARTICLES_FETCH_ERROR, NO_ARTICLES } from '@ofertas/contracts/messages';
import { ArticleCard } from '../components/ArticleCard';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Loading, Notice } from '../components/States';
import { SocialFollow } from '../components/SocialFollow';
import { useArticles } from '../hooks/useArticles';
import { authorOf, useSiteInfo } from '../lib/site';
import s from './BlogListPage.module.css';

/**
 * /blog (SPEC §2): breadcrumbs, the newest article featured with its author, the others as cards linking to
 * /blog/{slug}, the social-follow block; loading, empty ('No hay artículos') and error ('No se encontraron
 * artículos') states.
 */
export default function BlogListPage() {
  const req = useArticles();
  const site = useSiteInfo();
  const articles = req.data ?? [];
  const [newest, ...others] = articles;
  return (
    <div className={s.page} data-boundary="blog">
      <Breadcrumbs items={[{ label: 'Inicio', to: '/' }, { label: 'Blog' }]} />
      <header className={s.header}>
        <h1 className={s.title}>Blog de ahorro</h1>
        <p className={s.intro}>Guías de compra, trucos para pagar menos y las mejores ofertas explicadas.</p>
      </header>
      {req.status === 'error' ? <Notice kind="error" text={ARTICLES_FETCH_ERROR} /> : null}
      {req.status === 'loading' && !newest ? <Loading text="Cargando artículos…" /> : null}
      {req.status === 'ok' && !newest ? <Notice kind="empty" text={NO_ARTICLES} /> : null}
      {newest ? <ArticleCard article={newest} author={authorOf(newest, site)} featured /> : null}
      {others.length > 0 ? (
        <section aria-labelledby="blog-more" className={s.more}>
          <h2 id="blog-more" className={s.moreTitle}>
            Más artículos
          </h2>
          <ul className={s.grid}>
            {others.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} author={authorOf(a, site)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Below the list, so it waits for it: shown at once, the cards arriving above pushed it down the screen
          (Lighthouse: CLS 0.29 on /blog, performance 84). */}
      {req.status !== 'loading' || newest ? <SocialFollow links={site?.social ?? []} siteName={site?.siteName ?? ''} /> : null}
    </div>
  );
}
