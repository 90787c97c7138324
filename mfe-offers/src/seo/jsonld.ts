import { priceValidUntil, type Product } from '@ofertas/contracts/rules';
import { productPath, productPriceDisplay, storeName } from '../lib/product';
import { absoluteUrl } from './head';

/** schema.org Offer/AggregateOffer in EUR, in stock, valid until the SPEC §9 date. */
function offer(p: Product, now: Date) {
  const d = productPriceDisplay(p);
  const common = {
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    priceValidUntil: priceValidUntil(now),
    url: absoluteUrl(productPath(p)),
    seller: storeName(p.merchant) ? { '@type': 'Organization', name: storeName(p.merchant) } : undefined,
  };
  if (d.kind === 'range') return { '@type': 'AggregateOffer', lowPrice: d.now.toFixed(2), highPrice: d.before.toFixed(2), offerCount: 1, ...common };
  const price = d.kind === 'single' ? d.now : p.price;
  return { '@type': 'Offer', price: price.toFixed(2), ...common };
}

export function productJsonLd(p: Product, now = new Date()) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    description: p.description || p.title,
    sku: p.id,
    image: (p.images.length > 0 ? p.images : [p.imageUrl]).filter(Boolean).map((i) => absoluteUrl(i)),
    brand: p.brand ? { '@type': 'Brand', name: p.brand } : undefined,
    category: p.category || undefined,
    offers: offer(p, now),
  };
}

/** ItemList of products (special pages), each item a Product with its offer. */
export function itemListJsonLd(name: string, products: Product[], now = new Date()) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Product',
        name: p.title,
        image: absoluteUrl(p.imageUrl || p.images[0] || '/api/images/placeholder.svg'),
        url: absoluteUrl(productPath(p)),
        brand: p.brand ? { '@type': 'Brand', name: p.brand } : undefined,
        offers: offer(p, now),
      },
    })),
  };
}
