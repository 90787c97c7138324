import { createHash } from 'node:crypto';
import { advertiserDisplayName, storeKey } from '@ofertas/contracts';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';

/**
 * One entry of an Awin Promotions API answer (`POST /publisher/{id}/promotions`, its `data[]`), as exported to
 * JSON. Validation is lenient where Awin is inconsistent (ids as strings, null texts, dates with or without a
 * time) and strict where a wrong value would hurt a shopper (no tracking link, a voucher without a code, an
 * end before the start).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The calendar day an ISO date was written with, or null when it is not a real date. */
export function calendarDay(value: string): string | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

const optionalDate = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    const s = (v ?? '').trim();
    if (s === '') return null;
    if (calendarDay(s) === null) {
      ctx.addIssue({ code: 'custom', message: `"${s.slice(0, 40)}" is not an ISO date` });
      return z.NEVER;
    }
    return s;
  });

const httpUrl = z
  .string()
  .trim()
  .max(2000, 'is longer than 2000 characters')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL');

/** Texts arrive with HTML now and then; the site shows plain text. */
function plainText(v: string | null | undefined, max: number): string {
  const text = sanitizeHtml(v ?? '', { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  return text.slice(0, max);
}

const text = (max: number) => z.string().nullish().transform((v) => plainText(v, max));

const WHOLE = 'must be a positive whole number';
const intId = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: WHOLE }).int(WHOLE).positive(WHOLE).max(2_147_483_647, 'is too large'),
);

export const PromotionEntrySchema = z
  .object({
    promotionId: intId,
    type: z
      .string()
      .transform((v) => v.trim().toLowerCase())
      .pipe(z.enum(['voucher', 'promotion'], { message: "must be 'voucher' or 'promotion'" })),
    advertiser: z.object({
      id: intId,
      name: z.string().trim().min(1, 'is empty').max(200),
      joined: z.boolean().optional(),
    }),
    title: text(500).pipe(z.string().min(1, 'is empty')),
    description: text(5000),
    terms: text(10000),
    startDate: optionalDate,
    endDate: optionalDate,
    url: z.union([httpUrl, z.literal('')]).nullish().transform((v) => v ?? ''),
    urlTracking: httpUrl,
    voucher: z
      .object({
        code: z.string().trim().max(100, 'is longer than 100 characters').nullish().transform((v) => v || null),
        exclusive: z.boolean().nullish().transform((v) => v ?? false),
      })
      .nullish()
      .transform((v) => v ?? { code: null, exclusive: false }),
    regions: z
      .object({
        all: z.boolean().nullish(),
        list: z
          .array(
            z.object({
              name: z.string().trim().max(100),
              countryCode: z
                .string()
                .trim()
                .transform((c) => c.toUpperCase())
                .pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a 2-letter country code')),
            }),
          )
          .max(300)
          .nullish()
          .transform((l) => l ?? []),
      })
      .nullish()
      .transform((r) => r ?? { all: false, list: [] }),
  })
  .superRefine((e, ctx) => {
    if (e.type === 'voucher' && !e.voucher.code) {
      ctx.addIssue({ code: 'custom', path: ['voucher', 'code'], message: 'a voucher needs a code' });
    }
    if (e.startDate && e.endDate && (calendarDay(e.endDate) as string) < (calendarDay(e.startDate) as string)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'ends before it starts' });
    }
    if (!e.regions.all && e.regions.list.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['regions'], message: 'no region' });
    }
  });

export type PromotionEntry = z.output<typeof PromotionEntrySchema>;

/** A validated entry in the columns of the promotion table. */
export interface PromotionRow {
  promotion_id: number;
  advertiser_id: number;
  type: 'voucher' | 'promotion';
  title: string;
  description: string;
  terms: string;
  start_date: string | null;
  end_date: string | null;
  starts_on: string | null;
  ends_on: string | null;
  url_tracking: string;
  url: string;
  code: string | null;
  exclusive: boolean;
  regions: Array<{ name: string; countryCode: string }>;
  regions_all: boolean;
  region_codes: string[];
  row_hash: string;
}

export interface AdvertiserRow {
  id: number;
  name: string;
  display_name: string;
  store_key: string;
  joined: boolean;
}

export type ParsedEntry = { ok: true; promotion: PromotionRow; advertiser: AdvertiserRow } | { ok: false; reason: string };

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || '(entry)'}: ${i.message}`)
    .join('; ');
}

export function parseEntry(raw: unknown): ParsedEntry {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: 'not an object' };
  const r = PromotionEntrySchema.safeParse(raw);
  if (!r.success) return { ok: false, reason: describeIssues(r.error) };
  const e = r.data;
  const display = advertiserDisplayName(e.advertiser.name);
  const regionCodes = [...new Set(e.regions.list.map((x) => x.countryCode))].sort();
  const row: Omit<PromotionRow, 'row_hash'> = {
    promotion_id: e.promotionId,
    advertiser_id: e.advertiser.id,
    type: e.type,
    title: e.title,
    description: e.description,
    terms: e.terms,
    start_date: e.startDate,
    end_date: e.endDate,
    starts_on: e.startDate ? calendarDay(e.startDate) : null,
    ends_on: e.endDate ? calendarDay(e.endDate) : null,
    url_tracking: e.urlTracking,
    url: e.url,
    code: e.voucher.code,
    exclusive: e.voucher.exclusive,
    regions: e.regions.list,
    regions_all: Boolean(e.regions.all),
    region_codes: regionCodes,
  };
  const row_hash = createHash('sha1').update(JSON.stringify(row)).digest('base64url');
  return {
    ok: true,
    promotion: { ...row, row_hash },
    advertiser: {
      id: e.advertiser.id,
      name: e.advertiser.name,
      display_name: display,
      store_key: storeKey(display) || `tienda-${e.advertiser.id}`,
      joined: e.advertiser.joined ?? true,
    },
  };
}
