import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Price alerts by e-mail (alerts module): the subscriptions, and the queue of mail to send, kept in the
 * database so a restart loses nothing and any instance may send it. product_id has no foreign key: the
 * import's tests and tools truncate product, and a product that leaves the catalogue simply never matches. The BRIN index lets the alert matching
 * read one import run's price_history rows (by recorded_at) without scanning the whole history.
 */
export class PriceAlerts1765411200000 implements MigrationInterface {
  name = 'PriceAlerts1765411200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE alert_subscription (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('list', 'product')),
        list_query jsonb,
        product_id text,
        query_key text NOT NULL,
        ceiling numeric(12,2),
        confirm_token_hash text UNIQUE,
        unsubscribe_token text NOT NULL UNIQUE,
        confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sent_at timestamptz,
        last_alert_at timestamptz,
        UNIQUE (email, query_key),
        CHECK ((kind = 'list') = (list_query IS NOT NULL) AND (kind = 'product') = (product_id IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX alert_subscription_product_idx ON alert_subscription (product_id) WHERE confirmed_at IS NOT NULL`);
    await q.query(`CREATE INDEX alert_subscription_unconfirmed_idx ON alert_subscription (created_at) WHERE confirmed_at IS NULL`);
    await q.query(`
      CREATE TABLE alert_outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        subscription_id bigint REFERENCES alert_subscription(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('confirm', 'digest')),
        digest_day date,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        CHECK ((kind = 'digest') = (digest_day IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX alert_outbox_digest_day_idx ON alert_outbox (email, digest_day) WHERE kind = 'digest'`);
    await q.query(`CREATE INDEX alert_outbox_due_idx ON alert_outbox (next_attempt_at) WHERE status IN ('pending', 'sending')`);
    await q.query(`CREATE INDEX alert_outbox_email_idx ON alert_outbox (email)`);
    await q.query(`CREATE INDEX price_history_recorded_brin ON price_history USING brin (recorded_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS price_history_recorded_brin`);
    await q.query(`DROP TABLE IF EXISTS alert_outbox`);
    await q.query(`DROP TABLE IF EXISTS alert_subscription`);
  }
}
