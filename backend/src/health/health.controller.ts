import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { HealthSchema, type Health } from '@ofertas/contracts';
import type { FastifyReply } from 'fastify';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/data-source';
import { Maintenance } from '../database/maintenance';

const VERSION: string = (require('../../package.json') as { version: string }).version;

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly maintenance: Maintenance,
  ) {}

  /**
   * 200 when the database answers, 503 otherwise, so a load balancer takes the instance out. 'degraded' with
   * 200 while the instance repairs itself (it serves, possibly slower or with part of the catalogue).
   */
  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ standardSchema: HealthSchema })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const started = performance.now();
    let reachable: boolean;
    try {
      await Promise.race([
        this.db.dataSource.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      reachable = true;
    } catch {
      reachable = false;
    }
    const latencyMs = reachable ? Math.round((performance.now() - started) * 100) / 100 : null;
    if (!reachable) void reply.status(503);
    return {
      status: reachable && this.maintenance.active.length === 0 ? 'ok' : 'degraded',
      database: { kind: this.db.kind, reachable, latencyMs },
      version: VERSION,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
