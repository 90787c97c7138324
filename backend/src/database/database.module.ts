import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { openDatabase, type Database } from './data-source';
import { watchPool } from '../metrics/pool-metrics';
import { Maintenance } from './maintenance';

export const DATABASE = Symbol('DATABASE');

@Global()
@Module({
  providers: [
    { provide: DATABASE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => openDatabase(config) },
    { provide: DataSource, inject: [DATABASE], useFactory: (db: Database) => db.dataSource },
    Maintenance,
  ],
  exports: [DATABASE, DataSource, Maintenance],
})
export class DatabaseModule implements OnApplicationShutdown {
  private readonly unwatchPool: () => void;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.unwatchPool = watchPool(db.dataSource);
  }

  async onApplicationShutdown(): Promise<void> {
    this.unwatchPool();
    await this.db.close();
  }
}
