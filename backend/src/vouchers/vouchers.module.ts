import { Module } from '@nestjs/common';
import { PromotionsRepository } from './promotions.repository';
import { StorePagesService } from './store-pages.service';
import { VouchersController } from './vouchers.controller';
import { VouchersService } from './vouchers.service';

@Module({ controllers: [VouchersController], providers: [PromotionsRepository, VouchersService, StorePagesService], exports: [VouchersService, StorePagesService] })
export class VouchersModule {}
