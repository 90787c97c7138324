import type { Product } from '@ofertas/contracts/rules';

export function makeProduct(i: number, over: Partial<Product> = {}): Product {
  return {
    id: `p${i}`,
    linkToProduct: `https://www.awin1.com/pclick.php?p=${i}`,
    title: `Mochila de prueba ${i}`,
    merchant: 'Decathlon',
    merchantId: '1',
    price: 40 + i,
    priceNow: 40 + i,
    priceSearch: 40 + i,
    priceSaving: null,
    priceBase: null,
    priceRrp: 60 + i,
    priceOld: null,
    idBrand: null,
    imageUrl: `/api/images/products/${i}-1.svg`,
    images: [`/api/images/products/${i}-1.svg`, `/api/images/products/${i}-2.svg`],
    description: `Descripción ${i}`,
    category: 'Bags',
    categoryId: null,
    brand: 'Eastpak',
    rating: 4.5,
    delivery: 'Envío gratis',
    ...over,
  };
}

export function page(total: number, pageNo: number, limit: number) {
  const count = Math.max(0, Math.min(limit, total - (pageNo - 1) * limit));
  return {
    products: Array.from({ length: count }, (_, k) => makeProduct((pageNo - 1) * limit + k + 1)),
    meta: { total, totalProducts: 3200, page: pageNo, limit, totalPages: Math.ceil(total / limit) },
  };
}
