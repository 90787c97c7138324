import ProductCard, { type ProductCardProps } from './ProductCard';
import s from './Fragments.module.css';

/** Props of the `./ProductStrip` fragment ('Te recomendamos estos productos' in articles). */
export interface ProductStripProps {
  title?: string;
  products: ProductCardProps[];
}

/** Placeholder product strip fragment: the offers team replaces it. */
export default function ProductStrip({ title = 'Te recomendamos estos productos', products }: ProductStripProps) {
  return (
    <section className={s.strip} data-boundary="offers" data-boundary-label="offers · ProductStrip">
      <h2>{title}</h2>
      <div className={s.row}>
        {products.map((p) => (
          <ProductCard key={p.title} {...p} />
        ))}
      </div>
    </section>
  );
}
