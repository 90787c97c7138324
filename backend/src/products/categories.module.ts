import { Module } from '@nestjs/common';
import { CategoriesService } from './categories.service';
import { CategoriesController } from './facets.controller';
import { ProductsModule } from './products.module';

/** The category table's owner (editorial records); the category facet itself is asked of ProductsService. */
@Module({
  imports: [ProductsModule],
  controllers: [CategoriesController],
  providers: [CategoriesService],
  exports: [CategoriesService],
})
export class CategoriesModule {}
