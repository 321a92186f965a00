import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message body with quoted-printable soft breaks and escapes undone. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server on a loopback port, for testing the real SmtpMailer.
 * Keeps every message it receives; `next()` waits for the next one.
 */
export class FakeSmtpServer {
  readonly messages: ReceivedMail[] = [];
  private waiters: Array<(mail: ReceivedMail) => void> = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) };
        this.messages.push(mail);
        this.waiters.splice(0).forEach((resolve) => resolve(mail));
        callback();
      });
    },
  });
  port = 0;

  /** Listens on `port` (0: any free port; a stopped server's port to stand in for it again). */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The next message to arrive (or one that arrived since `after` messages). */
  next(after = this.messages.length, timeoutMs = 10_000): Promise<ReceivedMail> {
    if (this.messages.length > after) return Promise.resolve(this.messages[after]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No e-mail arrived')), timeoutMs);
      this.waiters.push((mail) => {
        clearTimeout(timer);
        resolve(mail);
      });
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
