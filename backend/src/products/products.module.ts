import { Module } from '@nestjs/common';
import { CatalogEvents } from './catalog-events';
import { CategoriesService } from './categories.service';
import { BrandController, CategoriesController } from './facets.controller';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  controllers: [ProductsController, CategoriesController, BrandController],
  providers: [ProductsService, CategoriesService, CatalogEvents],
  exports: [ProductsService, CategoriesService, CatalogEvents],
})
export class ProductsModule {}
