/**
 * The verified discount of SPEC's prices: from price_history, the lowest and highest prices in effect at
 * some moment of the 30 days before the computation, and whether the struck price ('before', the highest
 * of the shop's reference prices) was charged in that window. Computed where prices are written (the
 * import's finish stage, the sample seed, the migration that added the columns; a load's new rows carry
 * firstPriceTrust's in their COPY), never per request.
 */

/** Days the verified discount looks back (the same window as the 'Precio más bajo en 30 días' badge). */
export const PRICE_TRUST_DAYS = 30;

/**
 * Which products to compute: 'all' of them, or those an import run touched since its start ($1, the run's
 * start): written rows (a price or a reference changed, a product came back), and those with a history row
 * that left the window since the last computation (its predecessor stopped being in effect in it). 'load':
 * as 'run', for a load into an empty catalogue, whose rows carry the figures of firstPriceTrust from their
 * insert: of the written rows only those changed since they were inserted (a feed repeating an id).
 */
export type PriceTrustScope = 'all' | 'run' | 'load';

const WINDOW = `now() - interval '${PRICE_TRUST_DAYS} days'`;

/** The products a run wrote: all of them, or ('load') those written again after their insert. */
const WRITTEN: Record<Exclude<PriceTrustScope, 'all'>, string> = {
  run: 'updated_at >= $1',
  load: 'updated_at >= $1 AND updated_at > created_at',
};

const runScope = (scope: Exclude<PriceTrustScope, 'all'>) => `
  SELECT id FROM product WHERE ${WRITTEN[scope]}
  UNION
  SELECT product_id FROM price_history
  WHERE recorded_at > coalesce((SELECT as_of FROM price_trust_state) - interval '${PRICE_TRUST_DAYS} days', '-infinity') AND recorded_at <= ${WINDOW}`;

/**
 * One statement: the figures of the products in scope, written only where they changed, and the time they
 * were computed for (the next run's scope starts from it). A price is in effect in the window when it was
 * recorded before now and the next change came after the window opened (or never). A run's scope is read
 * once (MATERIALIZED): product has no index on updated_at, and each reading of it is a scan of the table.
 */
export function priceTrustSql(scope: PriceTrustScope): string {
  const scoped = scope !== 'all';
  return `
WITH ${scoped ? `scope AS MATERIALIZED (${runScope(scope)}), ` : ''}seen AS (
  SELECT product_id, min(price) AS low, max(price) AS high FROM (
    SELECT product_id, price, lead(recorded_at) OVER (PARTITION BY product_id ORDER BY recorded_at) AS until
    FROM price_history WHERE recorded_at <= now() ${scoped ? 'AND product_id IN (SELECT id FROM scope)' : ''}
  ) h WHERE until IS NULL OR until > ${WINDOW}
  GROUP BY product_id
), figures AS (
  SELECT p.id, least(s.low, p.price) AS low, greatest(s.high, p.price) AS high, p.price,
    CASE WHEN greatest(p.rrp_price, p.store_price) > p.price THEN greatest(p.rrp_price, p.store_price) END AS reference
  FROM product p LEFT JOIN seen s ON s.product_id = p.id ${scoped ? 'WHERE p.id IN (SELECT id FROM scope)' : ''}
), verdict AS (
  SELECT f.id, f.low, f.high,
    CASE WHEN f.reference IS NULL THEN NULL WHEN f.high >= f.reference THEN 'seen' ELSE 'shop' END AS kind,
    CASE WHEN f.reference IS NOT NULL AND f.high >= f.reference THEN round((1 - f.price / f.high) * 100, 2) ELSE 0 END AS verified
  FROM figures f
), written AS (
  UPDATE product p SET low_30d = v.low, high_30d = v.high, reference_kind = v.kind, verified_discount = v.verified
  FROM verdict v
  WHERE p.id = v.id AND (p.low_30d, p.high_30d, p.reference_kind, p.verified_discount) IS DISTINCT FROM (v.low, v.high, v.kind, v.verified)
  RETURNING 1
), stamped AS (
  INSERT INTO price_trust_state (singleton, as_of) VALUES (true, now())
  ON CONFLICT (singleton) DO UPDATE SET as_of = EXCLUDED.as_of
  RETURNING 1
)
SELECT (SELECT count(*)::int FROM written) AS n, (SELECT count(*)::int FROM stamped) AS stamped`;
}

/** Runs priceTrustSql on whatever answers SQL (a DataSource, a query runner); answers how many products changed. */
export async function settlePriceTrust(db: { query(sql: string, values?: unknown[]): Promise<unknown> }, scope: 'all'): Promise<number>;
export async function settlePriceTrust(db: { query(sql: string, values?: unknown[]): Promise<unknown> }, scope: 'run' | 'load', runStart: Date): Promise<number>;
export async function settlePriceTrust(db: { query(sql: string, values?: unknown[]): Promise<unknown> }, scope: PriceTrustScope, runStart?: Date): Promise<number> {
  const rows = (await db.query(priceTrustSql(scope), scope === 'all' ? [] : [runStart])) as Array<{ n: number }>;
  return rows[0]?.n ?? 0;
}

/** One product's figures as priceTrustSql writes them (low_30d, high_30d, reference_kind, verified_discount). */
export interface PriceTrustFigures {
  low: number;
  high: number;
  kind: 'seen' | 'shop' | null;
  verified: number;
}

/**
 * The figures priceTrustSql computes for a product whose price history is its price now alone, recorded as it
 * was inserted (a load's new row and its first price): `seen` gives that price as low and high, so
 * least/greatest with the price keep it; the reference is greatest(rrp_price, store_price) (NULLs ignored)
 * when above the price, and the high (the price) never reaches it, so a reference is 'shop' and nothing is
 * verified. Amounts as the columns store them (whole cents), so these comparisons are the statement's.
 */
export function firstPriceTrust(price: number, rrpPrice: number | null, storePrice: number | null): PriceTrustFigures {
  const top = rrpPrice === null ? storePrice : storePrice === null ? rrpPrice : Math.max(rrpPrice, storePrice);
  const reference = top !== null && top > price ? top : null;
  return { low: price, high: price, kind: reference === null ? null : 'shop', verified: 0 };
}
