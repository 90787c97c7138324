import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HOME_CATEGORIES_HEADING, HOME_ERROR } from '@ofertas/contracts/messages';
import { routeByPattern } from '@ofertas/contracts/routes';
import { loadCategories, loadSponsorBanner, type HomeCategory, type SponsorBanner } from '../api/home';
import { Empty, ErrorState, Loading } from '../components/States';
import { useRequest } from '@ofertas/web-kit';
import { applyHead, absoluteUrl } from '../seo/head';
import { PLACEHOLDER_IMAGE, fallbackToPlaceholder } from '../lib/images';
import localSponsor from '../assets/sponsor.svg';
import localSponsorPhone from '../assets/sponsor-phone.svg';
import s from './HomePage.module.css';

const HOME_ROUTE = routeByPattern('/');

/** SPEC §9: a window of 8 categories from a random offset 0–19. */
export const HOME_WINDOW = 8;
export const HOME_MAX_OFFSET = 19;
export const SEE_MORE_LABELS = ['Ver más ofertas', 'Descubre las ofertas', 'Ver todas las ofertas', 'Explorar chollos', 'Ver descuentos'];

export function categoryWindow<T>(all: readonly T[], offset: number): T[] {
  if (all.length <= HOME_WINDOW) return [...all];
  const start = Math.min(offset, all.length - HOME_WINDOW);
  return all.slice(start, start + HOME_WINDOW);
}

const FALLBACK_SPONSOR: SponsorBanner = {
  imageUrl: localSponsor,
  linkUrl: '/contacto',
  alt: 'Espacio patrocinado: anúnciate en Ofertas Flash',
};

function CategoryCard({ c, label }: { c: HomeCategory; label: string }) {
  return (
    <li className={s.cat}>
      <Link to={`/categorias/${c.valueurl}`} className={s.catLink}>
        {/* Block boxes (div), not spans: a heading may not sit inside phrasing content. */}
        <div className={s.catMedia}>
          <img src={c.image || PLACEHOLDER_IMAGE} alt="" width={320} height={200} loading="lazy" decoding="async" onError={fallbackToPlaceholder} />
        </div>
        <div className={s.catBody}>
          <h3 className={s.catTitle}>{c.title}</h3>
          <p className={s.catText}>{c.description}</p>
          <div className={s.catMore}>
            {label} <span aria-hidden="true">→</span>
          </div>
        </div>
      </Link>
    </li>
  );
}

export default function HomePage() {
  const [offset] = useState(() => Math.floor(Math.random() * (HOME_MAX_OFFSET + 1)));
  const [labels] = useState(() => Array.from({ length: HOME_WINDOW }, () => SEE_MORE_LABELS[Math.floor(Math.random() * SEE_MORE_LABELS.length)]!));
  const cats = useRequest('home-categories', () => loadCategories());
  const [sponsor, setSponsor] = useState<SponsorBanner | null>(null);
  useEffect(() => {
    let live = true;
    void loadSponsorBanner().then((b) => live && setSponsor(b ?? FALLBACK_SPONSOR));
    return () => {
      live = false;
    };
  }, []);
  useEffect(
    () =>
      // The route table's words, as the server already put them in the served head.
      applyHead({ title: HOME_ROUTE.title, description: HOME_ROUTE.description, canonical: absoluteUrl('/') }),
    [],
  );

  const shown = cats.status === 'ok' ? categoryWindow(cats.data, offset) : [];
  return (
    <div className={s.page} data-boundary="offers" data-boundary-label="offers · inicio">
      <section className={s.hero} aria-labelledby="home-title">
        <h1 id="home-title">Ofertas flash: los mejores chollos de hoy</h1>
        <p>Descuentos reales en miles de productos de tiendas españolas, revisados cada día. Compara el precio de antes y el de ahora y ve directo a la tienda.</p>
        <ul className={s.quick} aria-label="Ofertas destacadas">
          <li>
            <Link to="/ofertas/black-friday">Black Friday</Link>
          </li>
          <li>
            <Link to="/ofertas/vuelta-al-cole">Vuelta al cole</Link>
          </li>
          <li>
            <Link to="/categorias/ordenadores">Ordenadores</Link>
          </li>
          <li>
            <Link to="/categorias/moviles">Móviles</Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="home-cats" className={s.section}>
        <h2 id="home-cats" className={s.h2}>
          {HOME_CATEGORIES_HEADING}
        </h2>
        {cats.status === 'loading' ? (
          <Loading text="Cargando categorías…" />
        ) : cats.status === 'error' ? (
          <ErrorState text={HOME_ERROR} />
        ) : shown.length === 0 ? (
          <Empty text="Todavía no hay categorías con ofertas. Vuelve pronto." />
        ) : (
          <ul className={s.cats}>
            {shown.map((c, i) => (
              <CategoryCard key={c.id || c.valueurl} c={c} label={labels[i] ?? SEE_MORE_LABELS[0]!} />
            ))}
          </ul>
        )}
      </section>

      {sponsor ? (
        <aside className={s.sponsor} aria-label="Publicidad">
          {/* Above the banner, not on it: on a phone the tag covered the banner's own text. */}
          <span className={s.sponsorTag}>Patrocinado</span>
          <a href={sponsor.linkUrl} rel="sponsored nofollow" target={sponsor.linkUrl.startsWith('/') ? undefined : '_blank'}>
            <picture>
              {/* The house banner has a phone layout (a 1200×200 banner at 360 px wide has ~7 px text). */}
              {sponsor.imageUrl === localSponsor ? <source media="(max-width: 600px)" srcSet={localSponsorPhone} width={600} height={240} /> : null}
              <img src={sponsor.imageUrl} alt={sponsor.alt || 'Patrocinador'} width={1200} height={200} loading="lazy" decoding="async" />
            </picture>
          </a>
        </aside>
      ) : null}
    </div>
  );
}
