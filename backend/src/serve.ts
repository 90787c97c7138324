import './compile-cache';
import { Logger } from '@nestjs/common';
import { parseEnv, startupWarnings } from './config/config';
import { createApp } from './create-app';
import { installGracefulShutdown } from './health/graceful-shutdown';

async function main(): Promise<void> {
  let config;
  try {
    config = parseEnv(process.env);
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(2);
  }
  const app = await createApp(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  const logger = new Logger('Ofertas Flash');
  installGracefulShutdown(app, config.SHUTDOWN_GRACE_MS);
  for (const warning of startupWarnings(process.env, config)) logger.warn(warning);
  logger.log(
    `listening on http://${shown}:${config.PORT} (database: ${config.databaseKind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`})`,
  );
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
