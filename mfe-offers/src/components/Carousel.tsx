import { useEffect, useId, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { genericErrorMessage, type CarouselFragmentProps } from '@ofertas/contracts/rules';
import { categoryProducts, searchProducts } from '../api/catalog';
import { errorCause, useRequest } from '@ofertas/web-kit';
import { rememberProductsAtom } from '../state/atoms';
import { ProductCard } from './ProductCard';
import { Loading } from './States';
import s from './Carousel.module.css';

/** SPEC §9 carousel: 5 items per view, card 248 px, gap 9.9 px, 25 items at most. */
export const CAROUSEL_PER_VIEW = 5;
export const CAROUSEL_CARD_PX = 248;
export const CAROUSEL_GAP_PX = 9.9;
export const CAROUSEL_LIMIT = 25;

/** Whole 248 px cards that fit a track's content width (1 to 5). */
export function perView(trackWidth: number): number {
  if (!Number.isFinite(trackWidth) || trackWidth <= 0) return CAROUSEL_PER_VIEW;
  return Math.max(1, Math.min(CAROUSEL_PER_VIEW, Math.floor((trackWidth + CAROUSEL_GAP_PX + 0.5) / (CAROUSEL_CARD_PX + CAROUSEL_GAP_PX))));
}

/** A track's width inside its padding: the room the cards have. */
function contentWidth(el: HTMLElement): number {
  const st = getComputedStyle(el);
  return el.clientWidth - (parseFloat(st.paddingLeft) || 0) - (parseFloat(st.paddingRight) || 0);
}

/** Distance from one card to the next in a rendered track (card width + gap). */
function cardStep(track: HTMLElement): number {
  const first = track.firstElementChild as HTMLElement | null;
  return (first?.getBoundingClientRect().width || CAROUSEL_CARD_PX) + CAROUSEL_GAP_PX;
}

/**
 * Related offers (product page) and the `./Carousel` fragment: a horizontally scrolling row with
 * previous/next buttons that move one view at a time; the row itself scrolls by touch, wheel or keyboard.
 */
export default function Carousel({ search, title = 'Ofertas relacionadas', excludeId, limit = CAROUSEL_LIMIT, fallbackCategory }: CarouselFragmentProps) {
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const remember = useSetAtom(rememberProductsAtom);
  const [page, setPage] = useState(1);
  const [view, setView] = useState(CAROUSEL_PER_VIEW);
  const req = useRequest(
    `carousel|${search}|${limit}|${fallbackCategory ?? ''}`,
    async (signal) => {
      const n = Math.min(limit, CAROUSEL_LIMIT);
      const found = await searchProducts({ search: search.trim() || 'null', limit: n }, signal);
      if (!fallbackCategory || found.products.some((p) => p.id !== excludeId)) return found;
      return categoryProducts({ category: fallbackCategory, limit: n }, signal);
    },
    {
      describe: (e) => {
        console.error('Error al cargar las ofertas relacionadas', e);
        return genericErrorMessage(errorCause(e));
      },
    },
  );
  const products = req.status === 'ok' ? req.data.products.filter((p) => p.id !== excludeId) : [];
  useEffect(() => {
    if (products.length > 0) remember(products);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [req.status]);

  useEffect(() => {
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setView(perView(contentWidth(el))));
    ro.observe(el);
    return () => ro.disconnect();
  }, [products.length]);

  const pages = Math.max(1, Math.ceil(products.length / view));
  const current = Math.min(page, pages);
  const scrollTo = (p: number) => {
    const next = Math.max(1, Math.min(pages, p));
    setPage(next);
    const el = track.current;
    if (el && typeof el.scrollTo === 'function') el.scrollTo({ left: (next - 1) * view * cardStep(el), behavior: 'smooth' });
  };
  const onScroll = () => {
    const el = track.current;
    if (!el) return;
    setPage(Math.min(pages, 1 + Math.round(el.scrollLeft / (view * cardStep(el)))));
  };

  if (req.status === 'ok' && products.length === 0) return null;
  return (
    <section className={s.carousel} aria-labelledby={headingId} data-boundary="offers" data-boundary-label="offers · Carousel">
      <div className={s.head}>
        <h2 id={headingId}>{title}</h2>
        {products.length > view ? (
          <div className={s.controls}>
            <button type="button" onClick={() => scrollTo(current - 1)} disabled={current <= 1} aria-label="Ofertas anteriores">
              <span aria-hidden="true">‹</span>
            </button>
            <span className={s.pos}>
              {current} / {pages}
            </span>
            <button type="button" onClick={() => scrollTo(current + 1)} disabled={current >= pages} aria-label="Más ofertas">
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      {req.status === 'error' ? (
        <p className={s.error} role="alert">
          {req.error}
        </p>
      ) : req.status === 'loading' ? (
        <Loading text="Cargando ofertas relacionadas…" />
      ) : (
        <ul
          ref={track}
          className={s.track}
          onScroll={onScroll}
          tabIndex={0}
          aria-label={`${title}: desplázate para ver más`}
          style={{ gap: `${CAROUSEL_GAP_PX}px` }}
        >
          {products.map((p) => (
            <li key={p.id} className={s.item} style={{ flexBasis: `${CAROUSEL_CARD_PX}px` }}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
