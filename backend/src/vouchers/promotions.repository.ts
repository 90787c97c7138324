import { Injectable } from '@nestjs/common';
import {
  type Voucher,
  type VoucherMerchantsRequest,
  type VouchersAnswer,
  type VouchersRequest,
  type VoucherStore,
} from '@ofertas/contracts';
import { DataSource } from 'typeorm';
import type { PromotionRow } from './promotion-entry';

/** What the listing SELECT returns: the stored promotion columns it names, plus the store's display name. */
type PromotionSqlRow = Pick<
  PromotionRow,
  | 'promotion_id'
  | 'type'
  | 'title'
  | 'description'
  | 'terms'
  | 'start_date'
  | 'end_date'
  | 'url_tracking'
  | 'url'
  | 'code'
  | 'exclusive'
  | 'regions'
  | 'advertiser_id'
> & { display_name: string };

const COLUMNS = `p.promotion_id, p.type, p.title, p.description, p.terms, p.start_date, p.end_date, p.url_tracking,
  p.url, p.code, p.exclusive, p.regions, p.advertiser_id, a.display_name`;

function toVoucher(r: PromotionSqlRow): Voucher {
  return {
    promotionId: r.promotion_id,
    title: r.title,
    description: r.description,
    terms: r.terms,
    startDate: r.start_date,
    endDate: r.end_date,
    urlTracking: r.url_tracking,
    url: r.url,
    voucher: r.code ? { code: r.code, exclusive: r.exclusive } : { exclusive: r.exclusive },
    advertiser: { id: r.advertiser_id, name: r.display_name },
    regions: { list: r.regions },
    type: r.type,
  };
}

/** The SQL condition of an Awin status, on promotion p, for the day $n. */
function statusCondition(status: VouchersRequest['filters']['status'], today: string): string {
  if (status === 'all') return 'TRUE';
  if (status === 'expired') return `p.ends_on < ${today}::date`;
  // Active: started (or undated) and not ended; a promotion without an end date never expires.
  return `(p.ends_on IS NULL OR p.ends_on >= ${today}::date) AND (p.starts_on IS NULL OR p.starts_on <= ${today}::date)`;
}

@Injectable()
/**
 * The only reader of the promotion and advertiser tables (their writer is the vouchers import, in this
 * feature too). Other features ask VouchersService.
 */
export class PromotionsRepository {
  constructor(private readonly db: DataSource) {}

  private where(filters: VouchersRequest['filters'], today: string): { sql: string; params: unknown[] } {
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const where: string[] = [];
    if (filters.advertiserIds.length > 0) {
      // Stores are de-duplicated by display name, so asking for one id brings the coupons of its namesakes too.
      where.push(`lower(a.display_name) IN (SELECT lower(display_name) FROM advertiser WHERE id = ANY(${p(filters.advertiserIds)}::int[]))`);
    }
    if (filters.exclusiveOnly || filters.type === 'true') where.push('p.exclusive');
    if (filters.type === 'voucher' || filters.type === 'promotion') where.push(`p.type = ${p(filters.type)}`);
    if (filters.membership === 'joined') where.push('a.joined');
    where.push(`(p.regions_all OR p.region_codes && ${p(filters.regionCodes)}::text[])`);
    if (filters.status !== 'all') where.push(statusCondition(filters.status, p(today)));
    return { sql: where.join(' AND '), params };
  }

  /** The newest active promotions (by when the import first stored them), with that time: the coupon feeds. */
  async newest(filters: VouchersRequest['filters'], today: string, limit: number): Promise<Array<{ voucher: Voucher; createdAt: Date }>> {
    const { sql, params } = this.where(filters, today);
    const rows = (await this.db.query(
      `SELECT ${COLUMNS}, p.created_at FROM promotion p JOIN advertiser a ON a.id = p.advertiser_id WHERE ${sql}
        ORDER BY p.created_at DESC, p.promotion_id DESC LIMIT $${params.length + 1}`,
      [...params, limit],
    )) as Array<PromotionSqlRow & { created_at: Date }>;
    return rows.map((r) => ({ voucher: toVoucher(r), createdAt: new Date(r.created_at) }));
  }

  /** The stored tracking link of one promotion, if it exists. */
  async trackingUrl(promotionId: number): Promise<string | null> {
    const [row] = (await this.db.query(`SELECT url_tracking FROM promotion WHERE promotion_id = $1`, [promotionId])) as Array<{ url_tracking: string }>;
    return row?.url_tracking ?? null;
  }

  /** POST /api/vouncher/vounchers: exclusives first, then vouchers, then the soonest to end. */
  async list(req: VouchersRequest, today: string): Promise<VouchersAnswer> {
    const { page, pageSize } = req.pagination;
    const { sql, params } = this.where(req.filters, today);
    const from = `FROM promotion p JOIN advertiser a ON a.id = p.advertiser_id WHERE ${sql}`;
    const n = params.length;
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} ${from}
        ORDER BY p.exclusive DESC, (p.type = 'voucher') DESC, p.ends_on ASC NULLS LAST, p.promotion_id DESC
        LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    )) as PromotionSqlRow[];
    const [count] = (await this.db.query(`SELECT count(*)::int AS total ${from}`, params)) as Array<{ total: number }>;
    return { data: rows.map(toVoucher), pagination: { page, pageSize, total: count?.total ?? 0 } };
  }

  /**
   * POST /api/vouncher/vounchermerchant: one promotion per store (display names de-duplicated), stores in
   * alphabetical order, so that a page of 200 lists 200 stores however many coupons each one has.
   */
  async merchants(req: VoucherMerchantsRequest, today: string): Promise<VouchersAnswer> {
    const { page, pageSize } = req.pagination;
    const { sql, params } = this.where(req.filters, today);
    const from = `FROM promotion p JOIN advertiser a ON a.id = p.advertiser_id WHERE ${sql}`;
    const n = params.length;
    const rows = (await this.db.query(
      `SELECT * FROM (
         SELECT DISTINCT ON (lower(a.display_name)) ${COLUMNS} ${from}
          ORDER BY lower(a.display_name), p.exclusive DESC, (p.type = 'voucher') DESC, p.ends_on ASC NULLS LAST, p.promotion_id DESC
       ) s
       ORDER BY lower(s.display_name)
       LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    )) as PromotionSqlRow[];
    const [count] = (await this.db.query(`SELECT count(DISTINCT lower(a.display_name))::int AS total ${from}`, params)) as Array<{ total: number }>;
    return { data: rows.map(toVoucher), pagination: { page, pageSize, total: count?.total ?? 0 } };
  }

  /** GET /api/vouncher/stores: every store with its number of active promotions in a region, most first. */
  async stores(region: string, today: string): Promise<VoucherStore[]> {
    const rows = (await this.db.query(
      `SELECT min(a.id)::int AS id, min(a.display_name) AS name, min(a.store_key) AS key,
              count(p.promotion_id) FILTER (
                WHERE a.joined AND (p.regions_all OR $1 = ANY(p.region_codes)) AND ${statusCondition('active', '$2')}
              )::int AS active
         FROM advertiser a LEFT JOIN promotion p ON p.advertiser_id = a.id
        GROUP BY lower(a.display_name)
        ORDER BY active DESC, lower(min(a.display_name))`,
      [region, today],
    )) as Array<{ id: number; name: string; key: string; active: number }>;
    return rows.map((r) => ({ ...r, logo: `/api/images/stores/${r.key}.svg` }));
  }

  /** Stores with active promotions in a region, namesakes merged, with their joined count and last change (seo). */
  async activeStores(region: string, today: string): Promise<Array<{ id: number; name: string; shown: number; updated_at: Date }>> {
    return (await this.db.query(
      `SELECT min(a.id)::int AS id, min(a.display_name) AS name, count(*) FILTER (WHERE a.joined)::int AS shown,
              max(greatest(p.updated_at, a.updated_at)) AS updated_at
         FROM promotion p JOIN advertiser a ON a.id = p.advertiser_id
        WHERE (p.regions_all OR $1 = ANY(p.region_codes)) AND ${statusCondition('active', '$2')}
        GROUP BY lower(a.display_name)
        ORDER BY lower(min(a.display_name))`,
      [region, today],
    )) as Array<{ id: number; name: string; shown: number; updated_at: Date }>;
  }
}
