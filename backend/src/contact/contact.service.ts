import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CONTACT_RETENTION_MONTHS } from '@ofertas/contracts';

export interface StoredContactMessage {
  id: string;
  email: string;
  message: string;
  createdAt: Date;
}

interface Row {
  id: string;
  email: string;
  message: string;
  created_at: Date | string;
}

/** Owner of `contact_message`: stores contact-page messages, lists new ones for the owner, enforces retention. */
@Injectable()
export class ContactService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Contact');

  constructor(private readonly db: DataSource) {}

  /** Retention is enforced at every start (and by the CLI), so an idle site still forgets old messages. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      const removed = await this.purgeExpired();
      if (removed > 0) this.logger.log(`${removed} contact messages older than ${CONTACT_RETENTION_MONTHS} months deleted`);
    } catch (e) {
      // A database that is down at start must not stop the site; the next start or the CLI purges.
      this.logger.warn(`contact retention not applied: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async save(email: string, message: string): Promise<void> {
    await this.db.query(`INSERT INTO contact_message (email, message) VALUES ($1, $2)`, [email, message]);
  }

  /**
   * Messages not yet read, oldest first; with `markRead` they are marked read in the same transaction, so two
   * owners running the command at once never both get (or both miss) a message.
   */
  async takeNew(markRead: boolean): Promise<StoredContactMessage[]> {
    return this.db.transaction(async (m) => {
      const rows = (await m.query(
        `SELECT id::text AS id, email, message, created_at FROM contact_message WHERE read_at IS NULL ORDER BY created_at, id FOR UPDATE`,
      )) as Row[];
      if (markRead && rows.length > 0) {
        await m.query(`UPDATE contact_message SET read_at = now() WHERE id = ANY($1::bigint[])`, [rows.map((r) => r.id)]);
      }
      return rows.map((r) => ({ id: r.id, email: r.email, message: r.message, createdAt: new Date(r.created_at) }));
    });
  }

  /** Deletes messages older than the retention the privacy page states; returns how many. */
  async purgeExpired(months = CONTACT_RETENTION_MONTHS): Promise<number> {
    const rows = (await this.db.query(
      `WITH gone AS (DELETE FROM contact_message WHERE created_at < now() - make_interval(months => $1) RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [months],
    )) as Array<{ n: number }>;
    return rows[0]?.n ?? 0;
  }
}
