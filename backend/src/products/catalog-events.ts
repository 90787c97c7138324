import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { CATALOG_CHANNEL, notifyCatalogChanged } from './catalog-channel';

/**
 * Signal that the catalogue changed (an import finished), so read caches drop what they hold — in this
 * process at once, and in every other instance on the same PostgreSQL database through LISTEN/NOTIFY
 * (delivered within milliseconds of the import's commit). PGlite is one process: in-process is all there is.
 */
@Injectable()
export class CatalogEvents implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('CatalogEvents');
  private readonly listeners = new Set<() => void>();
  private readonly id = randomUUID();
  private client: Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.DATABASE_URL) await this.listen();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    this.emit();
    if (this.config.DATABASE_URL) {
      notifyCatalogChanged(this.db, this.id).catch((e: unknown) => this.logger.warn(`could not notify other instances: ${(e as Error).message}`));
    }
  }

  private emit(): void {
    for (const l of this.listeners) l();
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.DATABASE_URL, application_name: 'ofertas-flash-events' });
    const lost = (e?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners();
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn(`lost the catalogue-change channel${e ? ` (${e.message})` : ''}; reconnecting`);
      this.retry = setTimeout(() => void this.listen(), 1000);
      this.retry.unref();
    };
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOG_CHANNEL}`);
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
      if (n.channel === CATALOG_CHANNEL && n.payload !== this.id) this.emit();
    });
    client.on('error', (e) => lost(e));
    client.on('end', () => lost());
    // Changes made while the channel was down were missed: drop the caches once on every (re)connect.
    this.emit();
  }

  async onApplicationShutdown(): Promise<void> {
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
