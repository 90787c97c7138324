import { Link } from 'react-router';
import s from './Coupons.module.css';

/**
 * Numbered page links under a coupon list (real links: each page has its URL, the back button works).
 * `href(n)` builds page n's URL with the current filters.
 */
export function CouponPages({ page, pages, href }: { page: number; pages: number; href: (n: number) => string }) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className={s.pages} aria-label="Páginas de cupones">
      {page > 1 ? (
        <Link to={href(page - 1)} className={s.pageStep} rel="prev">
          ‹ Anterior
        </Link>
      ) : null}
      <ol>
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span className={s.pageCurrent} aria-current="page">
                {n}
              </span>
            ) : (
              <Link to={href(n)} className={s.pageLink} aria-label={`Página ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link to={href(page + 1)} className={s.pageStep} rel="next">
          Siguiente ›
        </Link>
      ) : null}
    </nav>
  );
}
