import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { spanishToday } from '../common/spanish-day';

/** Items one subscription adds to a digest at most (the largest drops first). */
export const DIGEST_ITEMS_PER_SUBSCRIPTION = 10;

const logger = new Logger('Alerts');

/**
 * What one import run changed that a subscriber may want: the price_history rows the run wrote (recorded_at
 * from the run's start) whose price is lower than the product's previous one, or that are a new product's
 * first price. The start is read by a subquery, not passed as a value: the planner then assumes a third of the
 * history and joins the drops by hashing. Given the value and statistics from before the run, it expected one
 * row and nested every join over the drops (6.4 s instead of 0.4 at 100,000 products).
 */
const RUN_DROPS = `
  SELECT h.product_id, h.price, prev.price AS previous
  FROM price_history h
  LEFT JOIN LATERAL (
    SELECT e.price FROM price_history e WHERE e.product_id = h.product_id AND e.recorded_at < h.recorded_at
    ORDER BY e.recorded_at DESC LIMIT 1
  ) prev ON true
  WHERE h.recorded_at >= (SELECT started_at FROM import_run WHERE id = $1)
    AND (prev.price IS NULL OR h.price < prev.price)`;

/** A digest's order of items (of the rows `t`): the largest drop first (a new product's first price counts as none), then by id. */
const largestFirst = (t: string) => `coalesce(${t}.previous - ${t}.price, 0) DESC, ${t}.product_id`;

/**
 * Every confirmed subscription's matches in this run, ceiling met, merged per address into that day's
 * digest: a new digest row, or the items added to the one still pending. A digest already sent that day
 * is left alone, so an address gets at most one a day.
 *
 * A list is matched once however many subscriptions share it: a list's key is its search, category, brand and
 * cap (the lower of its price filter and the subscription's ceiling), its matches are ranked and cut to $2 per
 * key, then handed to each subscription of the key. Each kind of list is matched so it never pairs every key
 * with every drop: a category or a brand by hash joins on the drops' own columns; a search through the product
 * table's search index (`OFFSET 0`: one index scan per distinct search, not a test of every search against
 * every drop), then all the searches' products against the drops at once. The drops' products are probed by
 * primary key (`OFFSET 0` keeps the planner from reading the whole table for a join it misjudges).
 */
const QUEUE_DIGESTS = `
WITH drops AS MATERIALIZED (
  SELECT d.product_id, d.price, d.previous, p.category, p.brand
  FROM (${RUN_DROPS}) d
  JOIN LATERAL (SELECT p.category, p.brand FROM product p WHERE p.id = d.product_id AND p.active OFFSET 0) p ON true
),
subs AS MATERIALIZED (
  SELECT id, email, kind, product_id, ceiling,
    list_query->>'search' AS search, list_query->>'category' AS category, list_query->>'brand' AS brand,
    least(nullif((list_query->>'price')::numeric, 0), ceiling) AS cap
  FROM alert_subscription WHERE confirmed_at IS NOT NULL
),
lists AS MATERIALIZED (
  SELECT s.*, dense_rank() OVER (ORDER BY s.search, s.category, s.brand, s.cap) AS key FROM subs s WHERE s.kind = 'list'
),
keys AS MATERIALIZED (
  SELECT DISTINCT ON (key) key, search, category, brand, cap,
    CASE WHEN search <> '' THEN websearch_to_tsquery('spanish', f_unaccent(search)) END AS query
  FROM lists ORDER BY key
),
searches AS MATERIALIZED (SELECT DISTINCT ON (search) search, query FROM keys WHERE query IS NOT NULL),
hits AS MATERIALIZED (
  SELECT q.search, f.id FROM searches q CROSS JOIN LATERAL (SELECT p.id FROM product p WHERE p.search_vector @@ q.query AND p.active OFFSET 0) f
),
found AS MATERIALIZED (SELECT h.search, d.* FROM hits h JOIN drops d ON d.product_id = h.id),
key_matches AS (
  SELECT k.key, d.product_id, d.price, d.previous FROM keys k JOIN drops d ON d.category = k.category
  WHERE k.query IS NULL AND (k.brand = 'all' OR d.brand = k.brand) AND (k.cap IS NULL OR d.price <= k.cap)
  UNION ALL
  SELECT k.key, d.product_id, d.price, d.previous FROM keys k JOIN drops d ON d.brand = k.brand
  WHERE k.query IS NULL AND k.category = 'all' AND (k.cap IS NULL OR d.price <= k.cap)
  UNION ALL
  SELECT k.key, d.product_id, d.price, d.previous FROM keys k CROSS JOIN drops d
  WHERE k.query IS NULL AND k.category = 'all' AND k.brand = 'all' AND (k.cap IS NULL OR d.price <= k.cap)
  UNION ALL
  SELECT k.key, d.product_id, d.price, d.previous FROM keys k JOIN found d ON d.search = k.search
  WHERE (k.category = 'all' OR d.category = k.category) AND (k.brand = 'all' OR d.brand = k.brand)
    AND (k.cap IS NULL OR d.price <= k.cap)
),
key_items AS (
  SELECT * FROM (SELECT m.*, row_number() OVER (PARTITION BY m.key ORDER BY ${largestFirst('m')}) AS rank FROM key_matches m) r WHERE rank <= $2
),
product_items AS (
  SELECT * FROM (
    SELECT s.id AS subscription_id, s.email, d.product_id, d.price, d.previous,
      row_number() OVER (PARTITION BY s.id ORDER BY ${largestFirst('d')}) AS rank
    FROM subs s JOIN drops d ON d.product_id = s.product_id WHERE s.kind = 'product' AND (s.cap IS NULL OR d.price <= s.cap)
  ) r WHERE rank <= $2
),
items AS (
  SELECT s.id AS subscription_id, s.email, i.product_id, i.price, i.previous, i.rank FROM lists s JOIN key_items i ON i.key = s.key
  UNION ALL
  SELECT subscription_id, email, product_id, price, previous, rank FROM product_items
),
digests AS (
  SELECT email, jsonb_agg(jsonb_build_object('subscriptionId', subscription_id, 'productId', product_id, 'price', price, 'previous', previous)
    ORDER BY subscription_id, rank) AS items
  FROM items GROUP BY email
),
queued AS (
  INSERT INTO alert_outbox AS o (email, kind, digest_day, payload)
  SELECT email, 'digest', $3::date, jsonb_build_object('items', items) FROM digests
  ON CONFLICT (email, digest_day) WHERE kind = 'digest'
  DO UPDATE SET payload = jsonb_build_object('items', (o.payload->'items') || (EXCLUDED.payload->'items'))
  WHERE o.status = 'pending'
  RETURNING 1
)
SELECT count(*)::int AS n FROM queued`;

/** A run that finished this long ago is no news: marked matched without mail (alerts were off, say). */
export const STALE_RUN_HOURS = 24;

/**
 * The digests one run's price drops and new products make, queued in the outbox in the caller's transaction.
 * Nothing is read beyond one probe when no address is confirmed. Returns the digests queued or merged.
 */
export async function queueAlertDigests(db: Pick<DataSource, 'query'>, runId: number, now: Date = new Date()): Promise<number> {
  const any = (await db.query(`SELECT 1 FROM alert_subscription WHERE confirmed_at IS NOT NULL LIMIT 1`)) as unknown[];
  if (any.length === 0) return 0;
  const rows = (await db.query(QUEUE_DIGESTS, [runId, DIGEST_ITEMS_PER_SUBSCRIPTION, spanishToday(now)])) as Array<{ n: number }>;
  return rows[0]?.n ?? 0;
}

/**
 * The alert worker's first step each round: every import run finished and not matched yet, oldest first, its
 * digests queued and the run marked in one transaction, with the run's row locked (FOR UPDATE SKIP LOCKED:
 * instances sharing the database never match a run twice; a crash leaves the run to the next round). Off the
 * import's own path, so alerts do not slow a refresh (docs/decisions/alerts-outbox-in-postgres.md). A run
 * that fails to match is logged and marked, so it cannot hold back the runs after it. Returns digests queued.
 */
export async function matchFinishedRuns(db: DataSource, now: Date = new Date()): Promise<number> {
  let queued = 0;
  for (;;) {
    let runId: number | null = null;
    try {
      const matched = await db.transaction(async (m) => {
        const [run] = (await m.query(
          `SELECT id, finished_at > $1::timestamptz - make_interval(hours => $2) AS fresh FROM import_run
           WHERE status = 'done' AND alerts_matched_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [now, STALE_RUN_HOURS],
        )) as Array<{ id: number; fresh: boolean }>;
        if (run === undefined) return false;
        runId = run.id;
        if (run.fresh) queued += await queueAlertDigests(m, run.id, now);
        await m.query(`UPDATE import_run SET alerts_matched_at = now() WHERE id = $1`, [run.id]);
        return true;
      });
      if (!matched) return queued;
    } catch (e) {
      if (runId === null) throw e;
      logger.warn(`price alerts not matched for import run ${runId}: ${e instanceof Error ? e.message : String(e)}`);
      await db.query(`UPDATE import_run SET alerts_matched_at = now() WHERE id = $1`, [runId]);
    }
  }
}
