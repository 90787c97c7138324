import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Voucher } from '@ofertas/contracts/vouchers';
import { couponsHeading, REQUEST_ERROR_PREFIX, SUBSCRIBE_COUPONS } from '@ofertas/contracts/messages';
import { feedPathFor } from '@ofertas/contracts/rules/feeds';
import { spanishMonthName } from '@ofertas/contracts/rules/dates';
import { storeCouponsLead, storeCouponsTitle } from '@ofertas/contracts/rules/stores';
import { activeFiltersLabel } from '@ofertas/contracts/rules/pagination';
import { applyHead, errorCause, FeedLink, FiltersModal, loadOnce, NARROW_QUERY, scrollToTopSoon, useMediaQuery, useRequest } from '@ofertas/web-kit';
import { fetchCoupons, fetchStores } from '../api/vouchers';
import { activeFilterCount, filtersFromUrl, filtersToUrl, findStore, pageFromUrl, pageOf, pageUrl, storeLabel, type CouponFilters } from '../lib/filters';
import { CouponPages } from '../components/CouponPages';
import { CouponCard } from '../components/CouponCard';
import { FiltersForm } from '../components/FiltersForm';
import { StoreLogos } from '../components/StoreLogos';
import { StoreSections } from '../components/StoreSections';
import s from '../components/Coupons.module.css';

// The store list is the same for every coupons page: fetched once per visit (and again after Restablecer).
const loadStores = loadOnce(fetchStores);

/** Test hook. */
export function __resetStoresCache(): void {
  loadStores.forget();
}

const describe = (e: unknown) => `${REQUEST_ERROR_PREFIX}${errorCause(e)}`;
const NO_COUPONS: Voucher[] = [];

/** /cupones and /cupones/:tienda?type=…: the coupons of every store or of one. */
export default function CouponsPage() {
  const { tienda } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const applied = filtersFromUrl(tienda, search);
  const [reload, setReload] = useState(0);
  const narrow = useMediaQuery(NARROW_QUERY);

  const storesReq = useRequest(`stores|${reload}`, () => loadStores(), { keep: true, describe });
  const storeList = storesReq.data ?? [];
  const found = findStore(storeList, applied.store);
  // One store's coupons wait for the stores (a store name becomes its id). All stores' coupons need no id: asked
  // beside the store list, not after it (one request fewer in /cupones' chain).
  const needsStores = applied.store !== 'all';
  // A store that is not in the list is a dead link: /error, as a missing article or product (SPEC), which is also
  // what the server serves there (404 in place), so opening it directly and reaching it in the app agree.
  const unknownStore = needsStores && storesReq.status === 'ok' && !found;
  const couponsReq = useRequest(
    !needsStores || (storesReq.status === 'ok' && found) ? `${applied.store}|${applied.type}|${reload}` : null,
    () => fetchCoupons(found?.id ?? null, applied.type),
    { describe },
  );
  const failed = storesReq.status === 'error' ? storesReq : couponsReq.status === 'error' ? couponsReq : null;
  const state = {
    status: failed ? 'error' : couponsReq.status === 'ok' && !unknownStore ? 'ready' : 'loading',
    stores: storeList,
    store: storesReq.status === 'ok' ? found : undefined,
    coupons: couponsReq.data ?? NO_COUPONS,
    error: failed?.error ?? null,
  } as const;

  // The clock of the cards (days left) is read when the coupons arrive.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const now = useMemo(() => new Date(), [state.coupons]);
  const today = new Date();
  const month = spanishMonthName(today.getMonth());
  const storeName = state.store?.name ?? (applied.store !== 'all' ? applied.store : undefined);
  const label = storeName ? storeLabel(storeName) : undefined;

  const year = today.getFullYear();
  // The store's coupons feed, or every new coupon's on the coupons list (contracts rules/feeds).
  const feed = feedPathFor(state.store ? `/cupones/${encodeURIComponent(state.store.name)}` : '/cupones', '');
  useEffect(() => {
    if (unknownStore) void navigate('/error', { replace: true });
  }, [unknownStore, navigate]);
  // A store's page has the served head's title and description (the shell's defaults are the coupons list's).
  useEffect(() => {
    if (!state.store) return;
    return applyHead(
      { title: storeCouponsTitle(state.store.name, month, year), description: storeCouponsLead(state.store.name) },
      { mark: 'data-coupons-head' },
    );
  }, [state.store, month, year]);

  const apply = (f: CouponFilters) => {
    navigate(filtersToUrl(f));
    scrollToTopSoon();
  };
  const reset = () => {
    loadStores.forget();
    navigate('/cupones');
    setReload((r) => r + 1);
    scrollToTopSoon();
  };

  const stores = new Set(state.coupons.map((c) => c.advertiser.name.toLowerCase()));
  const single = state.status === 'ready' && state.coupons.length > 0 && stores.size === 1 ? (state.coupons[0] as Voucher).advertiser.name : null;
  // 144 coupons in one column were a 25,000 px page: they are shown 24 at a time (the request still asks for 200).
  const shown = pageOf(state.coupons, pageFromUrl(search));
  const resultsRef = useRef<HTMLDivElement>(null);
  const shownPage = useRef(shown.page);
  useEffect(() => {
    // Another page of the same list: bring its first coupon into view (a new filter already scrolls to the top).
    if (shownPage.current === shown.page) return;
    shownPage.current = shown.page;
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [shown.page]);
  // Not the store list's length: its arrival must neither remount the form (focus lost) nor close the dialog.
  const formKey = `${applied.store}|${applied.type}|${reload}`;
  const form = (close?: () => void) => (
    <FiltersForm
      key={formKey}
      stores={state.stores}
      applied={{ ...applied, store: state.store?.name ?? applied.store }}
      onApply={(f) => {
        close?.();
        apply(f);
      }}
      onReset={() => {
        close?.();
        reset();
      }}
    />
  );

  return (
    <section className={s.page} data-boundary="coupons">
      <header className={s.header}>
        <h1>{couponsHeading(month, today.getFullYear())}</h1>
        <p className={s.lead}>
          {label
            ? storeCouponsLead(label)
            : 'Códigos descuento, vales y promociones de tus tiendas favoritas, revisados a diario.'}
        </p>
        <FeedLink href={feed} text={SUBSCRIBE_COUPONS} className={s.feedLink} />
      </header>
      <StoreLogos stores={state.stores} current={storeName} type={applied.type} heading="Tiendas con cupones" pending={storesReq.status === 'loading'} />
      <div className={s.layout}>
        {narrow ? (
          <div className={s.modalBar}>
            <FiltersModal
              title="Filtros"
              summary={<span className={s.count}>({activeFiltersLabel(activeFilterCount(applied))})</span>}
              closeText="Cerrar"
              closeSignal={formKey}
            >
              {(close) => form(close)}
            </FiltersModal>
          </div>
        ) : (
          <aside className={s.sidebar} aria-labelledby="cupones-filtros">
            <h2 id="cupones-filtros" className={s.sidebarHeading}>
              Filtros
            </h2>
            {form()}
          </aside>
        )}
        <div className={s.results} ref={resultsRef}>
          <h2 className={s.resultsHeading}>
            {label ? `Cupones de ${label}` : 'Todos los cupones'}
            {state.status === 'ready' ? <span className={s.count}> ({state.coupons.length})</span> : null}
            {state.status === 'ready' && shown.pages > 1 ? (
              <span className={s.pageOfPages}>
                {' '}
                · página {shown.page} de {shown.pages}
              </span>
            ) : null}
          </h2>
          {state.status === 'loading' ? (
            <p role="status" className={s.status}>
              Cargando cupones…
            </p>
          ) : null}
          {state.status === 'error' ? (
            <p role="alert" className={s.error}>
              {state.error}
            </p>
          ) : null}
          {state.status === 'ready' && state.coupons.length === 0 ? (
            <div className={s.empty} role="status">
              <p>
                {label ? `No hemos encontrado cupones de «${label}» con estos filtros.` : 'No hay cupones disponibles con estos filtros.'}{' '}
                Prueba con otra tienda u otro tipo de cupón.
              </p>
              <button type="button" className={s.secondary} onClick={reset}>
                Ver todos los cupones
              </button>
            </div>
          ) : null}
          {state.status === 'ready' && state.coupons.length > 0 ? (
            <>
              <ul className={s.list} aria-label={label ? `Cupones de ${label}` : 'Cupones'}>
                {shown.items.map((c) => (
                  <CouponCard key={c.promotionId} coupon={c} now={now} />
                ))}
              </ul>
              <CouponPages page={shown.page} pages={shown.pages} href={(n) => pageUrl(applied, n)} />
            </>
          ) : null}
        </div>
      </div>
      {single ? <StoreSections store={single} coupons={state.coupons} stores={state.stores} type={applied.type} now={now} /> : null}
    </section>
  );
}
