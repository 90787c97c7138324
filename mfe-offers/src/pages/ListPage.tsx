import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useSetAtom } from 'jotai';
import {
  activeFiltersLabel,
  feedPathFor,
  SUBSCRIBE_OFFERS,
  announceProductsShown,
  categoryFallbackLabel,
  LAST_SEARCH_STORAGE_KEY,
  LIST_EMPTY,
  LIST_ERROR,
  activeCount,
  brandParam,
  cleared,
  listCanonicalHref,
  listHref,
  NOINDEX_FOLLOW,
  listingRequest,
  listKeyword,
  parseListLocation,
  withBrand,
  withCategory,
  withPage,
  withPrice,
  type ListKind,
  type ListState,
  listPageDescription,
  listPageTitle,
  offersPageSize,
  pagerLabel,
  requestErrorMessage,
  resultsTitle,
  showingResultsFor,
  typedSearchText,
} from '@ofertas/contracts/rules';
import { AlertSection } from '../alerts/AlertSection';
import { listProducts } from '../api/catalog';
import { brandFacets, categoryFacets } from '../api/list-calls';
import { loadCategories } from '../api/home';
import { CountBadge } from '../components/CountBadge';
import { FilterBar } from '../components/FilterBar';
import { Pager } from '../components/Pager';
import { ProductGrid } from '../components/ProductCard';
import { Empty, ErrorState, Loading } from '../components/States';
import { useWindowWidth } from '../hooks/useWindowWidth';
import { errorCause, FeedLink, FiltersModal, NARROW_QUERY, scrollToTopSoon, useMediaQuery, useRequest } from '@ofertas/web-kit';
import { absoluteUrl, applyHead } from '../seo/head';
import { rememberProductsAtom } from '../state/atoms';
import s from './ListPage.module.css';

const describe = (e: unknown) => requestErrorMessage(errorCause(e));

/** The last search the header remembered (SPEC §9 local storage): recovers the typed words after a reload. */
function readLastSearch(): string | null {
  try {
    return localStorage.getItem(LAST_SEARCH_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Search (/ofertas/:keyword?), category (/categorias/:category?) and brand (/marca/:brand?) lists. */
export function ListPage({ kind }: { kind: ListKind }) {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const param = kind === 'search' ? params.keyword : kind === 'category' ? params.category : params.brand;
  // Editorial categories: category pages beyond the slug table (an unknown slug lists 'Todo', SPEC §3).
  const editorial = useRequest('editorial', () => loadCategories().catch(() => []));
  const knownCategories = useMemo(() => (editorial.data ?? []).map((c) => c.value), [editorial.data]);
  const state = useMemo(
    () => parseListLocation(kind, param, location.search, knownCategories),
    [kind, param, location.search, knownCategories],
  );
  const width = useWindowWidth();
  const limit = offersPageSize(width);
  const modal = useMediaQuery(NARROW_QUERY);
  const remember = useSetAtom(rememberProductsAtom);

  const list = useRequest(
    `${listHref(state)}|${limit}`,
    (signal) => listProducts(listingRequest(state, limit), signal),
    { keep: true, describe },
  );
  const cats = useRequest(
    `c|${state.search}|${state.price}|${state.kind === 'brand' ? state.brand : 'all'}`,
    (signal) => categoryFacets(state, signal),
    { describe: () => requestErrorMessage() },
  );
  const brands = useRequest(
    `b|${state.search}|${state.category}|${state.price}`,
    (signal) => brandFacets(state, signal),
    { describe },
  );
  const titles = useMemo(() => new Map((editorial.data ?? []).map((c) => [c.value.toLowerCase(), c.title])), [editorial.data]);
  // Never the feed's English name: the editorial title, else the words of the Spanish slug.
  const categoryTitle = (name: string) => titles.get(name.toLowerCase()) ?? categoryFallbackLabel(name);
  // Category options wait for the editorial titles (loaded or failed), so no English name flashes.
  const titlesSettled = editorial.status !== 'loading';

  const data = list.status === 'ok' ? list.data : null;
  // The 'Avísame' box comes with the first list and then stays: while that list loads the box would stand in
  // view and be pushed down by it (a layout shift).
  const [listShown, setListShown] = useState(false);
  useEffect(() => {
    if (data) setListShown(true);
  }, [data]);
  // The brand as the catalogue spells it: the list answer names it; the brand options know it too.
  const brandName =
    state.brand === 'all'
      ? undefined
      : (data?.meta.brand ?? (brands.data ?? []).find((b) => brandParam(b) === brandParam(state.brand)));
  useEffect(() => {
    if (data) remember(data.products);
  }, [data, remember]);
  // The header search's SPEC §5 rule depends on whether products are shown (contracts/search-handoff).
  const shown = data?.products.length ?? 0;
  useEffect(() => announceProductsShown(shown), [shown]);
  useEffect(() => () => announceProductsShown(0), []);

  // A page beyond the last (old link, narrower window) is replaced by the last page.
  const totalPages = data?.meta.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && state.page > totalPages) navigate(listHref({ ...state, page: totalPages }), { replace: true });
  }, [totalPages, state, navigate]);

  const keyword = listKeyword(state, {
    category: state.category !== 'all' ? categoryTitle(state.category) : undefined,
    brand: brandName,
    search: param ? typedSearchText(param, location.state, readLastSearch()) : undefined,
  });
  useEffect(
    () =>
      applyHead({
        title: listPageTitle(keyword, state.page),
        description: listPageDescription(keyword),
        canonical: absoluteUrl(listCanonicalHref(state)),
        // As served (free-text searches are endless): said here too, because a list that replaces its URL (a
        // page past the last) makes the shell drop the served head.
        meta: { robots: state.kind === 'search' && state.search ? NOINDEX_FOLLOW : undefined },
      }),
    [keyword, state],
  );

  const go = (next: ListState) => {
    navigate(listHref(next));
    scrollToTopSoon();
  };
  const count = activeCount(state);
  const filters = (
    <FilterBar
      category={state.category}
      brand={brandName ?? state.brand}
      price={state.price}
      categories={titlesSettled ? (cats.data ?? []) : []}
      brands={brands.data ?? []}
      categoryTitle={categoryTitle}
      activeCount={count}
      onCategory={(c) => go(withCategory(state, c))}
      onBrand={(b) => go(withBrand(state, b))}
      onPrice={(p) => go(withPrice(state, p))}
      onClear={() => go(cleared(state))}
      facetError={cats.status === 'error' ? cats.error : brands.status === 'error' ? brands.error : null}
    />
  );

  // This list's Atom feed, at the address the served head announces (contracts rules/feeds).
  const feed = feedPathFor(location.pathname, location.search);
  const pages = data?.meta.totalPages ?? 0;
  const shownPage = Math.min(state.page, Math.max(pages, 1));
  return (
    <div className={s.page} data-boundary="offers" data-boundary-label="offers · lista">
      <header className={s.head}>
        <h1 className={s.title} aria-live="polite">
          {data ? resultsTitle(data.meta.total, keyword) : `Ofertas de ${keyword}`}
        </h1>
        {modal ? (
          <FiltersModal title={activeFiltersLabel(count)} summary={<CountBadge count={count} />} doneText="Ver ofertas">
            {filters}
          </FiltersModal>
        ) : null}
      </header>
      {data?.meta.searchedFor ? <p className={s.searchedFor}>{showingResultsFor(data.meta.searchedFor)}</p> : null}
      <FeedLink href={feed} text={SUBSCRIBE_OFFERS} className={s.feedLink} />

      <div className={modal ? s.single : s.layout}>
        {modal ? null : (
          <aside className={s.aside} aria-labelledby="offers-filter-heading">
            <h2 id="offers-filter-heading" className={s.asideTitle}>
              Filtros <span className={s.count}>{activeFiltersLabel(count)}</span>
            </h2>
            {filters}
          </aside>
        )}
        <section className={s.results} aria-label="Resultados" aria-busy={list.status === 'loading'}>
          {/* The cards' titles are h3: without this h2 a phone (filters in a dialog) jumps from h1 to h3. */}
          <h2 className="visually-hidden">Resultados</h2>
          {list.status === 'error' ? (
            <ErrorState text={LIST_ERROR} detail={list.error} />
          ) : !data ? (
            <Loading />
          ) : data.products.length === 0 ? (
            <Empty text={LIST_EMPTY} />
          ) : (
            <>
              <ProductGrid products={data.products} label={`Ofertas de ${keyword}`} />
              <Pager
                page={shownPage}
                pages={pages}
                label={pagerLabel(shownPage, pages)}
                name="Paginación de ofertas"
                onPage={(n) => {
                  navigate(listHref(withPage(state, n, pages)));
                  scrollToTopSoon(0);
                }}
              />
            </>
          )}
        </section>
      </div>
      {/* The brand as the catalogue spells it, so the alert matches the products this list shows. */}
      {listShown ? (
        <AlertSection follows={{ list: { search: state.search ?? '', category: state.category, brand: brandName ?? state.brand, price: state.price } }} />
      ) : null}
    </div>
  );
}
