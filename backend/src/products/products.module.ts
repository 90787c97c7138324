import { Module } from '@nestjs/common';
import { CatalogEvents } from './catalog-events';
import { CategoriesService } from './categories.service';
import { BrandController, CategoriesController } from './facets.controller';
import { PriceHistoryController } from './price-history.controller';
import { PriceHistoryService } from './price-history.service';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  controllers: [ProductsController, CategoriesController, BrandController, PriceHistoryController],
  providers: [ProductsService, CategoriesService, CatalogEvents, PriceHistoryService],
  exports: [ProductsService, CategoriesService, CatalogEvents],
})
export class ProductsModule {}
