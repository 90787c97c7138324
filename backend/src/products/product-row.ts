import type { Product } from '@ofertas/contracts';

/** The columns every product read selects; prices leave PostgreSQL as float8 so they arrive as numbers. */
export const PRODUCT_COLUMNS = `
  p.id, p.title, p.merchant, p.merchant_id, p.price::float8 AS price, p.rrp_price::float8 AS rrp_price,
  p.store_price::float8 AS store_price, p.deep_link, p.image_url, p.images, p.description, p.category,
  p.category_id, p.brand, p.brand_id, p.rating::float8 AS rating, p.delivery_cost::float8 AS delivery_cost,
  p.delivery_time`;

export interface ProductRow {
  id: string;
  title: string;
  merchant: string;
  merchant_id: string;
  price: number;
  rrp_price: number | null;
  store_price: number | null;
  deep_link: string;
  image_url: string;
  images: string[];
  description: string;
  category: string;
  category_id: string | null;
  brand: string;
  brand_id: string | null;
  rating: number | null;
  delivery_cost: number | null;
  delivery_time: string | null;
}

function deliveryText(row: ProductRow): string | null {
  if (row.delivery_time && row.delivery_cost !== null) {
    return row.delivery_cost === 0 ? `${row.delivery_time} · Envío gratis` : `${row.delivery_time} · Envío ${row.delivery_cost.toFixed(2).replace('.', ',')} €`;
  }
  if (row.delivery_cost !== null) return row.delivery_cost === 0 ? 'Envío gratis' : `Envío ${row.delivery_cost.toFixed(2).replace('.', ',')} €`;
  return row.delivery_time;
}

/** Maps a database row to the API's Product (SPEC §3), including the list-only image fields. */
export function toProduct(row: ProductRow, blogSearch: string | null): Product {
  const rrp = row.rrp_price;
  const images = row.images.length > 0 ? row.images.slice(0, 6) : row.image_url ? [row.image_url] : [];
  return {
    id: row.id,
    linkToProduct: row.deep_link,
    title: row.title,
    merchant: row.merchant,
    merchantId: row.merchant_id,
    price: row.price,
    priceNow: row.price,
    priceSearch: row.price,
    priceSaving: rrp !== null && rrp > row.price ? Math.round((rrp - row.price) * 100) / 100 : null,
    priceBase: row.store_price,
    priceRrp: rrp,
    priceOld: rrp,
    idBrand: row.brand_id,
    imageUrl: row.image_url || images[0] || '',
    images,
    imageUrls: images,
    imageUrl1: images[1] ?? null,
    imageUrl2: images[2] ?? null,
    description: row.description,
    category: row.category,
    categoryId: row.category_id,
    brand: row.brand,
    rating: row.rating,
    delivery: deliveryText(row),
    blogSearch,
  };
}

/** Single-product answers drop a trailing ' ES' from the merchant name (SPEC §3). */
export function stripCountrySuffix(merchant: string): string {
  return merchant.replace(/\s+ES$/, '');
}
