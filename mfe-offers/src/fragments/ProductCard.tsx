import s from './Fragments.module.css';

/** Props of the `./ProductCard` fragment (used by mfe-blog's product blocks). */
export interface ProductCardProps {
  title: string;
  imageUrl?: string;
  priceNow?: number;
  priceBefore?: number;
  href?: string;
}

const eur = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

/** Placeholder product card fragment: the offers team replaces it. */
export default function ProductCard({ title, imageUrl, priceNow, priceBefore, href }: ProductCardProps) {
  return (
    <article className={s.card} data-boundary="offers" data-boundary-label="offers · ProductCard">
      {imageUrl ? <img src={imageUrl} alt={title} loading="lazy" width={160} height={160} /> : null}
      <h3 className={s.title}>{href ? <a href={href}>{title}</a> : title}</h3>
      {priceNow != null ? (
        <p>
          <strong>{eur.format(priceNow)}</strong>
          {priceBefore != null && priceBefore > priceNow ? <s className={s.before}>{eur.format(priceBefore)}</s> : null}
        </p>
      ) : null}
    </article>
  );
}
