import { formatSpanishLongDate } from '@ofertas/contracts/rules/dates';
import s from './ArticleMeta.module.css';

/** 'Por {author} · 12 de noviembre de 2024' (SPEC §2: author, date in Spanish). */
export function ArticleMeta({ author, date }: { author: string; date: string }) {
  return (
    <p className={s.meta}>
      {author ? (
        <>
          Por <span className={s.author}>{author}</span>
          <span aria-hidden="true"> · </span>
        </>
      ) : null}
      <time dateTime={date}>{formatSpanishLongDate(date)}</time>
    </p>
  );
}

export function Category({ name }: { name: string }) {
  return <p className={s.category}>{name}</p>;
}
