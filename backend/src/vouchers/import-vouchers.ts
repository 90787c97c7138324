import * as fs from 'node:fs';
import * as zlib from 'node:zlib';
import type { DataSource, EntityManager } from 'typeorm';
import { parseEntry, type AdvertiserRow, type PromotionRow } from './promotion-entry';
import { writeStoreLogos } from './store-logo';

export interface VoucherRejection {
  /** Position of the entry in the export's list, from 0. */
  index: number;
  promotionId?: unknown;
  reason: string;
}

export interface VoucherImportProgress {
  processed: number;
  total: number;
  rejected: number;
  elapsedMs: number;
}

export interface VoucherImportOptions {
  /** Entries already read (the sample seed) … */
  entries?: readonly unknown[];
  /** … or a JSON export to read: a file path (plain or gzip) or an http(s) URL. */
  source?: string;
  /** When given, a logo SVG is written for every store of the import under <dataDir>/images/stores/. */
  dataDir?: string;
  /** Entries per transaction (default 500). */
  batchSize?: number;
  /** How many rejections are kept with their reasons (all are counted; default 200). */
  keepRejections?: number;
  onProgress?: (p: VoucherImportProgress) => void;
}

export interface VoucherImportReport {
  source: string;
  entries: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  rejections: VoucherRejection[];
  stores: number;
  storesInserted: number;
  storesUpdated: number;
  logosWritten: number;
  seconds: number;
}

const MAX_EXPORT_BYTES = 256 * 1024 * 1024;

/** Reads an Awin Promotions JSON export: `{ data: [...] }` (the API answer), or a bare list of entries. */
export async function readVoucherExport(source: string): Promise<unknown[]> {
  let buf: Buffer;
  if (/^https?:\/\//i.test(source)) {
    const res = await fetch(source, { signal: AbortSignal.timeout(60_000), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`could not download the export: HTTP ${res.status}`);
    buf = Buffer.from(await res.arrayBuffer());
  } else {
    const stat = await fs.promises.stat(source).catch(() => null);
    if (!stat || !stat.isFile()) throw new Error(`export file not found: ${source}`);
    if (stat.size > MAX_EXPORT_BYTES) throw new Error(`export file is larger than ${MAX_EXPORT_BYTES} bytes`);
    buf = await fs.promises.readFile(source);
  }
  if (buf[0] === 0x1f && buf[1] === 0x8b) buf = zlib.gunzipSync(buf, { maxOutputLength: MAX_EXPORT_BYTES });
  let json: unknown;
  try {
    json = JSON.parse(buf.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new Error(`the export is not valid JSON: ${(e as Error).message}`, { cause: e });
  }
  if (Array.isArray(json)) return json;
  if (typeof json === 'object' && json !== null) {
    for (const key of ['data', 'promotions', 'offers']) {
      const list = (json as Record<string, unknown>)[key];
      if (Array.isArray(list)) return list;
    }
  }
  throw new Error('the export has no list of promotions (expected an array or an object with "data")');
}

async function upsertAdvertisers(m: EntityManager, rows: AdvertiserRow[]): Promise<{ inserted: number; updated: number }> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const out = (await m.query(
    `INSERT INTO advertiser (id, name, display_name, store_key, joined)
     SELECT r.id, r.name, r.display_name, r.store_key, r.joined
       FROM jsonb_to_recordset($1::jsonb) AS r(id integer, name text, display_name text, store_key text, joined boolean)
     ON CONFLICT (id) DO UPDATE
       SET name = EXCLUDED.name, display_name = EXCLUDED.display_name, store_key = EXCLUDED.store_key,
           joined = EXCLUDED.joined, updated_at = now()
       WHERE (advertiser.name, advertiser.display_name, advertiser.store_key, advertiser.joined)
             IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.display_name, EXCLUDED.store_key, EXCLUDED.joined)
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(rows)],
  )) as Array<{ inserted: boolean }>;
  const inserted = out.filter((r) => r.inserted).length;
  return { inserted, updated: out.length - inserted };
}

async function upsertPromotions(m: EntityManager, rows: PromotionRow[]): Promise<{ inserted: number; updated: number }> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const out = (await m.query(
    `INSERT INTO promotion (promotion_id, advertiser_id, type, title, description, terms, start_date, end_date,
                            starts_on, ends_on, url_tracking, url, code, exclusive, regions, regions_all,
                            region_codes, row_hash)
     SELECT r.promotion_id, r.advertiser_id, r.type, r.title, r.description, r.terms, r.start_date, r.end_date,
            r.starts_on, r.ends_on, r.url_tracking, r.url, r.code, r.exclusive, r.regions, r.regions_all,
            ARRAY(SELECT jsonb_array_elements_text(r.region_codes)), r.row_hash
       FROM jsonb_to_recordset($1::jsonb) AS r(
              promotion_id integer, advertiser_id integer, type text, title text, description text, terms text,
              start_date text, end_date text, starts_on date, ends_on date, url_tracking text, url text, code text,
              exclusive boolean, regions jsonb, regions_all boolean, region_codes jsonb, row_hash text)
     ON CONFLICT (promotion_id) DO UPDATE
       SET advertiser_id = EXCLUDED.advertiser_id, type = EXCLUDED.type, title = EXCLUDED.title,
           description = EXCLUDED.description, terms = EXCLUDED.terms, start_date = EXCLUDED.start_date,
           end_date = EXCLUDED.end_date, starts_on = EXCLUDED.starts_on, ends_on = EXCLUDED.ends_on,
           url_tracking = EXCLUDED.url_tracking, url = EXCLUDED.url, code = EXCLUDED.code,
           exclusive = EXCLUDED.exclusive, regions = EXCLUDED.regions, regions_all = EXCLUDED.regions_all,
           region_codes = EXCLUDED.region_codes, row_hash = EXCLUDED.row_hash, updated_at = now()
       WHERE promotion.row_hash <> EXCLUDED.row_hash
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(rows)],
  )) as Array<{ inserted: boolean }>;
  const inserted = out.filter((r) => r.inserted).length;
  return { inserted, updated: out.length - inserted };
}

/**
 * Imports promotions in the Awin Promotions layout. Every entry is validated on its own (a bad one is
 * reported with its index and reason, the others go in); each batch is one transaction; an entry equal to
 * what is stored is not written, so importing the same export twice changes nothing.
 */
export async function importVouchers(db: DataSource, options: VoucherImportOptions): Promise<VoucherImportReport> {
  const started = performance.now();
  const entries = options.entries ?? (options.source ? await readVoucherExport(options.source) : null);
  if (!entries) throw new Error('importVouchers needs entries or a source');
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const keep = options.keepRejections ?? 200;
  const report: VoucherImportReport = {
    source: options.source ?? '(entries)',
    entries: entries.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    rejections: [],
    stores: 0,
    storesInserted: 0,
    storesUpdated: 0,
    logosWritten: 0,
    seconds: 0,
  };
  const reject = (index: number, raw: unknown, reason: string) => {
    report.rejected++;
    if (report.rejections.length < keep) {
      const promotionId = typeof raw === 'object' && raw !== null ? (raw as { promotionId?: unknown }).promotionId : undefined;
      report.rejections.push(promotionId === undefined ? { index, reason } : { index, promotionId, reason });
    }
  };
  const seen = new Map<number, number>();
  const stores = new Map<number, AdvertiserRow>();
  const progress = (processed: number) =>
    options.onProgress?.({ processed, total: entries.length, rejected: report.rejected, elapsedMs: performance.now() - started });

  for (let start = 0; start < entries.length; start += batchSize) {
    const promotions: PromotionRow[] = [];
    const advertisers = new Map<number, AdvertiserRow>();
    const end = Math.min(entries.length, start + batchSize);
    for (let i = start; i < end; i++) {
      const raw = entries[i];
      const parsed = parseEntry(raw);
      if (!parsed.ok) {
        reject(i, raw, parsed.reason);
        continue;
      }
      const first = seen.get(parsed.promotion.promotion_id);
      if (first !== undefined) {
        reject(i, raw, `duplicate promotionId (first at index ${first})`);
        continue;
      }
      seen.set(parsed.promotion.promotion_id, i);
      promotions.push(parsed.promotion);
      advertisers.set(parsed.advertiser.id, parsed.advertiser);
      stores.set(parsed.advertiser.id, parsed.advertiser);
    }
    const r = await db.transaction(async (m) => {
      const a = await upsertAdvertisers(m, [...advertisers.values()]);
      const p = await upsertPromotions(m, promotions);
      return { a, p };
    });
    report.storesInserted += r.a.inserted;
    report.storesUpdated += r.a.updated;
    report.inserted += r.p.inserted;
    report.updated += r.p.updated;
    progress(end);
  }
  if (entries.length === 0) progress(0);
  report.unchanged = entries.length - report.rejected - report.inserted - report.updated;
  report.stores = stores.size;
  if (options.dataDir) {
    report.logosWritten = writeStoreLogos(
      options.dataDir,
      [...stores.values()].map((s) => ({ key: s.store_key, displayName: s.display_name })),
    );
  }
  report.seconds = Math.round(performance.now() - started) / 1000;
  return report;
}
