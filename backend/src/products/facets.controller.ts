import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BrandFacetAnswerSchema,
  BrandFacetQuerySchema,
  CategoriesAnswerSchema,
  CategoryFacetAnswerSchema,
  CategoryFacetQuerySchema,
  type BrandFacetAnswer,
  type BrandFacetQuery,
  type CategoriesAnswer,
  type CategoryFacetAnswer,
  type CategoryFacetQuery,
} from '@ofertas/contracts';
import { CategoriesService } from './categories.service';
import { ProductsService } from './products.service';

const FACET_CACHE = 'public, max-age=60, stale-while-revalidate=300';

@ApiTags('categories')
@Controller('api/categories')
export class CategoriesController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly products: ProductsService,
  ) {}

  @Get('categories')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Editorial category records (title, slug, image, description)' })
  @ApiOkResponse({ standardSchema: CategoriesAnswerSchema })
  all(): Promise<CategoriesAnswer> {
    return this.categories.all();
  }

  @Get('get')
  @Header('cache-control', FACET_CACHE)
  @ApiOperation({ summary: 'Category names present in a search (for the filter bar)' })
  @ApiOkResponse({ standardSchema: CategoryFacetAnswerSchema })
  async facet(@Query({ schema: CategoryFacetQuerySchema }) q: CategoryFacetQuery): Promise<CategoryFacetAnswer> {
    const names = await this.products.facet({ ...q, category: 'all' }, 'category');
    return [{ Data: names.map((category_name) => ({ category_name })) }];
  }
}

@ApiTags('brands')
@Controller('api/brand')
export class BrandController {
  constructor(private readonly products: ProductsService) {}

  @Get('get')
  @Header('cache-control', FACET_CACHE)
  @ApiOperation({ summary: 'Brand names present in a search (for the filter bar)' })
  @ApiOkResponse({ standardSchema: BrandFacetAnswerSchema })
  async facet(@Query({ schema: BrandFacetQuerySchema }) q: BrandFacetQuery): Promise<BrandFacetAnswer> {
    const names = await this.products.facet({ ...q, brand: 'all' }, 'brand');
    return [{ Data: names.map((brand_name) => ({ brand_name })) }];
  }
}
