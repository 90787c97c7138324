import { applyDecorators, Body, Controller, Get, Header, HttpCode, HttpException, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import {
  PublishVersionSchema,
  ReleaseBeaconSchema,
  ReleaseHistorySchema,
  ReleasesListSchema,
  ReleaseVersionSchema,
  RemoteChannelSchema,
  RemoteParamSchema,
  RevisionOnlySchema,
  SetShareSchema,
  PublishedVersionSchema,
  type PublishedVersion,
  type PublishVersionInput,
  type ReleaseBeacon,
  type ReleaseHistoryEntry,
  type ReleasesList,
  type ReleaseVersionInput,
  type RemoteChannel,
  type RemoteName,
  type RevisionOnlyInput,
  type SetShareInput,
} from '@ofertas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BODY_LIMITS, BodyLimit } from '../http/body-limits';
import { RateLimiter, type RateLimitRule } from '../limits/rate-limiter';
import { bucketOf } from './bucket-cookie';
import { ReleaseTokens } from './release-tokens';
import { ReleasesService } from './releases.service';

/** A page shows a few remotes; a loop of errors or a script sends many. Per client address, across instances. */
export const BEACON_RATE_LIMIT: RateLimitRule = { name: 'release-beacon', points: 60, durationSeconds: 60 };

type RemoteParam = { remote: RemoteName };

/** A team's write to one remote's channel: a release token, compare-and-set on the revision it read. */
function ChannelWrite(action: string, summary: string): MethodDecorator {
  return applyDecorators(
    Post(`:remote/${action}`),
    HttpCode(200),
    ApiBearerAuth(),
    ApiOperation({ summary }),
    ApiOkResponse({ standardSchema: RemoteChannelSchema }),
    ApiConflictResponse({ description: 'expectedRevision is not the current revision' }),
  );
}

@ApiTags('releases')
@Controller('api/releases')
export class ReleasesController {
  constructor(
    private readonly releases: ReleasesService,
    private readonly tokens: ReleaseTokens,
    private readonly limiter: RateLimiter,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Every remote: revision, stable, canary and share, versions with page views and error rate' })
  @ApiOkResponse({ standardSchema: ReleasesListSchema })
  list(): Promise<ReleasesList> {
    return this.releases.list();
  }

  @Get(':remote/history')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "A remote's release history, newest first (append-only)" })
  @ApiOkResponse({ standardSchema: ReleaseHistorySchema })
  history(@Param({ schema: RemoteParamSchema }) p: RemoteParam): Promise<ReleaseHistoryEntry[]> {
    return this.releases.history(p.remote);
  }

  @Post(':remote/versions')
  @BodyLimit(BODY_LIMITS.releaseUpload)
  @Header('cache-control', 'no-store')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Publish a version: the build’s files (stored by the backend) or the URL of a manifest hosted elsewhere; gated' })
  @ApiOkResponse({ standardSchema: PublishedVersionSchema, description: '201 new version, 200 the same build published before' })
  @ApiUnauthorizedResponse({ description: 'No or unknown release token' })
  @ApiForbiddenResponse({ description: "Another team's remote" })
  @ApiUnprocessableEntityResponse({ description: 'Refused by the gate: { reasons: [...] }' })
  async publish(
    @Param({ schema: RemoteParamSchema }) p: RemoteParam,
    @Body({ schema: PublishVersionSchema }) body: PublishVersionInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublishedVersion> {
    const team = await this.tokens.authorize(request.headers.authorization, p.remote);
    const published =
      'files' in body
        ? await this.releases.publishFiles(p.remote, body.packageVersion, body.files.map((f) => ({ path: f.path, body: Buffer.from(f.base64, 'base64') })), team)
        : await this.releases.publishUrl(p.remote, body.manifestUrl, team);
    void reply.code(published.created ? 201 : 200);
    return published;
  }

  @ChannelWrite('release', 'Make a published version the canary (canaryShare 0–100) or the stable; compare-and-set on expectedRevision')
  async release(@Param({ schema: RemoteParamSchema }) p: RemoteParam, @Body({ schema: ReleaseVersionSchema }) body: ReleaseVersionInput, @Req() request: FastifyRequest): Promise<RemoteChannel> {
    const team = await this.tokens.authorize(request.headers.authorization, p.remote);
    const target = 'stable' in body ? { stable: true as const } : { canaryShare: body.canaryShare };
    return this.releases.release(p.remote, body.version, body.expectedRevision, target, team, body.reason);
  }

  @ChannelWrite('promote', 'The canary becomes the stable')
  async promote(@Param({ schema: RemoteParamSchema }) p: RemoteParam, @Body({ schema: RevisionOnlySchema }) body: RevisionOnlyInput, @Req() request: FastifyRequest): Promise<RemoteChannel> {
    const team = await this.tokens.authorize(request.headers.authorization, p.remote);
    return this.releases.promote(p.remote, body.expectedRevision, team, body.reason);
  }

  @ChannelWrite('share', "Set the canary's share of visitors (0–100)")
  async share(@Param({ schema: RemoteParamSchema }) p: RemoteParam, @Body({ schema: SetShareSchema }) body: SetShareInput, @Req() request: FastifyRequest): Promise<RemoteChannel> {
    const team = await this.tokens.authorize(request.headers.authorization, p.remote);
    return this.releases.setShare(p.remote, body.expectedRevision, body.share, team, body.reason);
  }

  @ChannelWrite('rollback', 'Back to the previous stable; the canary is cleared')
  async rollback(@Param({ schema: RemoteParamSchema }) p: RemoteParam, @Body({ schema: RevisionOnlySchema }) body: RevisionOnlyInput, @Req() request: FastifyRequest): Promise<RemoteChannel> {
    const team = await this.tokens.authorize(request.headers.authorization, p.remote);
    return this.releases.rollback(p.remote, body.expectedRevision, team, body.reason);
  }

  /** The shell's report of a remote shown or failed (navigator.sendBeacon); no personal data is stored. */
  @Post('beacon')
  @HttpCode(204)
  @BodyLimit(BODY_LIMITS.releaseBeacon)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "Count a remote version's page view or error (the canary's error budget)" })
  @ApiNoContentResponse({ description: 'Counted' })
  @ApiTooManyRequestsResponse({ description: 'More than 60 beacons from one client in a minute' })
  async beacon(@Body({ schema: ReleaseBeaconSchema }) body: ReleaseBeacon, @Req() request: FastifyRequest): Promise<void> {
    const verdict = await this.limiter.consume(BEACON_RATE_LIMIT, request.ip || 'unknown');
    if (!verdict.allowed) throw new HttpException({ statusCode: 429, error: 'Too Many Requests', message: 'Demasiados avisos desde este cliente' }, 429);
    await this.releases.beacon(body, bucketOf(request.headers.cookie));
  }
}
