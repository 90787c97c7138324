import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { HealthSchema, type Health } from '@ofertas/contracts';
import type { FastifyReply } from 'fastify';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/data-source';
import { Maintenance } from '../database/maintenance';
import { Lifecycle } from './lifecycle';

/** Why an instance is not ready (GET /api/health/ready). */
type NotReadyReason = 'database unreachable' | 'repairing' | 'shutting down';

const VERSION: string = (require('../../package.json') as { version: string }).version;

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly maintenance: Maintenance,
    private readonly lifecycle: Lifecycle,
  ) {}

  /** The process answers: a supervisor restarts an instance only when this fails. Touches nothing else. */
  @Get('live')
  @Header('cache-control', 'no-store')
  live(): { status: 'live' } {
    return { status: 'live' };
  }

  /**
   * 200 when the instance should get traffic: the database answers, the start-up repair is over and it is not
   * stopping (migrations ran before the server listened); 503 naming why otherwise.
   */
  @Get('ready')
  @Header('cache-control', 'no-store')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<{ status: 'ready' | 'not-ready'; reasons: NotReadyReason[] }> {
    const reasons: NotReadyReason[] = [];
    if (this.lifecycle.shuttingDown) reasons.push('shutting down');
    else if ((await this.databaseLatency()) === null) reasons.push('database unreachable');
    if (this.maintenance.active.length > 0) reasons.push('repairing');
    if (reasons.length > 0) void reply.status(503);
    return { status: reasons.length > 0 ? 'not-ready' : 'ready', reasons };
  }

  /**
   * 200 when the database answers, 503 otherwise, so a load balancer takes the instance out. 'degraded' with
   * 200 while the instance repairs itself (it serves, possibly slower or with part of the catalogue).
   */
  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ standardSchema: HealthSchema })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const latencyMs = await this.databaseLatency();
    const reachable = latencyMs !== null;
    if (!reachable) void reply.status(503);
    return {
      status: reachable && this.maintenance.active.length === 0 ? 'ok' : 'degraded',
      database: { kind: this.db.kind, reachable, latencyMs },
      version: VERSION,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  /** Milliseconds a `SELECT 1` took, or null when the database did not answer within 2 s. */
  private async databaseLatency(): Promise<number | null> {
    const started = performance.now();
    try {
      await Promise.race([
        this.db.dataSource.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return Math.round((performance.now() - started) * 100) / 100;
    } catch {
      return null;
    }
  }
}
