import { Module } from '@nestjs/common';
import { BrandNamesService } from './brand-names.service';
import { CatalogEvents } from './catalog-events';
import { BrandController } from './facets.controller';
import { ProductPagesService } from './product-pages.service';
import { ProductsController } from './products.controller';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';

/** The product table's owner: listing, facets and single products. */
@Module({
  controllers: [ProductsController, BrandController],
  providers: [ProductsRepository, ProductsService, CatalogEvents, ProductPagesService, BrandNamesService],
  exports: [ProductsService, CatalogEvents, ProductPagesService, BrandNamesService],
})
export class ProductsModule {}
