import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { registerSnapshotRoute, writeBackupToken } from './backup/pglite-snapshot';
import { JsonExceptionFilter } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/config';
import { registerApiRobots } from './http/api-robots';
import { registerBodyDeadline, registerJsonBodies } from './http/body-limits';
import { registerJsonCompression } from './http/json-compression';
import { securityHeaders } from './http/security-headers';
import { answerBadUrl, registerUrlGuard } from './http/url-guard';
import { PinoNestLogger } from './logging/nest-logger';
import { registerRequestContext, registerRequestLog } from './logging/request-context';
import { registerRequestId, requestIdGenerator } from './logging/request-id';
import { createRootLogger } from './logging/root-logger';
import { registerHttpMetrics, registerMetricsRoute } from './metrics/http-metrics';

export interface AppOptions {
  /** Where the log lines go (tests read them); standard output by default. */
  logDestination?: DestinationStream;
}

/** Builds the whole HTTP application for a configuration; main.ts and the tests share it. */
export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<NestFastifyApplication> {
  const rootLogger = createRootLogger(config, options.logDestination);
  const adapter = new FastifyAdapter({
    loggerInstance: rootLogger,
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    // One debug line per request instead (registerRequestLog): Fastify's two info lines double a busy log.
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: answerBadUrl,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A client that sends its request slower than this (headers and body) is cut off with 408.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // An idle keep-alive socket or a stalled upload is closed after this long without a byte.
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    // Node checks its header/request timeouts only every connectionsCheckingInterval (30 s by default).
    http: { connectionsCheckingInterval: Math.min(1000, config.REQUEST_TIMEOUT_MS) },
  });
  const fastify = adapter.getInstance<FastifyInstance>();
  const nestLogger = new PinoNestLogger(rootLogger);
  // The counts of repeated warnings held so far are written before the process stops.
  fastify.addHook('onClose', (_instance, done) => {
    nestLogger.flush();
    done();
  });
  registerRequestContext(fastify);
  registerRequestId(fastify);
  registerRequestLog(fastify, rootLogger);
  registerHttpMetrics(fastify);
  registerUrlGuard(fastify);
  registerJsonBodies(fastify);
  // A body dripped slower than the request timeout is cut (Node's requestTimeout does not do it).
  registerBodyDeadline(fastify, config.REQUEST_TIMEOUT_MS);
  await registerJsonCompression(fastify);
  // Parses Cookie headers for every route; the editor signs its session cookie with it.
  await fastify.register(fastifyCookie);
  registerApiRobots(fastify);
  registerMetricsRoute(fastify, config.METRICS_TOKEN);
  const backupToken = config.databaseKind === 'pglite' ? writeBackupToken(config.DATA_DIR) : null;
  registerSnapshotRoute(fastify, backupToken, () => app.get(DataSource));
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: nestLogger,
    // registerJsonBodies installs the only body parser (JSON, per-route limits); Nest's own would add
    // form-encoded bodies and a global limit.
    bodyParser: false,
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new JsonExceptionFilter());
  app.useSecurityHeaders(securityHeaders(config.frontends.remotes, config.site, config.PUBLIC_URL));
  if (config.ENABLE_DOCS) {
    const doc = new DocumentBuilder()
      .setTitle('Ofertas Flash API')
      .setDescription('Catálogo de ofertas, cupones y blog. Esquemas generados desde el paquete contracts.')
      .setVersion('1')
      .build();
    SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, doc));
  }
  return app;
}

/** A hop count becomes Fastify's function form (trust the `hops` nearest addresses), the same rule as proxy-addr's number. */
function trustProxyOption(setting: AppConfig['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
