import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { Lifecycle } from './lifecycle';

@Global()
@Module({ controllers: [HealthController], providers: [Lifecycle], exports: [Lifecycle] })
export class HealthModule {}
