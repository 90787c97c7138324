import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  BLACK_FRIDAY_COMPUTERS_HEADING,
  BLACK_FRIDAY_MIN_DISCOUNT,
  blackFridayPageSize,
  clampPage,
  routeByPattern,
  routeTitle,
  shortPagerLabel,
  SPECIAL_LIST_NAMES,
  type Product,
} from '@ofertas/contracts/rules';
import { categoryProducts, searchProducts } from '../api/catalog';
import { useWindowWidth } from '../hooks/useWindowWidth';
import { scrollToBottom, scrollToTopSoon } from '@ofertas/web-kit';
import { absoluteUrl, applyHead } from '../seo/head';
import { productListJsonLd } from '../seo/jsonld';
import { pageQuery, SpecialList } from './SpecialList';
import s from './SpecialPage.module.css';

/**
 * Black Friday: the deepest discounts of the catalogue (at least BLACK_FRIDAY_MIN_DISCOUNT percent, deepest
 * first) with a 'N de M' pager kept in the URL (`page`), then the Computers category with its own pager
 * (local state; SPEC §2: a change refetches and then scrolls to the bottom of the page), then the SEO text.
 */
export const BLACK_FRIDAY_CATEGORY = 'Computers';

const BLACK_FRIDAY_ROUTE = routeByPattern('/ofertas/black-friday');

export default function BlackFridayPage() {
  const [params, setParams] = useSearchParams();
  const page = clampPage(params.get('page') ?? 1);
  const [pcPage, setPcPage] = useState(1);
  const limit = blackFridayPageSize(useWindowWidth());
  const [items, setItems] = useState<Product[]>([]);
  // Set by the computers pager; the scroll waits for that page's products (the page height changes with them).
  const scrollAfterLoad = useRef(false);
  useEffect(
    () =>
      applyHead({
        title: routeTitle(BLACK_FRIDAY_ROUTE, new Date()),
        description: BLACK_FRIDAY_ROUTE.description,
        canonical: absoluteUrl(BLACK_FRIDAY_ROUTE.pattern),
      }),
    [],
  );
  useEffect(() => (items.length > 0 ? applyHead({ jsonLd: productListJsonLd(SPECIAL_LIST_NAMES.blackFriday, items) }) : undefined), [items]);

  return (
    <div className={s.page} data-boundary="offers" data-boundary-label="offers · Black Friday">
      <div className={s.bfHero}>
        <p className={s.bfKicker}>Black Friday</p>
        <SpecialList
          id="bf-title"
          level={1}
          heading={(n) => (n === null ? 'Ofertas Black Friday' : `Ofertas Black Friday: ${n} ofertas`)}
          requestKey={`bf|${page}|${limit}`}
          load={(signal) => searchProducts({ search: 'null', page, limit, minDiscount: BLACK_FRIDAY_MIN_DISCOUNT }, signal)}
          page={page}
          pagerLabel={shortPagerLabel}
          pagerName="Paginación de ofertas Black Friday"
          onPage={(p) => {
            setParams(pageQuery(p));
            scrollToTopSoon(0);
          }}
          onPastLastPage={(last) => setParams(pageQuery(last), { replace: true })}
          onData={(d) => setItems(d.products)}
        />
      </div>
      <SpecialList
        id="bf-pc-title"
        heading={() => BLACK_FRIDAY_COMPUTERS_HEADING}
        requestKey={`bf-pc|${pcPage}|${limit}`}
        load={(signal) => categoryProducts({ category: BLACK_FRIDAY_CATEGORY, page: pcPage, limit }, signal)}
        page={pcPage}
        pagerLabel={shortPagerLabel}
        pagerName="Paginación de ordenadores en oferta"
        onPage={(p) => {
          scrollAfterLoad.current = true;
          setPcPage(p);
        }}
        onData={() => {
          if (!scrollAfterLoad.current) return;
          scrollAfterLoad.current = false;
          // SPEC §2 / §4: this pager refetches and scrolls to the bottom of the page.
          window.requestAnimationFrame(() => scrollToBottom());
        }}
      />
      <BlackFridayText />
    </div>
  );
}

/** Long static SEO text about Black Friday in Spain. */
function BlackFridayText() {
  return (
    <section className={s.seo} aria-labelledby="bf-guide">
      <h2 id="bf-guide">Black Friday en España: guía para comprar bien</h2>
      <p>
        El Black Friday se celebra el día siguiente a Acción de Gracias en Estados Unidos, es decir, el último viernes de noviembre. En España
        llegó de la mano de las grandes cadenas de electrónica y hoy es, junto con las rebajas de enero y el Prime Day, la cita con más
        descuentos del año. La mayoría de tiendas ya no se limitan a un día: adelantan las ofertas a la semana anterior y las alargan hasta el
        Cyber Monday, de modo que el periodo de compras se extiende casi diez días.
      </p>
      <h3>Qué productos bajan más de precio</h3>
      <p>
        La tecnología es la gran protagonista: ordenadores portátiles, componentes, monitores, móviles, televisores y auriculares suelen
        acumular los descuentos más altos, sobre todo en modelos de la temporada anterior. También bajan los pequeños electrodomésticos
        (robots aspiradores, freidoras de aire, cafeteras), los juguetes de cara a la Navidad, la cosmética y perfumería en packs y la moda
        deportiva. Es buen momento para adelantar los regalos de Reyes y comprar lo que ya tenías pensado, no para llenar el carrito por
        impulso.
      </p>
      <h3>Cómo saber si un descuento es real</h3>
      <p>
        En cada oferta mostramos el precio anterior y el actual, y en la ficha del producto puedes consultar el historial de precios de los
        últimos 90 días. Si el precio subió en las semanas previas para luego «rebajarse», lo verás en la gráfica. Desde la reforma de la Ley
        de Ordenación del Comercio Minorista, el precio anterior anunciado en una rebaja debe ser el más bajo aplicado en los 30 días previos,
        así que desconfía de porcentajes que no cuadran y compara siempre en más de una tienda.
      </p>
      <h3>Consejos prácticos</h3>
      <ul>
        <li>Haz una lista antes de empezar y fija un presupuesto máximo por producto.</li>
        <li>Revisa los gastos de envío, el plazo de entrega y si la tienda vende desde España o desde fuera de la Unión Europea.</li>
        <li>Comprueba la garantía: en España es de tres años para productos nuevos comprados a partir de 2022.</li>
        <li>Recuerda que en compras online tienes 14 días naturales para desistir, y muchas tiendas amplían la devolución hasta enero.</li>
        <li>Paga con métodos seguros y desconfía de webs desconocidas con precios demasiado bajos.</li>
      </ul>
      <p>
        Actualizamos estas ofertas cada día durante toda la campaña. Si quieres más ideas y el calendario completo, lee nuestra{' '}
        <Link to="/blog/black-friday-2024">guía del Black Friday</Link>.
      </p>
    </section>
  );
}
