import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BlogArticleSchema,
  BlogArticleSourceSchema,
  BlogListAnswerSchema,
  BlogSlugParamSchema,
  type BlogArticle,
  type BlogArticleSource,
} from '@ofertas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import negotiate from '@fastify/accept-negotiator';
import { BlogService } from './blog.service';

/** Articles change only when the author saves: browsers revalidate (ETag) instead of trusting a max-age. */
const REVALIDATE = 'no-cache';

@ApiTags('blog')
@Controller('api/blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  /** Sent pre-serialised (and pre-gzipped): summaries, no sections (the target: 500 articles in ≤ 300 KB). */
  @Get()
  @ApiOperation({
    summary:
      'Every article as a summary (no sections; a description longer than 600 characters of HTML shortened to its text), newest first (date, then creation time)',
  })
  @ApiOkResponse({ standardSchema: BlogListAnswerSchema })
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const encoded = await this.blog.encodedList();
    void reply.header('cache-control', REVALIDATE).header('etag', encoded.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === encoded.etag) {
      void reply.status(304).send();
      return;
    }
    void reply.header('content-type', 'application/json; charset=utf-8');
    if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip') {
      void reply.header('content-encoding', 'gzip').send(encoded.gzip);
      return;
    }
    void reply.send(encoded.json);
  }

  @Get(':slug')
  @Header('cache-control', REVALIDATE)
  @ApiOperation({ summary: 'One article by slug (sanitised HTML)' })
  @ApiOkResponse({ standardSchema: BlogArticleSchema })
  @ApiNotFoundResponse({ description: "{ statusCode: 404, message: 'No se encontró el artículo' }" })
  bySlug(@Param({ schema: BlogSlugParamSchema }) params: { slug: string }): Promise<BlogArticle> {
    return this.blog.bySlug(params.slug);
  }

  @Get(':slug/source')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The editable article: description and section texts are the author's Markdown as stored" })
  @ApiOkResponse({ standardSchema: BlogArticleSourceSchema })
  @ApiNotFoundResponse({ description: "{ statusCode: 404, message: 'No se encontró el artículo' }" })
  source(@Param({ schema: BlogSlugParamSchema }) params: { slug: string }): Promise<BlogArticleSource> {
    return this.blog.sourceBySlug(params.slug);
  }
}
