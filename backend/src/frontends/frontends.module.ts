import { Controller, Get, Header, Inject, Logger, Module, Req, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { REMOTE_NAMES, RemotesManifestSchema, type RemoteName, type RemotesManifest, type SiteInfo } from '@ofertas/contracts';
import { ReleasesModule } from '../releases/releases.module';
import { ReleasesService } from '../releases/releases.service';
import { bucketOf, newBucket } from '../releases/bucket-cookie';
import { devOverrideCsp, withRemoteOrigins } from '../http/security-headers';
import { RemoteFiles } from './remote-files';
import { sendStored } from './stored-files';
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
import { answersJson } from '../http/url-guard';
import { fileBelow, NO_CACHE, registerStaticFiles, ShellIndex } from './static-files';
import { carriesDevOverride } from './dev-override';

@ApiTags('frontends')
@Controller()
export class RemotesController {
  constructor(private readonly releases: ReleasesService) {}

  /**
   * The shell reads this at run time: remote name → manifest URL of the version the release registry serves this
   * visitor (its mf_bucket cookie picks canary or stable, the same choice as the page's hints).
   */
  @Get('remotes.json')
  @Header('cache-control', NO_CACHE)
  @Header('vary', 'cookie')
  @ApiOperation({ summary: 'Module Federation remotes of the shell (name → manifest URL), from the release registry' })
  @ApiOkResponse({ standardSchema: RemotesManifestSchema })
  remotes(@Req() request: FastifyRequest): Promise<RemotesManifest> {
    return this.releases.remotesFor(bucketOf(request.headers.cookie));
  }
}

/** Files that look like build assets get a real 404 instead of the shell's index.html. */
const ASSET_EXT = /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|webp|ico|woff2?|txt)$/i;

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
  imports: [SiteModule, SeoModule, ReleasesModule],
  controllers: [RemotesController],
  providers: [{ provide: FRONTENDS_CONFIG, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.frontends }],
  exports: [FRONTENDS_CONFIG],
})
export class FrontendsModule implements OnModuleInit {
  private readonly logger = new Logger('Frontends');
  private readonly remoteFiles: RemoteFiles;
  private readonly remoteHints: RemoteHints;
  private readonly shellIndex: ShellIndex;
  /** The CSP of a page for a browser with a development override; null when the site takes none. */
  private readonly devCsp: string | null;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(FRONTENDS_CONFIG) private readonly config: FrontendsConfig,
    @Inject(SITE_INFO) private readonly site: SiteInfo,
    private readonly heads: PageHeadsService,
    private readonly releases: ReleasesService,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {
    this.remoteFiles = new RemoteFiles(config, (remote, version, file) => releases.storedFile(remote, version, file));
    this.remoteHints = new RemoteHints(this.remoteFiles);
    this.shellIndex = new ShellIndex(config.shellDist);
    this.devCsp = devOverrideCsp(config.remotes, site, app.PUBLIC_URL, config.devOverrideOrigins);
  }

  onModuleInit(): void {
    if (!this.config.serve) {
      this.logger.log('SERVE_FRONTENDS=false: front ends are not served by this process');
      return;
    }
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const remotes = new Set<string>(REMOTE_NAMES);
    registerStaticFiles(fastify, this.config.shellDist);

    // Files go as the build wrote them (with its .br/.gz copies, or compressed once in memory), never per request.
    const asBuilt = { compress: false as const };
    fastify.get('/mfe/:name/*', asBuilt, async (req, reply) => {
      const { name, '*': rest } = req.params as { name: string; '*': string };
      if (!remotes.has(name)) return notFoundJson(req, reply);
      const found = await this.remoteFiles.get(name as RemoteName, rest);
      if (!found) return notFoundJson(req, reply);
      void reply.header('access-control-allow-origin', '*');
      return sendStored(req, reply, found.file, found.cacheControl);
    });

    fastify.get('/*', asBuilt, async (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '/';
      if (answersJson(pathname)) {
        return notFoundJson(req, reply);
      }
      const rest = (req.params as { '*': string })['*'] ?? '';
      if (rest && rest !== 'index.html') {
        const found = await fileBelow(this.config.shellDist, rest);
        if (found) return reply.sendFile(found.file, this.config.shellDist);
        if (ASSET_EXT.test(rest)) return notFoundJson(req, reply);
      }
      // History fallback: every client route gets the shell, with its own head and status.
      const index = await this.shellIndex.text();
      if (index === null) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('El frontal no está compilado: ejecuta `node scripts/build-frontends.mjs`.');
      }
      // The visitor's canary bucket: kept from the cookie, or drawn now and set on this HTML answer, but only
      // while a canary runs: with none, the site sets no cookie at all.
      const snapshot = await this.releases.snapshot();
      let bucket = bucketOf(req.headers.cookie);
      if (bucket === null && this.releases.canaryRunning(snapshot)) {
        const drawn = newBucket(this.app.PUBLIC_URL.startsWith('https:'));
        bucket = drawn.bucket;
        void reply.header('set-cookie', drawn.setCookie);
      }
      const remotesServed = await this.releases.remotesFor(bucket);
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') void reply.header('content-security-policy', withRemoteOrigins(csp, snapshot.foreignOrigins));
      const query = req.url.indexOf('?');
      const head = await this.heads.headFor(pathname, new URLSearchParams(query >= 0 ? req.url.slice(query + 1) : ''));
      // A developer's browser loads its own build of some remote: the released remotes' hints would fetch files
      // it may not run, so it gets none (the cookie does not say which remote; /remotes.json is still hinted).
      const devCsp = this.devCsp && carriesDevOverride(req.headers.cookie) ? this.devCsp : null;
      // An error page shows the shell's own page: the owner's chunks would go unused.
      const remoteChunks = head.status === 200 && !devCsp ? await this.remoteHints.forPath(pathname, remotesServed) : [];
      const html = renderHead(fillHeadTags(index, pathname, this.site), head).replace(
        '</head>',
        `${preloadTags(pathname, devCsp ? {} : remotesServed, remoteChunks)}</head>`,
      );
      if (devCsp) void reply.header('content-security-policy', withRemoteOrigins(devCsp, snapshot.foreignOrigins));
      // The canary bucket and the dev override both come from cookies: a shared cache keys on them, and never
      // keeps a developer's page.
      return reply
        .code(head.status)
        .header('cache-control', devCsp ? `private, ${NO_CACHE}` : NO_CACHE)
        .header('vary', 'cookie')
        .header('x-content-type-options', 'nosniff')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  }
}
