import { z } from 'zod';
import { safeInt, safeString } from './safe';

/** Coupon type filter values (SPEC §4); 'true' means exclusive vouchers only. */
export const COUPON_TYPES = ['all', 'voucher', 'promotion', 'true'] as const;
export const CouponTypeSchema = z.enum(COUPON_TYPES);
export type CouponType = z.infer<typeof CouponTypeSchema>;

/** SPEC §9: coupons are fetched 200 at a time for Spain, active only. */
export const VOUCHERS_MAX_PAGE_SIZE = 200;
export const VOUCHERS_DEFAULT_REGION = 'ES';

/** Awin sends ISO dates with or without time and offset; only the calendar date part is relied upon. */
const isoDateString = z.string().regex(/^\d{4}-\d{2}-\d{2}(?:[T ].*)?$/, 'must be an ISO date');

export const AdvertiserSchema = z.object({ id: z.number().int(), name: z.string() });
export type Advertiser = z.infer<typeof AdvertiserSchema>;

/** A voucher or promotion, in the Awin Promotions API layout. */
export const VoucherSchema = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  description: z.string(),
  terms: z.string(),
  startDate: isoDateString.nullable(),
  endDate: isoDateString.nullable(),
  urlTracking: z.string(),
  url: z.string(),
  voucher: z.object({ code: z.string().optional(), exclusive: z.boolean() }),
  advertiser: AdvertiserSchema,
  regions: z.object({ list: z.array(z.object({ name: z.string(), countryCode: z.string() })) }),
  type: z.enum(['voucher', 'promotion']),
});
export type Voucher = z.infer<typeof VoucherSchema>;

function vouchersRequest(defaultMembership: 'joined' | 'all') {
  return z.object({
    filters: z
      .object({
        advertiserIds: z.array(safeInt().positive()).max(500).default([]),
        exclusiveOnly: z.boolean().default(false),
        membership: z.enum(['joined', 'all']).default(defaultMembership),
        regionCodes: z
          .array(safeString().regex(/^[A-Z]{2}$/, 'must be a 2-letter country code'))
          .min(1)
          .max(50)
          .default([VOUCHERS_DEFAULT_REGION]),
        status: z.enum(['active', 'expired', 'all']).default('active'),
        type: CouponTypeSchema.default('all'),
      })
      // prefault (not default) so an omitted object still gets each field's default.
      .prefault({}),
    pagination: z
      .object({
        page: safeInt().min(1).default(1),
        pageSize: safeInt().min(1).max(VOUCHERS_MAX_PAGE_SIZE).default(VOUCHERS_MAX_PAGE_SIZE),
      })
      .prefault({}),
  });
}

/** POST /api/vouncher/vounchers (the path's spelling is the public contract). */
export const VouchersRequestSchema = vouchersRequest('joined');
export type VouchersRequest = z.output<typeof VouchersRequestSchema>;
export type VouchersRequestInput = z.input<typeof VouchersRequestSchema>;

/** POST /api/vouncher/vounchermerchant: same body; every store, not only joined ones, by default. */
export const VoucherMerchantsRequestSchema = vouchersRequest('all');
export type VoucherMerchantsRequest = z.output<typeof VoucherMerchantsRequestSchema>;
export type VoucherMerchantsRequestInput = z.input<typeof VoucherMerchantsRequestSchema>;

export const VouchersPaginationSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export const VouchersAnswerSchema = z.object({ data: z.array(VoucherSchema), pagination: VouchersPaginationSchema });
export type VouchersAnswer = z.infer<typeof VouchersAnswerSchema>;
export const VoucherMerchantsAnswerSchema = VouchersAnswerSchema;
export type VoucherMerchantsAnswer = VouchersAnswer;

// Pure store-name rules live in rules/stores.ts (no zod: bundles that need only them stay small).
export { advertiserDisplayName, storeKey, storeLogoPath, uniqueAdvertisers } from './rules/stores';

/** A store with its number of active promotions: GET /api/vouncher/stores (helper for the coupons remote). */
export const VoucherStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  logo: z.string(),
  active: z.number().int().min(0),
});
export type VoucherStore = z.infer<typeof VoucherStoreSchema>;
export const VoucherStoresAnswerSchema = z.array(VoucherStoreSchema);
export type VoucherStoresAnswer = z.infer<typeof VoucherStoresAnswerSchema>;
export const VoucherStoresQuerySchema = z.object({
  region: safeString()
    .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code')
    .transform((v) => v.toUpperCase())
    .default(VOUCHERS_DEFAULT_REGION),
});
export type VoucherStoresQuery = z.output<typeof VoucherStoresQuerySchema>;
