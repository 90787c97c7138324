import { AnswerShapeError, arrayOf, isRecord, objectOf, requestJson, type JsonRequest } from '@ofertas/web-kit';
import type { AiInfoAnswer } from '@ofertas/contracts/ai';
import type { CouponType, Voucher, VouchersAnswer, VoucherStore } from '@ofertas/contracts/vouchers';
import { uniqueAdvertisers } from '@ofertas/contracts/rules/stores';

/** SPEC §9: coupons 200 at a time, Spain, active only. */
export const PAGE_SIZE = 200;
export const REGION = 'ES';

// The vouchers calls only read (POST carries the filters): a retry after a gateway hiccup is safe.
const READ: JsonRequest = { timeoutMs: 15_000, retries: 1, retryStatuses: [502, 503, 504] };
const post = (url: string, json: unknown, o: JsonRequest = {}) => requestJson(url, { ...READ, ...o, method: 'POST', json });

// Light shape checks of the answers (no zod in this bundle): a mismatch is an error the page shows in Spanish.
const isVoucher = (v: unknown): v is Voucher =>
  isRecord(v) && typeof v.promotionId === 'number' && isRecord(v.advertiser) && typeof v.advertiser.name === 'string';
const isVoucherStore = (v: unknown): v is VoucherStore => isRecord(v) && typeof v.id === 'number' && typeof v.name === 'string';

function vouchersOf(answer: unknown): Voucher[] {
  if (!isRecord(answer)) throw new AnswerShapeError('cupones');
  return arrayOf((answer as Partial<VouchersAnswer>).data, isVoucher, 'cupones');
}

export interface Store {
  id: number;
  /** Display name: no trailing 'ES', hyphens for spaces ('Weekend-Desk'). */
  name: string;
}

/** POST /api/vouncher/vounchermerchant: every store with active coupons (membership all, type all). */
export async function fetchStores(): Promise<Store[]> {
  const answer = await post('/api/vouncher/vounchermerchant', {
    filters: { advertiserIds: [], exclusiveOnly: false, membership: 'all', regionCodes: [REGION], status: 'active', type: 'all' },
    pagination: { page: 1, pageSize: PAGE_SIZE },
  });
  return uniqueAdvertisers(vouchersOf(answer).map((v) => v.advertiser));
}

/** POST /api/vouncher/vounchers for one store (or all) and a type filter. */
export async function fetchCoupons(storeId: number | null, type: CouponType): Promise<Voucher[]> {
  const answer = await post('/api/vouncher/vounchers', {
    filters: {
      advertiserIds: storeId === null ? [] : [storeId],
      exclusiveOnly: type === 'true',
      membership: 'joined',
      regionCodes: [REGION],
      status: 'active',
      type,
    },
    pagination: { page: 1, pageSize: PAGE_SIZE },
  });
  return vouchersOf(answer);
}

/** POST /api/ai/generateInfo: history and a fact about a store. No retry: a failure hides the block. */
export async function fetchStoreInfo(storeName: string, signal?: AbortSignal): Promise<AiInfoAnswer> {
  const answer = await post('/api/ai/generateInfo', { title: storeName }, { retries: 0, timeoutMs: 25_000, signal });
  return objectOf<AiInfoAnswer>(answer, (a) => typeof a.historia === 'string' && typeof a.informacion === 'string', 'información de tienda');
}

/** GET /api/vouncher/stores: stores with their logo and number of active coupons, most first. */
export async function fetchPopularStores(): Promise<VoucherStore[]> {
  return arrayOf(await requestJson('/api/vouncher/stores', { ...READ, query: { region: REGION } }), isVoucherStore, 'tiendas');
}
