import { AUTHOR_HTML_CLASS } from '@ofertas/web-kit';
import type { ContentSection } from '@ofertas/contracts/blog';
import { titleToSlug } from '@ofertas/contracts/rules/slug';
import { hasProductBlock, ProductBlock } from './ProductBlock';
import { Loading } from './States';
import s from './ArticleBody.module.css';

/**
 * Description and sections. Their HTML was sanitised by the server (allow-list, INTERFACES "Blog read API"):
 * it is inserted only from these API fields, nothing else is ever set as HTML. `sections` is null while the
 * full article loads (the description then comes from the list's summary).
 */
export function ArticleBody({ description, sections }: { description: string; sections: readonly ContentSection[] | null }) {
  return (
    <>
      <div className={`${s.prose} ${s.lead} ${AUTHOR_HTML_CLASS}`} dangerouslySetInnerHTML={{ __html: description }} />
      {sections === null ? <Loading text="Cargando artículo…" /> : null}
      {(sections ?? []).map((c, i) => (
        <section key={i} className={s.section} aria-labelledby={c.section ? `s-${i}-${titleToSlug(c.section)}` : undefined}>
          {c.section ? (
            <h2 id={`s-${i}-${titleToSlug(c.section)}`} className={s.heading}>
              {c.section}
            </h2>
          ) : null}
          {c.text ? <div className={`${s.prose} ${AUTHOR_HTML_CLASS}`} dangerouslySetInnerHTML={{ __html: c.text }} /> : null}
          {hasProductBlock(c) ? <ProductBlock section={c} /> : null}
        </section>
      ))}
    </>
  );
}
