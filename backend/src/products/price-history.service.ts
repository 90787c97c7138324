import { Injectable, NotFoundException } from '@nestjs/common';
import { PRICE_HISTORY_DAYS, PRICE_LOWEST_WINDOW_DAYS, PRODUCT_NOT_FOUND, type PriceHistoryAnswer, type PriceHistoryPoint } from '@ofertas/contracts';
import { DataSource } from 'typeorm';
import { ProductsService } from './products.service';

const DAY_MS = 86_400_000;

function isoDay(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

function utcMidnight(t: number): number {
  return Math.floor(t / DAY_MS) * DAY_MS;
}

interface Change {
  at: number;
  price: number;
}

/**
 * Price history of one product, from the importer's `price_history` rows (one row per price change). The
 * rules of the answer are documented on PriceHistoryAnswerSchema (contracts/src/price-history.ts).
 */
@Injectable()
export class PriceHistoryService {
  constructor(
    private readonly db: DataSource,
    private readonly products: ProductsService,
  ) {}

  async forProduct(id: string, now: Date = new Date()): Promise<PriceHistoryAnswer> {
    const current = await this.products.activePrice(id);
    if (current === null) throw new NotFoundException(PRODUCT_NOT_FOUND);
    const nowMs = now.getTime();
    const today = utcMidnight(nowMs);
    const windowStart = today - (PRICE_HISTORY_DAYS - 1) * DAY_MS;
    const start30 = today - (PRICE_LOWEST_WINDOW_DAYS - 1) * DAY_MS;

    const [inWindow, before] = await Promise.all([
      this.db.query(
        `SELECT (extract(epoch FROM recorded_at) * 1000)::float8 AS at, price::float8 AS price
           FROM price_history WHERE product_id = $1 AND recorded_at >= $2 AND recorded_at <= $3 ORDER BY recorded_at`,
        [id, new Date(windowStart), now],
      ) as Promise<Change[]>,
      this.db.query(
        `SELECT price::float8 AS price FROM price_history WHERE product_id = $1 AND recorded_at < $2 ORDER BY recorded_at DESC LIMIT 1`,
        [id, new Date(windowStart)],
      ) as Promise<Array<{ price: number }>>,
    ]);

    const changes: Change[] = [];
    if (before[0]) changes.push({ at: windowStart, price: before[0].price });
    for (const c of inWindow) changes.push({ at: c.at, price: c.price });
    if (changes.length === 0) return { points: [{ date: isoDay(today), price: current }], lowest30: null, isLowest30: false };

    // One point per day: the last price of the day; then today's price closes the series.
    const byDay = new Map<string, number>();
    for (const c of changes) byDay.set(isoDay(c.at), c.price);
    byDay.set(isoDay(today), current);
    const points: PriceHistoryPoint[] = [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, price]) => ({ date, price }));

    // Prices in effect at some moment of the last 30 days: the one in effect when the window opened, then each change.
    const inEffect: number[] = [current];
    let opening: number | null = null;
    for (const c of changes) {
      if (c.at < start30) opening = c.price;
      else inEffect.push(c.price);
    }
    if (opening !== null) inEffect.push(opening);
    const lowest30 = Math.min(...inEffect);
    const highest30 = Math.max(...inEffect);
    return { points, lowest30, isLowest30: current <= lowest30 && highest30 > current };
  }
}
