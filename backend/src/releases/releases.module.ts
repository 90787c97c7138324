import { Module } from '@nestjs/common';
import { ReleaseTokens } from './release-tokens';
import { ReleasesController } from './releases.controller';
import { ReleasesService } from './releases.service';

/** The registry's store alone (what the CLI needs: tokens, no HTTP). */
@Module({ providers: [ReleaseTokens], exports: [ReleaseTokens] })
export class ReleaseTokensModule {}

/** The release registry: versions, channels, history, beacons, and /api/releases. */
@Module({ imports: [ReleaseTokensModule], controllers: [ReleasesController], providers: [ReleasesService], exports: [ReleasesService] })
export class ReleasesModule {}
