import type { Product } from '@ofertas/contracts/rules';
import { productJsonLd as productLd, productListJsonLd as productListLd, type Ld } from '@ofertas/contracts/rules/json-ld';
import { productImages, productPath, storeName } from '../lib/product';
import { absoluteUrl } from './head';

/**
 * A product page's Product JSON-LD, built as the server builds the served one (contracts rules/json-ld). The
 * browser does not know the stock, so no availability is stated: a page opened directly keeps the server's
 * block (web-kit applyHead), which does.
 */
export function productJsonLd(p: Product): Ld {
  return productLd({ product: p, url: absoluteUrl(productPath(p)), images: productImages(p).map(absoluteUrl), store: storeName(p.merchant) });
}

/** A special page's product list: each product with its offer in EUR, in stock (as the server's served block). */
export function productListJsonLd(name: string, products: readonly Product[]): Ld {
  return productListLd(
    name,
    products.map((p) => ({ product: p, url: absoluteUrl(productPath(p)), images: productImages(p).map(absoluteUrl), store: storeName(p.merchant) })),
  );
}
