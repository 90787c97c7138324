import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BlogArticleSchema,
  BlogCreateRequestSchema,
  BlogDeleteQuerySchema,
  BlogIdParamSchema,
  BlogUpdateRequestSchema,
  type BlogArticle,
  type BlogCreateRequest,
  type BlogUpdateRequest,
} from '@ofertas/contracts';
import { BODY_LIMITS, BodyLimit } from '../http/body-limits';
import { CoverSizeInterceptor } from './cover-size.interceptor';
import { EditorWrites } from './editor-writes.service';

const ERRORS =
  '400 names the field; 401 no editor session; 403 foreign Origin; 404 no such article; 409 duplicate slug or stale version; 413 cover over 2 MB';

/** The seed's write paths; each needs an editor session (editor-write-gate.ts) and answers the stored article. */
@ApiTags('editor')
@Controller('api/blog')
export class EditorWritesController {
  constructor(private readonly writes: EditorWrites) {}

  @Post('new')
  @HttpCode(HttpStatus.CREATED)
  @BodyLimit(BODY_LIMITS.blogWrite)
  @UseInterceptors(CoverSizeInterceptor)
  @ApiOperation({ summary: `Creates an article (Markdown texts; the cover may be a data URL, stored and answered as /api/images/…). ${ERRORS}` })
  @ApiCreatedResponse({ standardSchema: BlogArticleSchema })
  create(@Body({ schema: BlogCreateRequestSchema }) body: BlogCreateRequest): Promise<BlogArticle> {
    return this.writes.create(body);
  }

  @Put()
  @BodyLimit(BODY_LIMITS.blogWrite)
  @UseInterceptors(CoverSizeInterceptor)
  @ApiOperation({ summary: `Replaces an article at the version the author loaded; the previous version is kept as a revision. ${ERRORS}` })
  @ApiOkResponse({ standardSchema: BlogArticleSchema })
  update(@Body({ schema: BlogUpdateRequestSchema }) body: BlogUpdateRequest): Promise<BlogArticle> {
    return this.writes.update(body);
  }

  @Delete(':id')
  @ApiOperation({ summary: `Deletes an article (at ?version=N when given) and answers it; it is kept as a revision. ${ERRORS}` })
  @ApiOkResponse({ standardSchema: BlogArticleSchema })
  remove(
    @Param({ schema: BlogIdParamSchema }) params: { id: string },
    @Query({ schema: BlogDeleteQuerySchema }) query: { version?: number },
  ): Promise<BlogArticle> {
    return this.writes.remove(params.id, query.version);
  }
}
