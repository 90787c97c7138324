import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { JsonExceptionFilter } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/config';

/** Builds the whole HTTP application for a configuration; main.ts and the tests share it. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    bodyLimit: 4 * 1024 * 1024,
    trustProxy: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: config.NODE_ENV === 'test' ? ['error'] : logLevels(config.LOG_LEVEL),
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new JsonExceptionFilter());
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

function logLevels(level: AppConfig['LOG_LEVEL']): Array<'error' | 'warn' | 'log' | 'debug' | 'verbose'> {
  const order = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
  return order.slice(0, order.indexOf(level) + 1);
}
