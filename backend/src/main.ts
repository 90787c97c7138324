import { Logger } from '@nestjs/common';
import { loadConfig } from './config/config';
import { createApp } from './create-app';
import { loadFrontendsConfig } from './frontends/frontends.config';
import { loadSiteInfo } from './site/site.config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    // The front-end and site settings are read by their modules; check them now so a bad value stops the
    // start with one readable message instead of a stack trace from dependency injection.
    loadFrontendsConfig();
    loadSiteInfo();
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(2);
  }
  const app = await createApp(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  new Logger('Ofertas Flash').log(
    `listening on http://${shown}:${config.PORT} (database: ${config.databaseKind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`})`,
  );
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
