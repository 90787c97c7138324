import { RECOMMENDED_PRODUCTS } from '@ofertas/contracts/messages';
import type { ProductStripFragmentProps } from '@ofertas/contracts/fragments';
import { searchProducts } from '../api/catalog';
import { ProductCard } from '../components/ProductCard';
import { useRequest } from '@ofertas/web-kit';
import s from './ProductStrip.module.css';

/** SPEC §9: recommended products. */
export const RECOMMENDED_LIMIT = 8;

/**
 * `./ProductStrip` expose: 'Te recomendamos estos productos' below articles. SPEC §4: keyed on the
 * article's keySearch, category and brand all, price 0, page 1, limit 8. Hidden when nothing is found or
 * the call fails.
 */
export default function ProductStrip({ search, limit = RECOMMENDED_LIMIT, title = RECOMMENDED_PRODUCTS }: ProductStripFragmentProps) {
  const n = Math.max(1, Math.min(25, Math.floor(limit)));
  const req = useRequest(`strip|${search}|${n}`, (signal) => searchProducts({ search: search.trim() || 'null', limit: n }, signal));
  if (req.status !== 'ok' || req.data.products.length === 0) return null;
  return (
    <section className={s.strip} aria-label={title} data-boundary="offers" data-boundary-label="offers · ProductStrip">
      <h2 className={s.title}>{title}</h2>
      <ul className={s.row}>
        {req.data.products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
