import type { MetricsService } from '../metrics/metrics.service';
import type { MailTransport } from '../metrics/metric-names';
import { Mailer, MailMessage } from './mailer';

/** The configured Mailer, with each message counted as sent or failed (penpal_mail_messages_total). */
export class MeteredMailer extends Mailer {
  constructor(
    private readonly inner: Mailer,
    private readonly transport: MailTransport,
    private readonly metrics: MetricsService,
  ) {
    super();
  }

  get delivers(): boolean {
    return this.inner.delivers;
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.inner.send(message);
    } catch (error) {
      this.metrics.mail(this.transport, 'failed');
      throw error;
    }
    this.metrics.mail(this.transport, 'sent');
  }
}
