import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Server } from 'node:http';
import { Lifecycle } from './lifecycle';

/** Beyond the grace, closing (database, Redis) gets this long before the process exits regardless. */
const CLOSE_MARGIN_MS = 5000;

/**
 * SIGTERM or SIGINT: report not ready, stop accepting connections (Fastify answers requests that still arrive
 * on open keep-alive connections 503 with `Connection: close`, which the proxy retries elsewhere), let the
 * requests in flight finish for up to `graceMs`, then close the database and Redis and exit.
 */
export function installGracefulShutdown(app: NestFastifyApplication, graceMs: number): void {
  const logger = new Logger('Shutdown');
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.get(Lifecycle).beginShutdown();
    logger.log(`${signal}: finishing requests in flight (at most ${graceMs} ms), then stopping`);
    const server = app.getHttpServer() as Server;
    const cut = setTimeout(() => {
      logger.warn(`requests still open after ${graceMs} ms: closing their connections`);
      server.closeAllConnections();
    }, graceMs);
    const giveUp = setTimeout(() => {
      logger.error(`not closed ${CLOSE_MARGIN_MS} ms after the grace: exiting`);
      process.exit(1);
    }, graceMs + CLOSE_MARGIN_MS);
    giveUp.unref();
    app.close().then(
      () => {
        clearTimeout(cut);
        logger.log('stopped');
        process.exit(0);
      },
      (e: unknown) => {
        logger.error(`closing failed: ${e instanceof Error ? e.message : String(e)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
