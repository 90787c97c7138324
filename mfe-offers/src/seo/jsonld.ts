import type { Product } from '@ofertas/contracts/rules';
import { itemListJsonLd, productJsonLd as productLd, type Ld } from '@ofertas/contracts/rules/json-ld';
import { productImages, productPath, storeName } from '../lib/product';
import { absoluteUrl } from './head';

/**
 * A product page's Product JSON-LD, built as the server builds the served one (contracts rules/json-ld). The
 * browser does not know the stock, so no availability is stated: a page opened directly keeps the server's
 * block (web-kit applyHead), which does.
 */
export function productJsonLd(p: Product, now = new Date()): Ld {
  return productLd({ product: p, url: absoluteUrl(productPath(p)), images: productImages(p).map(absoluteUrl), store: storeName(p.merchant), now });
}

/** A special page's list of product pages (names and addresses). */
export function productListJsonLd(name: string, products: readonly Product[]): Ld {
  return itemListJsonLd(
    name,
    products.map((p) => ({ name: p.title, url: absoluteUrl(productPath(p)) })),
  );
}
