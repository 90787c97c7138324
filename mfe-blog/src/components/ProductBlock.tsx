import { Link } from 'react-router';
import type { ContentSection } from '@ofertas/contracts/blog';
import { ARTICLE_GO_TO_OFFER, SEARCH_SIMILAR_PRODUCTS } from '@ofertas/contracts/messages';
import { relatedSearchTerm } from '@ofertas/contracts/rules/related';
import { searchToSlug } from '@ofertas/contracts/rules/slug';
import { RemoteFragment } from '@ofertas/web-kit';
import s from './ProductBlock.module.css';

export function hasProductBlock(c: ContentSection): boolean {
  return c.showProduct || c.showProductUrl || c.showProductCard;
}

/**
 * SPEC §2 product block of a section: the product image, 'Ir a la oferta' (the merchant's page in a new tab,
 * an affiliate link: rel sponsored), 'Buscar productos similares' (the offers search for the section title's key
 * words, as the related-offers rule picks them from a product title)
 * and the product card of offers' ProductCard fragment, fetched once for the section's product text (page 1,
 * limit 1) and shown only when that product matches the text by ≥ 80 % word overlap (SPEC §4, §5).
 */
export function ProductBlock({ section: c }: { section: ContentSection }) {
  const image = c.showProduct && c.urlImage ? c.urlImage : '';
  const offerUrl = c.showProductUrl && c.productUrl ? c.productUrl : '';
  const similar = searchToSlug(relatedSearchTerm(c.section, null) || c.section);
  const cardText = c.showProductCard ? c.productCard.trim() : '';
  return (
    <aside className={s.block} aria-label={c.section ? `Producto: ${c.section}` : 'Producto recomendado'}>
      {image || offerUrl || similar ? (
        <div className={s.offer}>
          {image ? <img className={s.image} src={image} alt={c.section || 'Producto recomendado'} loading="lazy" width={320} height={320} /> : null}
          <div className={s.actions} data-keep-clear="">
            {offerUrl ? (
              <a className={s.primary} href={offerUrl} target="_blank" rel="sponsored noopener">
                {ARTICLE_GO_TO_OFFER}
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            ) : null}
            {similar ? (
              <Link className={s.secondary} to={`/ofertas/${similar}`}>
                {SEARCH_SIMILAR_PRODUCTS}
              </Link>
            ) : null}
          </div>
        </div>
      ) : null}
      {cardText ? (
        <div className={s.card}>
          <RemoteFragment id="offers/ProductCard" props={{ search: cardText, matchText: cardText, headingLevel: 3 }} fallback={null} />
        </div>
      ) : null}
    </aside>
  );
}
