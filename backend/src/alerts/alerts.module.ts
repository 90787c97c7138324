import { Module } from '@nestjs/common';
import { AlertSenderService } from './alert-sender.service';
import { AlertSubscriptionsService } from './alert-subscriptions.service';
import { AlertsController } from './alerts.controller';

/** Price alerts by e-mail: subscriptions with double opt-in, the outbox and its sender (the import queues digests). */
@Module({ providers: [AlertSubscriptionsService, AlertSenderService], controllers: [AlertsController], exports: [AlertSenderService] })
export class AlertsModule {}
