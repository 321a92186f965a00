export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (one-click unsubscribe). */
  headers?: Record<string, string>;
}

/**
 * Sends e-mail. SmtpMailer when SMTP_URL is set; otherwise OutboxMailer, which
 * writes each message to DATA_DIR/outbox as an .eml file and to the log.
 */
export abstract class Mailer {
  /** False when messages cannot reach a real inbox (no SMTP_URL). */
  abstract readonly delivers: boolean;
  abstract send(message: MailMessage): Promise<void>;
}
