import { Logger } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { Mailer, MailMessage } from './mailer';

/** Every wait on the mail server is bounded: a silent server costs a request seconds, never minutes. */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 20_000 };

export class SmtpMailer extends Mailer {
  readonly delivers = true;
  private readonly transport: Transporter;
  private readonly logger = new Logger('Mail');

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeouts: typeof SMTP_TIMEOUTS_MS = SMTP_TIMEOUTS_MS,
  ) {
    super();
    // Options in the object apply where the URL does not set them (the URL may still override).
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeouts.connection,
      greetingTimeout: timeouts.greeting,
      socketTimeout: timeouts.socket,
    });
  }

  async send(message: MailMessage): Promise<void> {
    // Named fields only: headers (List-Unsubscribe...) go through as given; nothing else a caller sets does.
    const { to, subject, text, html, headers } = message;
    const info = await this.transport.sendMail({ from: this.from, to, subject, text, html, headers });
    this.logger.log({ to: message.to, subject: message.subject, message_id: info.messageId }, 'Mail sent');
  }
}
