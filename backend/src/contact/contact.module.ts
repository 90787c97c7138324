import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

/** The table's owner alone (what the CLI needs: no HTTP, no rate limiter). */
@Module({ providers: [ContactService], exports: [ContactService] })
export class ContactStoreModule {}

/** POST /api/contact on top of the store. */
@Module({ imports: [ContactStoreModule], controllers: [ContactController] })
export class ContactModule {}
