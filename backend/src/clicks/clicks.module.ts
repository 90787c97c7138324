import { Module } from '@nestjs/common';
import { ClicksController } from './clicks.controller';
import { ClicksService } from './clicks.service';
import { ProductsModule } from '../products/products.module';
import { VouchersModule } from '../vouchers/vouchers.module';

@Module({ imports: [ProductsModule, VouchersModule], controllers: [ClicksController], providers: [ClicksService], exports: [ClicksService] })
export class ClicksModule {}
