import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * "Something changed" between backend instances on one PostgreSQL database: `changed()` runs the listeners in
 * this process at once and NOTIFYs the channel; every other instance LISTENing runs its listeners when the
 * notification arrives (milliseconds after the commit). The listening connection reconnects every second
 * while it is down and runs the listeners once on every (re)connect, since changes in between were missed.
 * Without a DATABASE_URL (PGlite: one process) only this process is told.
 */
export class ChangeChannel {
  private readonly logger: Logger;
  private readonly listeners = new Set<() => void>();
  private readonly id = randomUUID();
  private client: Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly channel: string,
    private readonly databaseUrl: string | undefined,
    private readonly db: DataSource,
  ) {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`channel name ${channel}: lower-case letters and _ only`);
    this.logger = new Logger(`ChangeChannel ${channel}`);
  }

  async start(): Promise<void> {
    if (this.databaseUrl) await this.listen(this.databaseUrl);
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    this.emit();
    if (this.databaseUrl) {
      this.db
        .query(`SELECT pg_notify($1, $2)`, [this.channel, this.id])
        .catch((e: unknown) => this.logger.warn(`could not notify other instances: ${(e as Error).message}`));
    }
  }

  private emit(): void {
    for (const l of this.listeners) l();
  }

  private async listen(url: string): Promise<void> {
    const client = new Client({ connectionString: url, application_name: `ofertas-flash-${this.channel}` });
    const lost = (e?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners();
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn(`lost the channel${e ? ` (${e.message})` : ''}; reconnecting`);
      this.retry = setTimeout(() => void this.listen(url), 1000);
      this.retry.unref();
    };
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (e) {
      this.client = client;
      lost(e as Error);
      return;
    }
    if (this.stopped) {
      await client.end();
      return;
    }
    this.client = client;
    client.on('notification', (n) => {
      if (n.channel === this.channel && n.payload !== this.id) this.emit();
    });
    client.on('error', (e) => lost(e));
    client.on('end', () => lost());
    this.emit();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
