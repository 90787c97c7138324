import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { brandPath, categoryFallbackLabel, categorySlugFromName, formatNumber, GO_TO_OFFER, productHeading, productPageTitle, relatedSearchTerm, type Product } from '@ofertas/contracts/rules';
import { productById } from '../api/catalog';
import { loadCategories } from '../api/home';
import Carousel from '../components/Carousel';
import { Price } from '../components/Price';
import { PriceTrust } from '../components/PriceTrust';
import { Loading } from '../components/States';
import { errorCause, scrollToTopNow, statusOf, useRequest } from '@ofertas/web-kit';
import { ERROR_PATH, errorNavState } from '@ofertas/contracts/error-handoff';
import { isErrorStatus } from '@ofertas/contracts/page-head';
import { goHref, productImages, productPath, productPriceDisplay, storeName } from '../lib/product';
import { AlertSection } from '../alerts/AlertSection';
import { AiBlock } from '../product/AiBlock';
import { Gallery } from '../product/Gallery';
import { ShareLinks } from '../product/ShareLinks';
import { ViewerPopup } from '../product/ViewerPopup';
import { absoluteUrl, applyHead } from '../seo/head';
import { productJsonLd } from '../seo/jsonld';
import { loadedProductsAtom } from '../state/atoms';
import s from '../product/Product.module.css';

/** The chart and its data call are only needed here: a chunk of their own. */
const PriceHistory = lazy(() => import(/* webpackChunkName: "price-history" */ '../product/PriceHistory'));

function useProductHead(p: Product | null) {
  useEffect(() => {
    if (!p) return;
    const url = absoluteUrl(productPath(p));
    const image = absoluteUrl(productImages(p)[0]!);
    const description = (p.description || p.title).slice(0, 300);
    const d = productPriceDisplay(p);
    const price = d.kind === 'none' ? undefined : d.now.toFixed(2);
    return applyHead({
      title: productPageTitle(productHeading(p.title), storeName(p.merchant)),
      description,
      canonical: url,
      meta: {
        'og:type': 'product',
        'og:title': productHeading(p.title),
        'og:description': description,
        'og:image': image,
        'og:url': url,
        'og:locale': 'es_ES',
        'product:price:amount': price,
        'product:price:currency': price ? 'EUR' : undefined,
        'twitter:card': 'summary_large_image',
        'twitter:title': productHeading(p.title),
        'twitter:description': description,
        'twitter:image': image,
      },
      jsonLd: productJsonLd(p),
    });
  }, [p]);
}

function ProductView({ p }: { p: Product }) {
  useProductHead(p);
  const images = useMemo(() => productImages(p), [p]);
  const related = relatedSearchTerm(p.title, p.brand) || p.category;
  const catSlug = categorySlugFromName(p.category);
  const editorial = useRequest('editorial', () => loadCategories().catch(() => []));
  const catTitle = editorial.data?.find((c) => c.value.toLowerCase() === p.category.toLowerCase())?.title ?? categoryFallbackLabel(p.category);
  return (
    <article className={s.page} data-boundary="offers" data-boundary-label="offers · producto">
      <nav aria-label="Migas de pan" className={s.crumbs}>
        <ol>
          <li>
            <Link to="/">Inicio</Link>
          </li>
          {p.category ? (
            <li>
              <Link to={`/categorias/${catSlug === 'Todo' ? encodeURIComponent(p.category) : catSlug}`}>{catTitle}</Link>
            </li>
          ) : null}
          <li aria-current="page">{p.title}</li>
        </ol>
      </nav>
      {/* The title and the price come first: on a phone (one column) they show above the pictures, without scrolling. */}
      <div className={s.top}>
        <div className={s.info}>
          <h1 className={s.title}>{productHeading(p.title)}</h1>
          <dl className={s.facts}>
            {p.brand ? (
              <div>
                <dt>Marca</dt>
                <dd>
                  <Link to={brandPath(p.brand)}>{p.brand}</Link>
                </dd>
              </div>
            ) : null}
            {storeName(p.merchant) ? (
              <div>
                <dt>Tienda</dt>
                <dd>{storeName(p.merchant)}</dd>
              </div>
            ) : null}
            {p.delivery ? (
              <div>
                <dt>Envío</dt>
                <dd>{p.delivery}</dd>
              </div>
            ) : null}
            {p.rating !== null ? (
              <div>
                <dt>Valoración</dt>
                <dd>{formatNumber(p.rating)} / 5</dd>
              </div>
            ) : null}
          </dl>
          <div className={s.buy} data-keep-clear="">
            <Price product={p} size="lg" />
            <a className={s.goButton} href={goHref(p)} target="_blank" rel="sponsored noopener">
              {GO_TO_OFFER}
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          </div>
          {/* Right after the button, outside the block a phone keeps above the cookie bar. */}
          <p className={s.disclaimer}>Precio en la tienda en el momento de la consulta; puede cambiar. Enlace de afiliado.</p>
          <PriceTrust product={p} />
          <ViewerPopup key={`v-${p.id}`} />
        </div>
        <Gallery images={images} title={p.title} />
        <div className={s.more}>
          <ShareLinks url={absoluteUrl(productPath(p))} title={productHeading(p.title)} />
          <Suspense fallback={null}>
            <PriceHistory productId={p.id} />
          </Suspense>
        </div>
      </div>
      {p.description ? (
        <section className={s.description} aria-labelledby="offers-desc-title">
          <h2 id="offers-desc-title">Descripción</h2>
          <p>{p.description}</p>
        </section>
      ) : null}
      <AlertSection follows={{ productId: p.id }} />
      <AiBlock title={p.title} description={p.description} />
      <Carousel key={p.id} search={related} excludeId={p.id} fallbackCategory={p.category || undefined} title="Ofertas relacionadas" />
    </article>
  );
}

/** The request's error text when the server has no such product (404/410): /error then names the product. */
const NO_SUCH_PRODUCT = 'missing-product';
const describeLoadError = (e: unknown) => {
  const status = statusOf(e);
  return status !== undefined && isErrorStatus(status) ? NO_SUCH_PRODUCT : errorCause(e);
};

/** /ofertas/:title/:id: from the loaded lists when present, else fetched by id; any load error → /error. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const cached = useAtomValue(loadedProductsAtom).get(id) ?? null;
  const req = useRequest(cached ? null : `product|${id}`, (signal) => productById(id, signal), { describe: describeLoadError });
  useEffect(() => {
    if (cached || req.status !== 'error') return;
    void navigate(ERROR_PATH, { replace: true, state: errorNavState(req.error === NO_SUCH_PRODUCT ? 'missing-product' : 'other') });
  }, [cached, req.status, req.error, navigate]);
  useEffect(() => scrollToTopNow(), [id]);
  const product = cached ?? (req.status === 'ok' ? req.data : null);
  if (!product)
    return (
      <div className={s.page} data-boundary="offers">
        <Loading text="Cargando oferta…" />
      </div>
    );
  return <ProductView p={product} />;
}
