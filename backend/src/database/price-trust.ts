/**
 * The verified discount of SPEC's prices: from price_history, the lowest and highest prices in effect at
 * some moment of the 30 days before the computation, and whether the struck price ('before', the highest
 * of the shop's reference prices) was charged in that window. Computed where prices are written (each
 * import statement that writes a product, the sample seed, the migration that added the columns), and for
 * the products whose history left the window by the import's finish stage; never per request.
 */

/** Days the verified discount looks back (the same window as the 'Precio más bajo en 30 días' badge). */
export const PRICE_TRUST_DAYS = 30;

/**
 * Which products to compute: 'all' of them, or ('window') those with a history row that left the window since
 * the last computation (its predecessor stopped being in effect in it). The products an import writes get
 * their figures in the very statement that writes them (trustOnWrite, firstTrust): the settle after an import
 * is 'window'.
 */
export type PriceTrustScope = 'all' | 'window';

const WINDOW = `now() - interval '${PRICE_TRUST_DAYS} days'`;

const LEFT_THE_WINDOW = `
  SELECT product_id AS id FROM price_history
  WHERE recorded_at > coalesce((SELECT as_of FROM price_trust_state) - interval '${PRICE_TRUST_DAYS} days', '-infinity') AND recorded_at <= ${WINDOW}`;

/** The struck price a row's figures judge: greatest(rrp_price, store_price) (NULLs ignored) when above the price. */
const reference = (n: string) => `CASE WHEN greatest(${n}.rrp_price, ${n}.store_price) > ${n}.price THEN greatest(${n}.rrp_price, ${n}.store_price) END`;

/** reference_kind and verified_discount from a reference, the price and the window's high (SQL expressions). */
const verdictSql = (ref: string, price: string, high: string) => ({
  kind: `CASE WHEN ${ref} IS NULL THEN NULL WHEN ${high} >= ${ref} THEN 'seen' ELSE 'shop' END`,
  verified: `CASE WHEN ${ref} IS NOT NULL AND ${high} >= ${ref} THEN round((1 - ${price} / ${high}) * 100, 2) ELSE 0 END`,
});

/**
 * The SET of the figures of a stored row `p` written over with the values of `n` (an UPDATE's or an ON
 * CONFLICT's): `p`'s figures are those of the window at the last computation, which the new price joins;
 * a price that has left the window since is the next settle's ('window'), which runs after the writes.
 */
export function trustOnWrite(n: string): string {
  const high = `greatest(p.high_30d, ${n}.price)`;
  const v = verdictSql(reference(n), `${n}.price`, high);
  return `low_30d = least(p.low_30d, ${n}.price), high_30d = ${high}, reference_kind = ${v.kind}, verified_discount = ${v.verified}`;
}

/** A new row's figures (low_30d, high_30d, reference_kind, verified_discount) in SQL: firstPriceTrust's. */
export function firstTrust(n: string): string[] {
  const v = verdictSql(reference(n), `${n}.price`, `${n}.price`);
  return [`${n}.price`, `${n}.price`, v.kind, v.verified];
}

/**
 * One statement: the figures of the products in scope, written only where they changed, and the time they
 * were computed for (the next scope starts from it). A price is in effect in the window when it was recorded
 * before now and the next change came after the window opened (or never).
 */
export function priceTrustSql(scope: PriceTrustScope): string {
  const scoped = scope !== 'all';
  const verdict = verdictSql('f.reference', 'f.price', 'f.high');
  return `
WITH ${scoped ? `scope AS MATERIALIZED (${LEFT_THE_WINDOW}), ` : ''}seen AS (
  SELECT product_id, min(price) AS low, max(price) AS high FROM (
    SELECT product_id, price, lead(recorded_at) OVER (PARTITION BY product_id ORDER BY recorded_at) AS until
    FROM price_history WHERE recorded_at <= now() ${scoped ? 'AND product_id IN (SELECT id FROM scope)' : ''}
  ) h WHERE until IS NULL OR until > ${WINDOW}
  GROUP BY product_id
), figures AS (
  SELECT p.id, least(s.low, p.price) AS low, greatest(s.high, p.price) AS high, p.price, ${reference('p')} AS reference
  FROM product p LEFT JOIN seen s ON s.product_id = p.id ${scoped ? 'WHERE p.id IN (SELECT id FROM scope)' : ''}
), verdict AS (
  SELECT f.id, f.low, f.high, ${verdict.kind} AS kind, ${verdict.verified} AS verified
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
export async function settlePriceTrust(db: { query(sql: string, values?: unknown[]): Promise<unknown> }, scope: PriceTrustScope): Promise<number> {
  const rows = (await db.query(priceTrustSql(scope))) as Array<{ n: number }>;
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
