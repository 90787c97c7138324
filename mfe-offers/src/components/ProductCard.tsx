import { useEffect, useRef, useState } from 'react';
import type { Product } from '@ofertas/contracts/rules';
import { brandPath, cardImage, GO_TO_OFFER } from '@ofertas/contracts/rules';
import { Link } from 'react-router';
import { useSetAtom } from 'jotai';
import { fallbackToPlaceholder, goHref, productPath, storeName } from '../lib/product';
import { rememberProductsAtom } from '../state/atoms';
import { gridColumns } from '../lib/gridColumns';
import { Price } from './Price';
import { PriceTrust } from './PriceTrust';
import s from './ui.module.css';

export interface CardProps {
  product: Product;
  headingLevel?: 2 | 3 | 4;
  /** Images of the first cards load eagerly (they are above the fold). */
  eager?: boolean;
}

/**
 * A product card: image, merchant, title (link to the product page), brand, prices and 'Ir a la Oferta'.
 * The merchant link is the counting redirect /go/{id}, sponsored, in a new tab.
 */
export function ProductCard({ product: p, headingLevel = 3, eager = false }: CardProps) {
  const remember = useSetAtom(rememberProductsAtom);
  const H = `h${headingLevel}` as 'h3';
  const href = productPath(p);
  return (
    <article className={s.card} data-boundary="offers" data-boundary-label="offers · ProductCard" data-product-id={p.id}>
      {/* Hidden from assistive technology (the title link below is the same link), so its alt text is read by
          image search alone. */}
      <Link to={href} className={s.cardMedia} tabIndex={-1} aria-hidden="true" onClick={() => remember([p])}>
        <img
          src={cardImage(p)}
          alt={p.title}
          width={240}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={fallbackToPlaceholder}
        />
      </Link>
      <div className={s.cardBody}>
        {storeName(p.merchant) ? <p className={s.merchant}>{storeName(p.merchant)}</p> : null}
        <H className={s.cardTitle}>
          <Link to={href} onClick={() => remember([p])}>
            {p.title}
          </Link>
        </H>
        {p.brand ? (
          <p className={s.brand}>
            <Link to={brandPath(p.brand)}>{p.brand}</Link>
          </p>
        ) : null}
        <Price product={p} />
        <PriceTrust product={p} />
        <a className={s.cta} href={goHref(p)} target="_blank" rel="sponsored noopener" aria-label={`${GO_TO_OFFER}: ${p.title} (se abre en una pestaña nueva)`}>
          {GO_TO_OFFER}
        </a>
      </div>
    </article>
  );
}

/** Result grid; its column count is chosen from its width so that no card sits alone on the last row. */
export function ProductGrid({ products, label, headingLevel = 3 }: { products: Product[]; label: string; headingLevel?: 2 | 3 }) {
  const ref = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const gap = width > 0 && width < 440 ? 8 : 16;
  const style = width > 0 ? { gridTemplateColumns: `repeat(${gridColumns(width, products.length, { gap, comfortable: width < 440 ? 150 : 200 })}, minmax(0, 1fr))` } : undefined;
  return (
    <ul ref={ref} className={s.grid} aria-label={label} style={style}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < 4} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
