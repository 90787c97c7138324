import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { metricsRegistry } from './metrics-registry';

/** What node-postgres's Pool tells about itself (TypeORM's postgres driver keeps one as `driver.master`). */
interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

const pools = new Set<PoolCounts>();

function sum(pick: (pool: PoolCounts) => number): number {
  let total = 0;
  for (const pool of pools) total += pick(pool);
  return total;
}

new Gauge({
  name: 'ofertas_db_pool_connections',
  help: 'Connections of the database pool, by state (in_use: lent to a query or transaction; idle: open, unused)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.set({ state: 'in_use' }, sum((p) => p.totalCount - p.idleCount));
    this.set({ state: 'idle' }, sum((p) => p.idleCount));
  },
});

new Gauge({
  name: 'ofertas_db_pool_waiting',
  help: 'Queries waiting for a free connection of the database pool',
  registers: [metricsRegistry],
  collect() {
    this.set(sum((p) => p.waitingCount));
  },
});

function poolOf(dataSource: DataSource): PoolCounts | undefined {
  const pool = (dataSource.driver as { master?: unknown }).master;
  if (typeof pool === 'object' && pool !== null && 'totalCount' in pool && 'idleCount' in pool && 'waitingCount' in pool) return pool as PoolCounts;
  return undefined;
}

/** Reports the data source's pool in the metrics until the returned function is called (at close). */
export function watchPool(dataSource: DataSource): () => void {
  const pool = poolOf(dataSource);
  if (!pool) return () => undefined;
  pools.add(pool);
  return () => pools.delete(pool);
}
