import { Controller, Get, Header, Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { REMOTE_NAMES, RemotesManifestSchema, type RemoteName, type RemotesManifest, type SiteInfo } from '@ofertas/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SiteModule } from '../site/site.module';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SITE_INFO } from '../site/site.env';
import { FRONTENDS_CONFIG, type FrontendsConfig } from './frontends.env';
import { PageHeadsService } from '../seo/page-heads.service';
import { renderHead } from '../seo/page-head';
import { SeoModule } from '../seo/seo.module';
import { fillHeadTags, preloadTags } from './head-tags';
import { RemoteHints } from './remote-hints';
import { acceptsEncoding } from '../http/accept-encoding';
import { answersJson } from '../http/url-guard';
import { cacheControlFor, NO_CACHE, StaticFiles, type StaticFile } from './static-files';

@ApiTags('frontends')
@Controller()
export class RemotesController {
  constructor(@Inject(FRONTENDS_CONFIG) private readonly config: FrontendsConfig) {}

  /** The shell reads this at run time: remote name → manifest URL (REMOTE_<NAME>_URL overrides). */
  @Get('remotes.json')
  @Header('cache-control', NO_CACHE)
  @ApiOperation({ summary: 'Module Federation remotes of the shell (name → manifest URL)' })
  @ApiOkResponse({ standardSchema: RemotesManifestSchema })
  remotes(): RemotesManifest {
    return { ...this.config.remotes };
  }
}

/** Files that look like build assets get a real 404 instead of the shell's index.html. */
const ASSET_EXT = /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|webp|ico|woff2?|txt)$/i;

function sendFile(req: FastifyRequest, reply: FastifyReply, file: StaticFile, cacheControl: string): FastifyReply {
  void reply.header('cache-control', cacheControl).header('etag', file.etag).header('vary', 'accept-encoding');
  void reply.header('x-content-type-options', 'nosniff');
  if (req.headers['if-none-match'] === file.etag) return reply.code(304).send();
  void reply.type(file.type);
  const br = acceptsEncoding(req.headers['accept-encoding'], 'br') ? file.brotli() : null;
  if (br) return reply.header('content-encoding', 'br').send(br);
  if (file.gzip && acceptsEncoding(req.headers['accept-encoding'], 'gzip')) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

function notFoundJson(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = req.url.split('?')[0];
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ statusCode: 404, error: 'Not Found', message: `Ruta no encontrada: ${req.method} ${path}` });
}

/**
 * Single origin (DESIGN "Single origin and deployment"): the shell at / with history fallback, each remote's
 * build under /mfe/<name>/, /remotes.json from configuration. Unknown /api/* stays a JSON 404.
 * Hashed files: `public, max-age=31536000, immutable`; manifests, remoteEntry.js and index.html: `no-cache`.
 */
@Module({
  imports: [SiteModule, SeoModule],
  controllers: [RemotesController],
  providers: [{ provide: FRONTENDS_CONFIG, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.frontends }],
  exports: [FRONTENDS_CONFIG],
})
export class FrontendsModule implements OnModuleInit {
  private readonly logger = new Logger('Frontends');
  private readonly files = new StaticFiles();
  private readonly remoteHints: RemoteHints;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(FRONTENDS_CONFIG) private readonly config: FrontendsConfig,
    @Inject(SITE_INFO) private readonly site: SiteInfo,
    private readonly heads: PageHeadsService,
  ) {
    this.remoteHints = new RemoteHints(config, this.files);
  }

  onModuleInit(): void {
    if (!this.config.serve) {
      this.logger.log('SERVE_FRONTENDS=false: front ends are not served by this process');
      return;
    }
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const remotes = new Set<string>(REMOTE_NAMES);

    fastify.get('/mfe/:name/*', async (req, reply) => {
      const { name, '*': rest } = req.params as { name: string; '*': string };
      if (!remotes.has(name)) return notFoundJson(req, reply);
      const file = await this.files.get(this.config.remoteDist[name as RemoteName], rest || 'index.html');
      if (!file) return notFoundJson(req, reply);
      void reply.header('access-control-allow-origin', '*');
      return sendFile(req, reply, file, cacheControlFor(rest));
    });

    fastify.get('/*', async (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '/';
      if (answersJson(pathname)) {
        return notFoundJson(req, reply);
      }
      const rest = (req.params as { '*': string })['*'] ?? '';
      if (rest && rest !== 'index.html') {
        const file = await this.files.get(this.config.shellDist, rest);
        if (file) return sendFile(req, reply, file, cacheControlFor(rest));
        if (ASSET_EXT.test(rest)) return notFoundJson(req, reply);
      }
      // History fallback: every client route gets the shell, with its own head and status (issue 11).
      const index = await this.files.get(this.config.shellDist, 'index.html');
      if (!index) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('El frontal no está compilado: ejecuta `node scripts/build-frontends.mjs`.');
      }
      const query = req.url.indexOf('?');
      const head = await this.heads.headFor(pathname, new URLSearchParams(query >= 0 ? req.url.slice(query + 1) : ''));
      // An error page shows the shell's own page: the owner's chunks would go unused.
      const remoteChunks = head.status === 200 ? await this.remoteHints.forPath(pathname) : [];
      const html = renderHead(fillHeadTags(index.body.toString('utf8'), pathname, this.site), head).replace(
        '</head>',
        `${preloadTags(pathname, this.config.remotes, remoteChunks)}</head>`,
      );
      return reply
        .code(head.status)
        .header('cache-control', NO_CACHE)
        .header('x-content-type-options', 'nosniff')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  }
}
