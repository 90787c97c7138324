import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ChangeChannel } from '../database/change-channel';
import { CATALOG_CHANNEL } from './catalog-channel';

/**
 * Signal that the catalogue changed (an import finished), so read caches drop what they hold — in this
 * process at once, and in every other instance on the same PostgreSQL database through LISTEN/NOTIFY
 * (database/change-channel.ts). PGlite is one process: in-process is all there is.
 */
@Injectable()
export class CatalogEvents implements OnModuleInit, OnApplicationShutdown {
  private readonly channel: ChangeChannel;

  constructor(@Inject(APP_CONFIG) config: AppConfig, db: DataSource) {
    this.channel = new ChangeChannel(CATALOG_CHANNEL, config.DATABASE_URL, db);
  }

  async onModuleInit(): Promise<void> {
    await this.channel.start();
  }

  onChange(listener: () => void): () => void {
    return this.channel.onChange(listener);
  }

  changed(): void {
    this.channel.changed();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.channel.stop();
  }
}
