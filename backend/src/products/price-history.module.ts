import { Module } from '@nestjs/common';
import { PriceHistoryController } from './price-history.controller';
import { PriceHistoryService } from './price-history.service';
import { ProductsModule } from './products.module';

/** Reads the price_history table (written by the catalogue import); the current price comes from ProductsService. */
@Module({ imports: [ProductsModule], controllers: [PriceHistoryController], providers: [PriceHistoryService] })
export class PriceHistoryModule {}
