import type { ProductCardFragmentProps } from '@ofertas/contracts/fragments';
import { wordOverlapMatches } from '@ofertas/contracts/rules/match';
import { searchProducts } from '../api/catalog';
import { ProductCard as Card } from '../components/ProductCard';
import { useRequest } from '@ofertas/web-kit';

/**
 * `./ProductCard` expose (mfe-blog's product blocks): a loaded product, or the first product found for a
 * search text. Renders nothing while loading or when nothing matches (a blog block is optional content); with
 * `matchText`, also when the product's title does not match it (SPEC §4 blog product cards).
 */
export default function ProductCard({ product, search, headingLevel = 3, matchText }: ProductCardFragmentProps) {
  const req = useRequest(product || !search?.trim() ? null : `card|${search}`, (signal) => searchProducts({ search: search!.trim(), limit: 1 }, signal));
  const p = product ?? (req.status === 'ok' ? req.data.products[0] : undefined);
  if (!p || (matchText !== undefined && !wordOverlapMatches(p.title, matchText))) return null;
  return <Card product={p} headingLevel={headingLevel} />;
}
