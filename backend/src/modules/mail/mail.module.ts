import { Global, Logger, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { MetricsService } from '../metrics/metrics.service';
import { Mailer } from './mailer';
import { MeteredMailer } from './metered.mailer';
import { OutboxMailer } from './outbox.mailer';
import { SmtpMailer } from './smtp.mailer';

@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [AppConfig, MetricsService],
      useFactory: (config: AppConfig, metrics: MetricsService): Mailer => {
        if (config.smtpUrl) return new MeteredMailer(new SmtpMailer(config.smtpUrl, config.mailFrom), 'smtp', metrics);
        if (config.isProduction) {
          new Logger('Mail').warn('SMTP_URL is not set: no e-mail will be delivered and password reset answers 503.');
        }
        return new MeteredMailer(new OutboxMailer(config.outboxDir, config.mailFrom), 'outbox', metrics);
      },
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
