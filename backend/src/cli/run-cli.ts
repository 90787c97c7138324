import 'reflect-metadata';
import { Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BlogModule } from '../blog/blog.module';
import type { AppConfig } from '../config/config';
import { ConfigModule } from '../config/config.module';
import { ContactStoreModule } from '../contact/contact.module';
import { DatabaseModule } from '../database/database.module';
import { CategoriesModule } from '../products/categories.module';
import { ProductsModule } from '../products/products.module';
import { VouchersModule } from '../vouchers/vouchers.module';
import { runCommand } from './run-database-cli';

/**
 * The features a command needs, without the HTTP server and without seeding on boot: commands get their
 * services from the same modules the server uses instead of building them by hand.
 */
@Module({})
class CliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: CliModule, imports: [ConfigModule.forRoot(config), DatabaseModule, ProductsModule, CategoriesModule, VouchersModule, BlogModule, ContactStoreModule] };
  }
}

/** Runs a command-line task in a Nest application context and turns failures into a message + exit code. */
export function runCli(task: (app: INestApplicationContext, config: AppConfig) => Promise<void>): Promise<void> {
  return runCommand(
    (config) => NestFactory.createApplicationContext(CliModule.forRoot(config), { logger: ['error'] }),
    (app) => app.close(),
    task,
  );
}
