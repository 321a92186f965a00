import fs from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { Mailer, MailMessage } from './mailer';

/** Development mail: each message becomes an .eml file a developer can open, and a log line. */
export class OutboxMailer extends Mailer {
  readonly delivers = false;
  private readonly logger = new Logger('Mail');
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    // Named fields only: headers (List-Unsubscribe...) go through as given; nothing else a caller sets does.
    const { to, subject, text, html, headers } = message;
    const info = await this.transport.sendMail({ from: this.from, to, subject, text, html, headers });
    await fs.promises.mkdir(this.dir, { recursive: true });
    const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const file = path.join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
    await fs.promises.writeFile(file, info.message as Buffer);
    this.logger.log({ to: message.to, subject: message.subject, file, text: message.text }, 'Mail written to the outbox (no SMTP_URL)');
  }
}
