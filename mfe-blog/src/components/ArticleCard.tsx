import { Link } from 'react-router';
import type { BlogArticleSummary } from '@ofertas/contracts/blog';
import { htmlToPlainText } from '@ofertas/contracts/rules/html-text';
import { fallbackToPlaceholder } from '@ofertas/web-kit';
import { excerpt } from '../lib/text';
import { articlePath } from '../seo/article';
import { ArticleMeta, Category } from './ArticleMeta';
import s from './ArticleCard.module.css';

interface Props {
  article: BlogArticleSummary;
  author: string;
  /** The newest article (SPEC §4): larger, with its author. */
  featured?: boolean;
}

/** A card linking to /blog/{slug}; the whole card is clickable through the title link. */
export function ArticleCard({ article: a, author, featured = false }: Props) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article className={featured ? `${s.card} ${s.featured}` : s.card} data-featured={featured || undefined}>
      <div className={s.media}>
        {a.image ? <img src={a.image} alt="" loading={featured ? 'eager' : 'lazy'} fetchPriority={featured ? 'high' : 'auto'} width={1200} height={630} onError={fallbackToPlaceholder} /> : null}
      </div>
      <div className={s.body}>
        {featured ? <p className={s.kicker}>Artículo destacado</p> : null}
        <Category name={a.category} />
        <Heading className={s.title}>
          <Link to={articlePath(a.slug)} className={s.link}>
            {a.title}
          </Link>
        </Heading>
        <p className={s.excerpt}>{excerpt(htmlToPlainText(a.description), featured ? 240 : 140)}</p>
        <ArticleMeta author={featured ? author : ''} date={a.date} />
      </div>
    </article>
  );
}
