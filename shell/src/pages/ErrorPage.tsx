import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ERROR_PATH, errorNavState, errorReasonOf, type ErrorReason } from '@ofertas/contracts/error-handoff';
import { PRODUCT_NOT_FOUND } from '@ofertas/contracts/messages';
import { categorySlugFromName } from '@ofertas/contracts/rules/categories';
import { routeByPattern } from '@ofertas/contracts/routes';
import { searchToSlug } from '@ofertas/contracts/rules/slug';
import { MSG, NAV_SHORTCUTS } from '../messages';
import { usePageMeta, useScrollTopOnOpen } from '../seo/usePageMeta';
import shared from '../styles/shared.module.css';
import s from './ErrorPage.module.css';

/** A second way out of a dead end: search right here (non-empty text goes to its list, SPEC §4). */
function ErrorSearch() {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const slug = searchToSlug(text.trim());
    if (slug) void navigate(`/ofertas/${slug}`);
  };
  return (
    <form className={s.search} role="search" aria-label="Buscar ofertas desde esta página" onSubmit={onSubmit}>
      <label htmlFor={`${id}-q`}>¿Qué estabas buscando?</label>
      <div className={s.searchRow}>
        <input id={`${id}-q`} type="search" name="q" placeholder="Buscar Ofertas" value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className={shared.button}>
          Buscar
        </button>
      </div>
    </form>
  );
}

/** /error. `reason` wins over the one the navigation's history state carries (a missing product says so). */
export default function ErrorPage({ reason }: { reason?: ErrorReason }) {
  usePageMeta(routeByPattern('/error'));
  useScrollTopOnOpen();
  const { state } = useLocation();
  const shown = reason ?? errorReasonOf(state);
  return (
    <section className={`${shared.prose} ${s.page}`} data-boundary="shell" data-boundary-label="shell · error">
      <h1>{MSG.notFound}</h1>
      {shown === 'missing-product' ? <p className={s.reason}>{PRODUCT_NOT_FOUND}</p> : null}
      <p>
        <Link to="/" className={shared.button}>
          {MSG.backHome}
        </Link>
      </p>
      <ErrorSearch />
      <nav aria-labelledby="error-popular" className={s.popular}>
        <h2 id="error-popular">Categorías populares</h2>
        <ul>
          {NAV_SHORTCUTS.map((item) => (
            <li key={item.category}>
              <Link to={`/categorias/${categorySlugFromName(item.category)}`}>{item.label}</Link>
            </li>
          ))}
          <li>
            <Link to="/cupones">Cupones descuento</Link>
          </li>
          <li>
            <Link to="/ofertas">Todas las ofertas</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}

/**
 * An unmatched path, or a path the server answered 404/410: the error page at once, and the address brought
 * to /error (SPEC §2) without a new history entry. The served page keeps its 404 status for crawlers.
 */
export function RedirectToError({ reason = 'other' }: { reason?: ErrorReason }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(ERROR_PATH, { replace: true, state: errorNavState(reason) });
  }, [navigate, reason]);
  return <ErrorPage reason={reason} />;
}
