import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MSG } from '../messages';
import { getJson, loadOnce } from '@ofertas/web-kit';
import { useSiteInfo } from '../site/SiteContext';
import s from './Footer.module.css';

interface CategoryItem {
  _id: string;
  title: string;
  valueurl: string;
}

/** Footer categories: GET /api/categories/categories, at most 8 (SPEC §9). Loaded once per page life. */
const isCategory = (c: unknown): c is CategoryItem =>
  typeof c === 'object' && c !== null && !!(c as CategoryItem).title && !!(c as CategoryItem).valueurl;
const categoriesOnce = loadOnce(async () => {
  const list = await getJson('/api/categories/categories');
  return Array.isArray(list) ? list.filter(isCategory).slice(0, 8) : [];
});
function loadCategories(): Promise<CategoryItem[]> {
  return categoriesOnce().catch((err: unknown) => {
    console.error('[footer] categorías no disponibles', err);
    return [];
  });
}

export const LEGAL_LINKS = [
  { to: '/legal/aviso-legal', label: 'Aviso legal' },
  { to: '/legal/privacy', label: 'Política de privacidad' },
  { to: '/legal/cookies', label: 'Política de cookies' },
  { to: '/legal/term', label: 'Términos y condiciones' },
] as const;

export function Footer() {
  const site = useSiteInfo();
  const [categories, setCategories] = useState<CategoryItem[]>([]);
  useEffect(() => {
    let alive = true;
    void loadCategories().then((c) => alive && setCategories(c));
    return () => {
      alive = false;
    };
  }, []);

  return (
    <footer className={s.footer} data-boundary="shell" data-boundary-label="shell · footer">
      <div className={s.columns}>
        <section aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={s.heading}>
            Categorías
          </h2>
          <ul className={s.list}>
            {categories.map((c) => (
              <li key={c._id}>
                <Link to={`/categorias/${c.valueurl}`}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-community">
          <h2 id="footer-community" className={s.heading}>
            Comunidad
          </h2>
          <ul className={s.list}>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/cupones">Cupones</Link>
            </li>
            <li>
              <Link to="/ofertas/black-friday">Ofertas Black Friday</Link>
            </li>
            {(site?.social ?? []).map((l) => (
              <li key={l.url}>
                <a href={l.url} target="_blank" rel="noopener noreferrer">
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={s.heading}>
            Información
          </h2>
          <ul className={s.list}>
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/nosotros">Sobre nosotros</Link>
            </li>
            <li>
              <Link to="/contacto">Contacto</Link>
            </li>
            <li>
              <Link to="/links">Links a las mejores ofertas</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className={s.copyright}>
        {`© 2024 ${site?.owner ? `${site.owner.replace(/\.$/, '')}. ` : ''}${MSG.rightsReserved}`}
      </p>
    </footer>
  );
}
