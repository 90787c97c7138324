import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { AppModule } from './app.module';
import { JsonExceptionFilter } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/config';
import { registerApiRobots } from './http/api-robots';
import { registerBodyDeadline, registerJsonBodies } from './http/body-limits';
import { registerJsonCompression } from './http/json-compression';
import { securityHeaders } from './http/security-headers';
import { answerBadUrl, registerUrlGuard } from './http/url-guard';

/** Builds the whole HTTP application for a configuration; main.ts and the tests share it. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
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
  registerUrlGuard(fastify);
  registerJsonBodies(fastify);
  // A body dripped slower than the request timeout is cut (Node's requestTimeout does not do it).
  registerBodyDeadline(fastify, config.REQUEST_TIMEOUT_MS);
  registerJsonCompression(fastify);
  registerApiRobots(fastify);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: config.NODE_ENV === 'test' ? ['error'] : logLevels(config.LOG_LEVEL),
    // registerJsonBodies installs the only body parser (JSON, per-route limits); Nest's own would add
    // form-encoded bodies and a global limit.
    bodyParser: false,
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new JsonExceptionFilter());
  app.useSecurityHeaders(securityHeaders(config.frontends.remotes, config.site, config.PUBLIC_URL));
  app.enableShutdownHooks();
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

function logLevels(level: AppConfig['LOG_LEVEL']): Array<'error' | 'warn' | 'log' | 'debug' | 'verbose'> {
  const order = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
  return order.slice(0, order.indexOf(level) + 1);
}
