import ky, { HTTPError, TimeoutError } from 'ky';
import type { AiInfoAnswer } from '@ofertas/contracts/ai';
import type { CouponType, Voucher, VouchersAnswer, VoucherStore } from '@ofertas/contracts/vouchers';
import { uniqueAdvertisers } from '@ofertas/contracts/rules/stores';

/** SPEC §9: coupons 200 at a time, Spain, active only. */
export const PAGE_SIZE = 200;
export const REGION = 'ES';

const http = ky.create({
  timeout: 15_000,
  // The vouchers calls only read: a retry after a gateway hiccup is safe.
  retry: { limit: 1, methods: ['get', 'post'], statusCodes: [502, 503, 504] },
  headers: { accept: 'application/json' },
});

export interface Store {
  id: number;
  /** Display name: no trailing 'ES', hyphens for spaces ('Weekend-Desk'). */
  name: string;
}

/** POST /api/vouncher/vounchermerchant: every store with active coupons (membership all, type all). */
export async function fetchStores(): Promise<Store[]> {
  const answer = await http
    .post('/api/vouncher/vounchermerchant', {
      json: {
        filters: { advertiserIds: [], exclusiveOnly: false, membership: 'all', regionCodes: [REGION], status: 'active', type: 'all' },
        pagination: { page: 1, pageSize: PAGE_SIZE },
      },
    })
    .json<VouchersAnswer>();
  return uniqueAdvertisers(answer.data.map((v) => v.advertiser));
}

/** POST /api/vouncher/vounchers for one store (or all) and a type filter. */
export async function fetchCoupons(storeId: number | null, type: CouponType): Promise<Voucher[]> {
  const answer = await http
    .post('/api/vouncher/vounchers', {
      json: {
        filters: {
          advertiserIds: storeId === null ? [] : [storeId],
          exclusiveOnly: type === 'true',
          membership: 'joined',
          regionCodes: [REGION],
          status: 'active',
          type,
        },
        pagination: { page: 1, pageSize: PAGE_SIZE },
      },
    })
    .json<VouchersAnswer>();
  return answer.data;
}

/** POST /api/ai/generateInfo: history and a fact about a store. No retry: a failure hides the block. */
export function fetchStoreInfo(storeName: string, signal?: AbortSignal): Promise<AiInfoAnswer> {
  return http.post('/api/ai/generateInfo', { json: { title: storeName }, retry: 0, timeout: 25_000, signal }).json<AiInfoAnswer>();
}

/** GET /api/vouncher/stores: stores with their logo and number of active coupons, most first. */
export function fetchPopularStores(): Promise<VoucherStore[]> {
  return http.get('/api/vouncher/stores', { searchParams: { region: REGION } }).json<VoucherStore[]>();
}

/** The cause shown after 'Error en la petición: ' (SPEC §8). */
export function errorCause(e: unknown): string {
  if (e instanceof HTTPError) return `${e.response.status} ${e.response.statusText}`.trim();
  if (e instanceof TimeoutError) return 'tiempo de espera agotado';
  if (e instanceof Error) return e.message;
  return String(e);
}
