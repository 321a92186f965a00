import { Global, Logger, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { Mailer } from './mailer';
import { OutboxMailer } from './outbox.mailer';
import { SmtpMailer } from './smtp.mailer';

@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [AppConfig],
      useFactory: (config: AppConfig): Mailer => {
        if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
        if (config.isProduction) {
          new Logger('Mail').warn('SMTP_URL is not set: no e-mail will be delivered and password reset answers 503.');
        }
        return new OutboxMailer(config.outboxDir, config.mailFrom);
      },
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
