import { Injectable } from '@nestjs/common';
import { ALERTS_RETENTION_MONTHS, ALERTS_UNCONFIRMED_HOURS, type AlertSubscribeRequest } from '@ofertas/contracts';
import { DataSource } from 'typeorm';
import { alertTarget } from './alert-query';
import { newToken, tokenHash } from './alert-tokens';

export type SubscribeOutcome = 'queued' | 'already-confirmed' | 'unknown-product';

/** Owner of `alert_subscription`: double opt-in, one-click removal of an address, retention. */
@Injectable()
export class AlertSubscriptionsService {
  constructor(private readonly db: DataSource) {}

  /**
   * Records (or renews) an unconfirmed subscription and queues its confirmation mail, in one transaction.
   * A subscription that is already confirmed is left as it is, and no mail is queued.
   */
  async subscribe(body: AlertSubscribeRequest): Promise<SubscribeOutcome> {
    const target = alertTarget(body);
    const token = newToken();
    return this.db.transaction(async (m) => {
      if (target.productId !== null) {
        const found = (await m.query(`SELECT 1 FROM product WHERE id = $1 AND active`, [target.productId])) as unknown[];
        if (found.length === 0) return 'unknown-product';
      }
      const rows = (await m.query(
        `INSERT INTO alert_subscription (email, kind, list_query, product_id, query_key, ceiling, confirm_token_hash, unsubscribe_token)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8)
         ON CONFLICT (email, query_key) DO UPDATE SET ceiling = EXCLUDED.ceiling, confirm_token_hash = EXCLUDED.confirm_token_hash, created_at = now()
           WHERE alert_subscription.confirmed_at IS NULL
         RETURNING id::text AS id`,
        [body.email, target.kind, target.listQuery && JSON.stringify(target.listQuery), target.productId, target.queryKey, body.ceiling ?? null, tokenHash(token), newToken()],
      )) as Array<{ id: string }>;
      const id = rows[0]?.id;
      if (id === undefined) return 'already-confirmed';
      // A renewed request replaces the confirmation mail still waiting, so the address gets one link, the newest.
      await m.query(`DELETE FROM alert_outbox WHERE subscription_id = $1 AND kind = 'confirm' AND status IN ('pending', 'failed')`, [id]);
      await m.query(`INSERT INTO alert_outbox (email, subscription_id, kind, payload) VALUES ($1, $2, 'confirm', $3::jsonb)`, [
        body.email,
        id,
        JSON.stringify({ token }),
      ]);
      return 'queued';
    });
  }

  /** Confirms the subscription of a token that is still valid; false for an unknown or expired one. */
  async confirm(token: string): Promise<boolean> {
    return this.db.transaction(async (m) => {
      const rows = (await m.query(
        `WITH confirmed AS (UPDATE alert_subscription SET confirmed_at = now(), confirm_token_hash = NULL
         WHERE confirm_token_hash = $1 AND confirmed_at IS NULL AND created_at > now() - make_interval(hours => $2)
         RETURNING id::text AS id)
         SELECT id FROM confirmed`,
        [tokenHash(token), ALERTS_UNCONFIRMED_HOURS],
      )) as Array<{ id: string }>;
      const id = rows[0]?.id;
      if (id === undefined) return false;
      await m.query(`UPDATE alert_outbox SET payload = '{}'::jsonb WHERE subscription_id = $1 AND kind = 'confirm'`, [id]);
      return true;
    });
  }

  /**
   * Deletes the address of an unsubscribe token: all its subscriptions and all its queued mail (a digest
   * covers every subscription of an address, so its one-click link ends them all). False for an unknown token.
   */
  async unsubscribe(token: string): Promise<boolean> {
    return this.db.transaction(async (m) => {
      const rows = (await m.query(`SELECT email FROM alert_subscription WHERE unsubscribe_token = $1`, [token])) as Array<{ email: string }>;
      const email = rows[0]?.email;
      if (email === undefined) return false;
      await m.query(`DELETE FROM alert_outbox WHERE email = $1`, [email]);
      await m.query(`DELETE FROM alert_subscription WHERE email = $1`, [email]);
      return true;
    });
  }

  /**
   * The retention the privacy page states: unconfirmed subscriptions after 48 hours, confirmed ones 24 months
   * after their last alert (or their confirmation, when none was sent). Returns how many were deleted.
   */
  async purgeExpired(): Promise<number> {
    const rows = (await this.db.query(
      `WITH gone AS (
         DELETE FROM alert_subscription
         WHERE (confirmed_at IS NULL AND created_at < now() - make_interval(hours => $1))
            OR (confirmed_at IS NOT NULL AND coalesce(last_alert_at, confirmed_at) < now() - make_interval(months => $2))
         RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [ALERTS_UNCONFIRMED_HOURS, ALERTS_RETENTION_MONTHS],
    )) as Array<{ n: number }>;
    return rows[0]?.n ?? 0;
  }
}
