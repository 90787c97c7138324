import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ProductQuerySchema,
  ProductSchema,
  ProductsAnswerSchema,
  ProductsByCategoryQuerySchema,
  ProductsQuerySchema,
  type Product,
  type ProductQuery,
  type ProductsAnswer,
  type ProductsByCategoryQuery,
  type ProductsQuery,
} from '@ofertas/contracts';
import { ProductsService } from './products.service';

/** Listings change only on import; a short shared cache absorbs bursts without showing stale prices for long. */
const LIST_CACHE = 'public, max-age=60, stale-while-revalidate=300';

@ApiTags('products')
@Controller('api/products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('product')
  @Header('cache-control', LIST_CACHE)
  @ApiOperation({ summary: 'One product by id (merchant without trailing " ES")' })
  @ApiOkResponse({ standardSchema: ProductSchema })
  product(@Query({ schema: ProductQuerySchema }) query: ProductQuery): Promise<Product> {
    return this.products.byId(query.id);
  }

  @Get('get')
  @Header('cache-control', LIST_CACHE)
  @ApiOperation({ summary: 'Search and filter products; full text in Spanish, typo tolerant' })
  @ApiOkResponse({ standardSchema: ProductsAnswerSchema })
  search(@Query({ schema: ProductsQuerySchema }) query: ProductsQuery): Promise<ProductsAnswer> {
    return this.products.list(query);
  }

  @Get('categories')
  @Header('cache-control', LIST_CACHE)
  @ApiOperation({ summary: 'Products of a category (and brand, price), without search text' })
  @ApiOkResponse({ standardSchema: ProductsAnswerSchema })
  byCategory(@Query({ schema: ProductsByCategoryQuerySchema }) query: ProductsByCategoryQuery): Promise<ProductsAnswer> {
    return this.products.list({ ...query, search: null });
  }
}
