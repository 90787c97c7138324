import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { CategoriesModule } from '../products/categories.module';
import { ProductsModule } from '../products/products.module';
import { SeedOnBoot } from './seed-on-boot';

@Module({ imports: [ProductsModule, CategoriesModule, BlogModule], providers: [SeedOnBoot] })
export class CatalogImportModule {}
