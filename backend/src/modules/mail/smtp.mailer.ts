import { Logger } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { Mailer, MailMessage } from './mailer';

export class SmtpMailer extends Mailer {
  readonly delivers = true;
  private readonly transport: Transporter;
  private readonly logger = new Logger('Mail');

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    this.logger.log({ to: message.to, subject: message.subject, message_id: info.messageId }, 'Mail sent');
  }
}
