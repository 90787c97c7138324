import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
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

/** /error, and in place of any unmatched path or missing item the server answered 404/410 (the URL stays). */
export default function ErrorPage() {
  usePageMeta(routeByPattern('/error'));
  useScrollTopOnOpen();
  return (
    <section className={`${shared.prose} ${s.page}`} data-boundary="shell" data-boundary-label="shell · error">
      <h1>{MSG.notFound}</h1>
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
