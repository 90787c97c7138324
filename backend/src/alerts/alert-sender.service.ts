import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { publicOrigin } from '../common/public-url';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { digestLines, type DigestItem } from './alert-digest';
import { matchFinishedRuns } from './alert-matching.service';
import { confirmationMail, digestMail, type AlertMail } from './alert-mail';
import { AlertSubscriptionsService } from './alert-subscriptions.service';

/** Mails claimed per round; a claim is a lease: a sender that dies mid-round leaves them to the next after it. */
const BATCH = 20;
const LEASE_MINUTES = 5;
/** After this many failed tries a mail is kept as 'failed' (never retried) and counted in the log. */
const MAX_ATTEMPTS = 8;
/** Sent mails are kept two days: today's digest row is what stops a second digest the same day. */
const SENT_KEPT_DAYS = 2;

interface Claimed {
  id: string;
  email: string;
  kind: 'confirm' | 'digest';
  subscription_id: string | null;
  payload: { token?: string; items?: DigestItem[] };
  attempts: number;
}

/** Minutes until the next try after `attempts` failures: 1, 4, 16, 64… capped at a day. */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(24 * 60, 4 ** Math.max(0, attempts - 1));
}

/**
 * Sends the outbox (`alert_outbox`) over SMTP_URL with nodemailer, a round every ALERTS_SEND_INTERVAL_MS, after
 * queueing the digests of the imports finished since the round before.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so instances sharing one database never send a mail twice;
 * each round also applies the retention. Without SMTP_URL nothing runs but the retention at start.
 */
@Injectable()
export class AlertSenderService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Alerts');
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<number> | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly subscriptions: AlertSubscriptionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.alerts.smtpUrl ? createTransport(config.alerts.smtpUrl) : null;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  onApplicationBootstrap(): void {
    void this.purgeExpired().catch((e: unknown) => this.logger.warn(`alert retention not applied: ${e instanceof Error ? e.message : String(e)}`));
    if (!this.transport) return;
    this.timer = setInterval(() => void this.sendDue().catch((e: unknown) => this.logger.warn(`alert mail round failed: ${String(e)}`)), this.config.alerts.sendIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.round?.catch(() => undefined);
    this.transport?.close();
  }

  /**
   * One round (a round already running is joined, not doubled): retention, the alerts of the imports finished
   * since the last round, then every due mail. Returns mails sent.
   */
  sendDue(): Promise<number> {
    this.round ??= this.runRound().finally(() => {
      this.round = null;
    });
    return this.round;
  }

  private async runRound(): Promise<number> {
    await this.purgeExpired();
    if (!this.transport) return 0;
    await matchFinishedRuns(this.db);
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      for (const row of batch) if (await this.deliver(row)) sent++;
      if (batch.length < BATCH) return sent;
    }
  }

  /** The retention of subscriptions (alert-subscriptions.service.ts) and of mail already sent or given up. */
  async purgeExpired(): Promise<void> {
    await this.subscriptions.purgeExpired();
    await this.db.query(`DELETE FROM alert_outbox WHERE status IN ('sent', 'failed') AND coalesce(sent_at, created_at) < now() - make_interval(days => $1)`, [
      SENT_KEPT_DAYS,
    ]);
  }

  /** Written as WITH … SELECT: TypeORM answers a bare UPDATE … RETURNING with [rows, count]. */
  private async claim(): Promise<Claimed[]> {
    const rows = (await this.db.query(
      `WITH claimed AS (UPDATE alert_outbox SET status = 'sending', attempts = attempts + 1, next_attempt_at = now() + make_interval(mins => $2)
       WHERE id IN (
         SELECT id FROM alert_outbox WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id::text AS id, email, kind, subscription_id::text AS subscription_id, payload, attempts)
       SELECT * FROM claimed`,
      [BATCH, LEASE_MINUTES],
    )) as Array<Omit<Claimed, 'payload'> & { payload: Claimed['payload'] | string }>;
    // The embedded database's driver hands jsonb over as text.
    return rows.map((r) => ({ ...r, payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Claimed['payload']) : r.payload }));
  }

  private async deliver(row: Claimed): Promise<boolean> {
    const mail = await this.compose(row);
    if (mail === null) {
      await this.db.query(`DELETE FROM alert_outbox WHERE id = $1`, [row.id]);
      return false;
    }
    try {
      await this.send(mail);
    } catch (e) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      await this.db.query(
        `UPDATE alert_outbox SET status = $2, next_attempt_at = now() + make_interval(mins => $3) WHERE id = $1`,
        [row.id, failed ? 'failed' : 'pending', retryDelayMinutes(row.attempts)],
      );
      this.logger.warn(`alert mail ${row.id} not sent (try ${row.attempts}${failed ? ', given up' : ''}): ${e instanceof Error ? e.message : String(e)}`);
      return false;
    }
    // A sent mail keeps no link token or prices: only that it was sent, for the one-a-day rule.
    await this.db.transaction(async (m) => {
      await m.query(`UPDATE alert_outbox SET status = 'sent', sent_at = now(), payload = '{}'::jsonb WHERE id = $1`, [row.id]);
      const stamp = row.kind === 'digest' ? 'last_sent_at = now(), last_alert_at = now()' : 'last_sent_at = now()';
      await m.query(`UPDATE alert_subscription SET ${stamp} WHERE email = $1`, [row.email]);
    });
    return true;
  }

  /** The mail of an outbox row, or null when there is nothing left to say (a digest whose products all left). */
  private async compose(row: Claimed): Promise<AlertMail | null> {
    const origin = publicOrigin(this.config.PUBLIC_URL);
    const token = await this.unsubscribeToken(row);
    if (token === null) return null;
    const links = { origin, unsubscribeToken: token };
    if (row.kind === 'confirm') return row.payload.token ? confirmationMail(row.email, row.payload.token, links) : null;
    const lines = await digestLines(this.db, row.payload.items ?? [], origin);
    return lines.length === 0 ? null : digestMail(row.email, lines, links);
  }

  /** A confirmation's own subscription, or for a digest the address's first confirmed one (its link ends them all). */
  private async unsubscribeToken(row: Claimed): Promise<string | null> {
    const rows = (await this.db.query(
      row.kind === 'confirm'
        ? `SELECT unsubscribe_token FROM alert_subscription WHERE id = $1`
        : `SELECT unsubscribe_token FROM alert_subscription WHERE email = $1 AND confirmed_at IS NOT NULL ORDER BY id LIMIT 1`,
      [row.kind === 'confirm' ? row.subscription_id : row.email],
    )) as Array<{ unsubscribe_token: string }>;
    return rows[0]?.unsubscribe_token ?? null;
  }

  private async send(mail: AlertMail): Promise<void> {
    const transport = this.transport as Transporter;
    const { from, unsubscribeMailto } = this.config.alerts;
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // One List-Unsubscribe header holding both addresses (nodemailer's nested list), as RFC 8058 reads it.
      list: { unsubscribe: [[mail.unsubscribeUrl, `mailto:${unsubscribeMailto}?subject=baja`]] },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }
}
