import type { Product } from '../catalog';
import { productPriceDisplay } from './product-page';

/**
 * schema.org objects for page heads, written once for the server's served heads and the pages' own
 * (mfe-offers, mfe-blog), so that what a crawler reads before and after the page runs agrees. URLs passed in are
 * already absolute.
 */
export type Ld = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; url: string }>): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

/** Home: the site and its search box (sitelinks search box) pointing at /ofertas/{search_term_string}. */
export function websiteJsonLd(siteName: string, origin: string): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: siteName,
    url: `${origin}/`,
    inLanguage: 'es-ES',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/ofertas/{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface ProductLdInput {
  product: Product;
  url: string;
  images: string[];
  store: string;
  /** Unknown in the browser (list answers do not carry it): then the offer states no availability. */
  inStock?: boolean;
}

/**
 * Product with one Offer in EUR: the price now (lowest), and the price before (highest) as a strikethrough
 * price only when our history saw the shop charge it in the last 30 days (priceReference 'seen'). It states
 * no date the price is valid until: the site cannot know when a shop changes it.
 */
export function productJsonLd({ product: p, url, images, store, inStock }: ProductLdInput): Ld {
  const d = productPriceDisplay(p);
  const price = d.kind === 'none' ? p.price : d.now;
  const offer: Ld = {
    '@type': 'Offer',
    url,
    price: price.toFixed(2),
    priceCurrency: 'EUR',
    ...(inStock === undefined ? {} : { availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock' }),
    itemCondition: 'https://schema.org/NewCondition',
  };
  if (store) offer.seller = { '@type': 'Organization', name: store };
  if (d.kind === 'range' && p.priceReference === 'seen') {
    offer.priceSpecification = {
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/StrikethroughPrice',
      price: d.before.toFixed(2),
      priceCurrency: 'EUR',
    };
  }
  const ld: Ld = {
    '@context': CONTEXT,
    '@type': 'Product',
    name: p.title,
    description: p.description || p.title,
    sku: p.id,
    image: images,
    offers: offer,
  };
  if (p.brand) ld.brand = { '@type': 'Brand', name: p.brand };
  if (p.category) ld.category = p.category;
  return ld;
}

export interface ArticleLdInput {
  title: string;
  description: string;
  url: string;
  image: string | null;
  author: string;
  datePublished: string;
  dateModified: string;
  category: string;
  tags: readonly string[];
  siteName: string;
}

export function blogPostingJsonLd(a: ArticleLdInput): Ld {
  const ld: Ld = {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: a.title,
    description: a.description,
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    url: a.url,
    author: { '@type': 'Person', name: a.author },
    publisher: { '@type': 'Organization', name: a.siteName },
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    inLanguage: 'es-ES',
  };
  if (a.image) ld.image = [a.image];
  if (a.category) ld.articleSection = a.category;
  if (a.tags.length > 0) ld.keywords = a.tags.join(', ');
  return ld;
}

/** A product as an item of a list page's ItemList: the Product with its offer, without its own context. */
export type ListedProductInput = Omit<ProductLdInput, 'inStock'>;

/**
 * A special page's product list (SPEC §2 "structured product-list data, currency EUR, availability in stock"):
 * each ListItem holds the product with its offer in EUR. The lists show live products only: in stock.
 */
export function productListJsonLd(name: string, items: readonly ListedProductInput[]): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((input, i) => {
      const product = productJsonLd({ ...input, inStock: true });
      delete product['@context'];
      return { '@type': 'ListItem', position: i + 1, url: input.url, item: { ...product, url: input.url } };
    }),
  };
}
