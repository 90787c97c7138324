import { Module } from '@nestjs/common';
import { PromotionsRepository } from './promotions.repository';
import { VouchersController } from './vouchers.controller';
import { VouchersService } from './vouchers.service';

@Module({ controllers: [VouchersController], providers: [PromotionsRepository, VouchersService], exports: [VouchersService] })
export class VouchersModule {}
