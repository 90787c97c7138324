import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { spanishToday } from '../common/spanish-day';
import { ProductsService } from '../products/products.service';
import { VouchersService } from '../vouchers/vouchers.service';

export type ClickKind = 'cupon' | 'product';

/** Only http(s) targets are ever redirected to, whatever is stored. */
export function safeTarget(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The page a click came from: its path on this site ('/cupones/pandora'), 'ext:<host>' for another site,
 * '' when the browser sent no referrer. Query strings are never stored.
 */
export function referrerPath(referer: string | undefined, ownHosts: ReadonlyArray<string | undefined>): string {
  if (!referer) return '';
  let u: URL;
  try {
    u = new URL(referer);
  } catch {
    return '';
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return '';
  if (ownHosts.some((h) => h && (h === u.host || h === u.hostname))) return u.pathname.slice(0, 300);
  return `ext:${u.hostname}`.slice(0, 300);
}

@Injectable()
export class ClicksService {
  private readonly logger = new Logger('Clicks');

  constructor(
    private readonly db: DataSource,
    private readonly products: ProductsService,
    private readonly vouchers: VouchersService,
  ) {}

  async couponTarget(promotionId: number): Promise<string | null> {
    return safeTarget(await this.vouchers.trackingUrl(promotionId));
  }

  async productTarget(productId: string): Promise<string | null> {
    return safeTarget(await this.products.deepLink(productId));
  }

  /** One more click for (kind, target, today in Spain, referrer path). A failure never blocks the redirect. */
  async record(kind: ClickKind, target: string, referrer: string, now: Date = new Date()): Promise<void> {
    try {
      await this.db.query(
        `INSERT INTO click (kind, target, day, referrer_path, count) VALUES ($1, $2, $3::date, $4, 1)
         ON CONFLICT (kind, target, day, referrer_path) DO UPDATE SET count = click.count + 1`,
        [kind, target, spanishToday(now), referrer],
      );
    } catch (e) {
      this.logger.error(`could not count a ${kind} click on ${target}: ${(e as Error).message}`);
    }
  }

  /** Clicks per target (for reports and tests). */
  async counts(kind: ClickKind, target: string): Promise<Array<{ day: string; referrerPath: string; count: number }>> {
    return (await this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, referrer_path AS "referrerPath", count FROM click
        WHERE kind = $1 AND target = $2 ORDER BY day, referrer_path`,
      [kind, target],
    )) as Array<{ day: string; referrerPath: string; count: number }>;
  }
}
