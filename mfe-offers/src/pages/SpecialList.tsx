import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { LIST_EMPTY, LIST_ERROR, requestErrorMessage } from '@ofertas/contracts/rules';
import type { ProductPage } from '../api/catalog';
import { Pager } from '../components/Pager';
import { ProductGrid } from '../components/ProductCard';
import { Empty, ErrorState, Loading } from '../components/States';
import { errorCause, useRequest } from '@ofertas/web-kit';
import { rememberProductsAtom } from '../state/atoms';
import s from './SpecialPage.module.css';

/** A special page's query for its list page: `page` only past the first (page 1 is the bare address). */
export function pageQuery(page: number): Record<string, string> {
  return page > 1 ? { page: String(page) } : {};
}

export const describeListError = (e: unknown) => requestErrorMessage(errorCause(e));

/** One paged list of a special page: loading, empty and error states, its own pager. */
export function SpecialList({
  id,
  heading,
  requestKey,
  load,
  page,
  onPage,
  onPastLastPage,
  pagerLabel,
  pagerName,
  onData,
  level = 2,
}: {
  id: string;
  heading: (total: number | null) => string;
  requestKey: string;
  load: (signal: AbortSignal) => Promise<ProductPage>;
  page: number;
  onPage: (page: number, el: HTMLElement | null) => void;
  /** A page past the last (an old link, a narrower window): the list's real last page, to replace it with. */
  onPastLastPage?: (last: number) => void;
  pagerLabel: (page: number, pages: number) => string;
  pagerName: string;
  onData?: (data: ProductPage) => void;
  level?: 1 | 2;
}) {
  const ref = useRef<HTMLElement>(null);
  const remember = useSetAtom(rememberProductsAtom);
  const req = useRequest(requestKey, load, { keep: true, describe: describeListError });
  const data = req.status === 'ok' ? req.data : null;
  useEffect(() => {
    if (!data) return;
    remember(data.products);
    onData?.(data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  const H = level === 1 ? 'h1' : 'h2';
  const pages = data?.meta.totalPages ?? 0;
  useEffect(() => {
    if (pages > 0 && page > pages) onPastLastPage?.(pages);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages, page]);
  return (
    <section ref={ref} className={s.list} aria-labelledby={id} aria-busy={req.status === 'loading'}>
      <H id={id} className={level === 1 ? s.h1 : s.h2}>
        {heading(data ? data.meta.total : null)}
      </H>
      {req.status === 'error' ? (
        <ErrorState text={LIST_ERROR} detail={req.error} />
      ) : !data ? (
        <Loading />
      ) : data.products.length === 0 ? (
        <Empty text={LIST_EMPTY} />
      ) : (
        <>
          {/* Cards one level below the list's heading (an h1 on vuelta al cole: h3 cards skipped a level). */}
          <ProductGrid products={data.products} label={heading(data.meta.total)} headingLevel={level === 1 ? 2 : 3} />
          <Pager page={Math.min(page, pages)} pages={pages} label={pagerLabel(Math.min(page, pages), pages)} name={pagerName} onPage={(p) => onPage(p, ref.current)} />
        </>
      )}
    </section>
  );
}
