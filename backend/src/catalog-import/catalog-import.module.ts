import { Module } from '@nestjs/common';
import { CategoriesModule } from '../products/categories.module';
import { ProductsModule } from '../products/products.module';
import { SeedOnBoot } from './seed-on-boot';

@Module({ imports: [ProductsModule, CategoriesModule], providers: [SeedOnBoot] })
export class CatalogImportModule {}
