import type { AlertListQuery, AlertSubscribeRequest } from '@ofertas/contracts';

/** What a subscription follows, normalised: two requests for the same list are one subscription. */
export interface AlertTarget {
  kind: 'list' | 'product';
  listQuery: AlertListQuery | null;
  productId: string | null;
  /** Unique per address with the e-mail: 'product:<id>' or 'list:<normalised query as JSON>'. */
  queryKey: string;
}

export function normaliseListQuery(q: AlertListQuery): AlertListQuery {
  return {
    search: q.search.trim().replace(/\s+/g, ' ').toLowerCase(),
    category: q.category.trim() || 'all',
    brand: q.brand.trim() || 'all',
    price: Math.round(q.price * 100) / 100,
  };
}

export function alertTarget(body: AlertSubscribeRequest): AlertTarget {
  if (body.productId !== undefined) {
    return { kind: 'product', listQuery: null, productId: body.productId, queryKey: `product:${body.productId}` };
  }
  const listQuery = normaliseListQuery(body.list ?? { search: '', category: 'all', brand: 'all', price: 0 });
  return { kind: 'list', listQuery, productId: null, queryKey: `list:${JSON.stringify(listQuery)}` };
}
