import { useEffect, useState } from 'react';
import type { Product } from '@ofertas/contracts/rules';
import { useSearchParams } from 'react-router';
import { BACK_TO_SCHOOL_SEARCH, clampPage, offersPageSize, pagerLabel, routeByPattern, SPECIAL_LIST_NAMES, totalOffersTitle } from '@ofertas/contracts/rules';
import { searchProducts } from '../api/catalog';
import { useInitialWidth } from '../hooks/useWindowWidth';
import { scrollToTopSoon } from '@ofertas/web-kit';
import { absoluteUrl, applyHead } from '../seo/head';
import { productListJsonLd } from '../seo/jsonld';
import { pageQuery, SpecialList } from './SpecialList';
import s from './SpecialPage.module.css';

/** Back-to-school: one broad search (one total, one pager; relevance ranking mixes the terms). */
export { BACK_TO_SCHOOL_SEARCH };

const BACK_TO_SCHOOL_ROUTE = routeByPattern('/ofertas/vuelta-al-cole');

export default function BackToSchoolPage() {
  const [params, setParams] = useSearchParams();
  const page = clampPage(params.get('page') ?? 1);
  // SPEC §9: sized by the window once, at load.
  const limit = offersPageSize(useInitialWidth());
  const [items, setItems] = useState<Product[]>([]);
  useEffect(() => (items.length > 0 ? applyHead({ jsonLd: productListJsonLd(SPECIAL_LIST_NAMES.backToSchool, items) }) : undefined), [items]);
  useEffect(
    () =>
      applyHead({
        title: BACK_TO_SCHOOL_ROUTE.title,
        description: BACK_TO_SCHOOL_ROUTE.description,
        canonical: absoluteUrl(BACK_TO_SCHOOL_ROUTE.pattern),
      }),
    [],
  );
  return (
    <div className={s.page} data-boundary="offers" data-boundary-label="offers · vuelta al cole">
      <p className={s.kicker}>Vuelta al cole</p>
      <SpecialList
        id="bts-title"
        level={1}
        heading={(n) => (n === null ? 'Ofertas vuelta al cole' : totalOffersTitle(n))}
        requestKey={`bts|${page}|${limit}`}
        load={(signal) => searchProducts({ search: BACK_TO_SCHOOL_SEARCH, page, limit }, signal)}
        page={page}
        pagerLabel={pagerLabel}
        pagerName="Paginación de ofertas vuelta al cole"
        onPage={(p) => {
          setParams(pageQuery(p));
          scrollToTopSoon(0);
        }}
        onPastLastPage={(last) => setParams(pageQuery(last), { replace: true })}
        onData={(d) => setItems(d.products)}
      />
      <section className={s.seo} aria-labelledby="bts-guide">
        <h2 id="bts-guide">Cómo ahorrar en la vuelta al cole</h2>
        <p>
          Septiembre es uno de los meses más caros del año para las familias españolas. Compara el precio de la mochila, el estuche o la calculadora
          científica antes de comprar, revisa si el portátil o la tablet tienen la memoria que pide el centro y aprovecha las ofertas de las
          tiendas con envío gratis para no pagar de más.
        </p>
      </section>
    </div>
  );
}

