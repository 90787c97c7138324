import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { SeedOnBoot } from './seed-on-boot';

@Module({ imports: [ProductsModule], providers: [SeedOnBoot] })
export class CatalogImportModule {}
