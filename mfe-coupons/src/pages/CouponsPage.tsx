import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Voucher } from '@ofertas/contracts/vouchers';
import { couponsHeading, REQUEST_ERROR_PREFIX } from '@ofertas/contracts/messages';
import { spanishMonthName } from '@ofertas/contracts/rules/dates';
import { errorCause, fetchCoupons, fetchStores, type Store } from '../api';
import { activeFilterCount, activeFiltersLabel, filtersFromUrl, filtersToUrl, findStore, storeLabel, type CouponFilters } from '../filters';
import { NARROW_QUERY, useMediaQuery } from '../useMediaQuery';
import { CouponCard } from '../components/CouponCard';
import { FiltersForm } from '../components/FiltersForm';
import { FiltersModal } from '../components/FiltersModal';
import { StoreLogos } from '../components/StoreLogos';
import { StoreSections } from '../components/StoreSections';
import s from '../components/Coupons.module.css';

interface LoadState {
  status: 'loading' | 'ready' | 'error';
  stores: Store[];
  store: Store | undefined;
  coupons: Voucher[];
  error: string | null;
}

// The store list is the same for every coupons page: fetched once per visit (and again after Restablecer).
let storesPromise: Promise<Store[]> | null = null;
function loadStores(): Promise<Store[]> {
  if (!storesPromise) {
    storesPromise = fetchStores().catch((e: unknown) => {
      storesPromise = null;
      throw e;
    });
  }
  return storesPromise;
}

/** Test hook. */
export function __resetStoresCache(): void {
  storesPromise = null;
}

function scrollTopSoon(): void {
  // SPEC §4: a filter change scrolls smoothly to the top after 100 ms.
  setTimeout(() => {
    try {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch {
      /* not available (tests) */
    }
  }, 100);
}

/** /cupones and /cupones/:tienda?type=…: the coupons of every store or of one. */
export default function CouponsPage() {
  const { tienda } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const applied = filtersFromUrl(tienda, search);
  const [reload, setReload] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading', stores: [], store: undefined, coupons: [], error: null });
  const narrow = useMediaQuery(NARROW_QUERY);

  useEffect(() => {
    let alive = true;
    setState((prev) => ({ ...prev, status: 'loading', error: null }));
    (async () => {
      try {
        const stores = await loadStores();
        const store = findStore(stores, applied.store);
        // An unknown store has no coupons (rather than every store's).
        const coupons = applied.store !== 'all' && !store ? [] : await fetchCoupons(store?.id ?? null, applied.type);
        if (alive) setState({ status: 'ready', stores, store, coupons, error: null });
      } catch (e) {
        if (alive) setState((prev) => ({ ...prev, status: 'error', coupons: [], error: `${REQUEST_ERROR_PREFIX}${errorCause(e)}` }));
      }
    })();
    return () => {
      alive = false;
    };
  }, [applied.store, applied.type, reload]);

  // The clock of the cards (days left) is read when the coupons arrive.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const now = useMemo(() => new Date(), [state.coupons]);
  const today = new Date();
  const month = spanishMonthName(today.getMonth());
  const storeName = state.store?.name ?? (applied.store !== 'all' ? applied.store : undefined);
  const label = storeName ? storeLabel(storeName) : undefined;

  const year = today.getFullYear();
  useEffect(() => {
    if (!state.store) return;
    const suffix = document.title.includes(' | ') ? document.title.slice(document.title.lastIndexOf(' | ')) : '';
    document.title = `Cupones descuento ${storeLabel(state.store.name)}: ${month} ${year}${suffix}`;
  }, [state.store, month, year]);

  const apply = (f: CouponFilters) => {
    navigate(filtersToUrl(f));
    scrollTopSoon();
  };
  const reset = () => {
    storesPromise = null;
    navigate('/cupones');
    setReload((r) => r + 1);
    scrollTopSoon();
  };

  const stores = new Set(state.coupons.map((c) => c.advertiser.name.toLowerCase()));
  const single = state.status === 'ready' && state.coupons.length > 0 && stores.size === 1 ? (state.coupons[0] as Voucher).advertiser.name : null;
  const formKey = `${applied.store}|${applied.type}|${reload}|${state.stores.length}`;
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
            ? `Cupones, códigos descuento y promociones de ${label} para comprar en España.`
            : 'Códigos descuento, vales y promociones de tus tiendas favoritas, revisados a diario.'}
        </p>
      </header>
      <StoreLogos stores={state.stores} current={storeName} type={applied.type} heading="Tiendas con cupones" />
      <div className={s.layout}>
        {narrow ? (
          <div className={s.modalBar}>
            <FiltersModal label={activeFiltersLabel(activeFilterCount(applied))} closeSignal={formKey}>
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
        <div className={s.results}>
          <h2 className={s.resultsHeading}>
            {label ? `Cupones de ${label}` : 'Todos los cupones'}
            {state.status === 'ready' ? <span className={s.count}> ({state.coupons.length})</span> : null}
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
                {applied.store !== 'all' && !state.store
                  ? `No hemos encontrado cupones de «${storeLabel(applied.store)}».`
                  : 'No hay cupones disponibles con estos filtros.'}{' '}
                Prueba con otra tienda u otro tipo de cupón.
              </p>
              <button type="button" className={s.secondary} onClick={reset}>
                Ver todos los cupones
              </button>
            </div>
          ) : null}
          {state.status === 'ready' && state.coupons.length > 0 ? (
            <ul className={s.list} aria-label={label ? `Cupones de ${label}` : 'Cupones'}>
              {state.coupons.map((c) => (
                <CouponCard key={c.promotionId} coupon={c} now={now} />
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {single ? <StoreSections store={single} coupons={state.coupons} stores={state.stores} type={applied.type} now={now} /> : null}
    </section>
  );
}
