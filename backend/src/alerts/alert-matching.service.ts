import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { spanishToday } from '../common/spanish-day';

/** Items one subscription adds to a digest at most (the largest drops first). */
export const DIGEST_ITEMS_PER_SUBSCRIPTION = 10;

const logger = new Logger('Alerts');

/**
 * What one import run changed that a subscriber may want: the price_history rows the run wrote (recorded_at
 * from the run's start; the BRIN index reads just those) whose price is lower than the product's previous
 * one, or that are a new product's first price.
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

/**
 * Every confirmed subscription's matches in this run, ceiling met, merged per address into that day's
 * digest: a new digest row, or the items added to the one still pending. A digest already sent that day
 * is left alone, so an address gets at most one a day.
 *
 * Each kind of list is matched so it never pairs every list with every drop: a product alert, a category
 * list and a brand list by hash joins on the drops' own columns; a search through the product table's
 * search index, once per distinct search however many lists share it, then against the drops. The drops' products are probed by primary
 * key (`OFFSET 0` keeps the planner from reading the whole table for a join it misjudges).
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
    nullif((list_query->>'price')::numeric, 0) AS price_max,
    CASE WHEN list_query->>'search' <> '' THEN websearch_to_tsquery('spanish', f_unaccent(list_query->>'search')) END AS query
  FROM alert_subscription WHERE confirmed_at IS NOT NULL
),
lists AS MATERIALIZED (SELECT * FROM subs WHERE kind = 'list'),
searches AS MATERIALIZED (SELECT DISTINCT ON (search) search, query FROM lists WHERE query IS NOT NULL),
found AS MATERIALIZED (
  SELECT q.search, d.* FROM searches q
  CROSS JOIN LATERAL (SELECT p.id FROM product p WHERE p.search_vector @@ q.query AND p.active) f
  JOIN drops d ON d.product_id = f.id
),
candidates AS (
  SELECT s.id, s.email, s.ceiling, d.product_id, d.price, d.previous FROM subs s JOIN drops d ON d.product_id = s.product_id WHERE s.kind = 'product'
  UNION ALL
  SELECT s.id, s.email, s.ceiling, d.product_id, d.price, d.previous FROM lists s JOIN drops d ON d.category = s.category
  WHERE s.query IS NULL AND (s.brand = 'all' OR d.brand = s.brand) AND (s.price_max IS NULL OR d.price <= s.price_max)
  UNION ALL
  SELECT s.id, s.email, s.ceiling, d.product_id, d.price, d.previous FROM lists s JOIN drops d ON d.brand = s.brand
  WHERE s.query IS NULL AND s.category = 'all' AND (s.price_max IS NULL OR d.price <= s.price_max)
  UNION ALL
  SELECT s.id, s.email, s.ceiling, d.product_id, d.price, d.previous FROM lists s CROSS JOIN drops d
  WHERE s.query IS NULL AND s.category = 'all' AND s.brand = 'all' AND (s.price_max IS NULL OR d.price <= s.price_max)
  UNION ALL
  SELECT s.id, s.email, s.ceiling, d.product_id, d.price, d.previous FROM lists s JOIN found d ON d.search = s.search
  WHERE (s.category = 'all' OR d.category = s.category) AND (s.brand = 'all' OR d.brand = s.brand)
    AND (s.price_max IS NULL OR d.price <= s.price_max)
),
matches AS (
  SELECT id AS subscription_id, email, product_id, price, previous FROM candidates WHERE ceiling IS NULL OR price <= ceiling
),
ranked AS (
  SELECT m.*, row_number() OVER (PARTITION BY subscription_id ORDER BY coalesce(previous - price, 0) DESC, product_id) AS rank FROM matches m
),
digests AS (
  SELECT email, jsonb_agg(jsonb_build_object('subscriptionId', subscription_id, 'productId', product_id, 'price', price, 'previous', previous)
    ORDER BY subscription_id, rank) AS items
  FROM ranked WHERE rank <= $2 GROUP BY email
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

/**
 * The import's finish stage calls this once per run: the digests the run's price drops and new products
 * make, queued in the outbox. Nothing is read beyond one probe when no address is confirmed. A failure is
 * logged and never fails the import (the catalogue is written by then). Returns the digests queued or merged.
 */
export async function queueAlertDigests(db: DataSource, runId: number, now: Date = new Date()): Promise<number> {
  try {
    const any = (await db.query(`SELECT 1 FROM alert_subscription WHERE confirmed_at IS NOT NULL LIMIT 1`)) as unknown[];
    if (any.length === 0) return 0;
    const rows = (await db.query(QUEUE_DIGESTS, [runId, DIGEST_ITEMS_PER_SUBSCRIPTION, spanishToday(now)])) as Array<{ n: number }>;
    return rows[0]?.n ?? 0;
  } catch (e) {
    logger.warn(`price alerts not matched for import run ${runId}: ${e instanceof Error ? e.message : String(e)}`);
    return 0;
  }
}
