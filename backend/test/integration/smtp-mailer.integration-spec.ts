import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { OutboxMailer } from '../../src/modules/mail/outbox.mailer';
import { SmtpMailer } from '../../src/modules/mail/smtp.mailer';
import { FakeSmtpServer } from '../fakes/fake-smtp-server';

describe('SmtpMailer against a mail server that never answers', () => {
  let server: net.Server;
  let port: number;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    // Accepts the connection and then says nothing: no greeting, ever.
    server = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    sockets.forEach((s) => s.destroy());
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up within its greeting timeout instead of hanging the request that sends', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Test <no-reply@example.org>', { connection: 1_000, greeting: 1_000, socket: 1_000 });
    const started = Date.now();
    await expect(mailer.send({ to: 'someone@example.org', subject: 'Hello', text: 'Hi' })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('mailers pass extra headers through', () => {
  // The mailers log each message; these tests read the messages themselves.
  beforeAll(() => Logger.overrideLogger(false));
  const message = {
    to: 'reader@example.org',
    subject: 'New reply',
    text: 'Someone replied.',
    headers: { 'List-Unsubscribe': '<https://example.org/api/forum/unsubscribe?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };

  it('SmtpMailer sends them to the mail server', async () => {
    const smtp = await new FakeSmtpServer().start();
    try {
      await new SmtpMailer(smtp.url, 'Test <no-reply@example.org>').send(message);
      const mail = await smtp.next(0);
      expect(mail.raw).toMatch(/^List-Unsubscribe: <https:\/\/example\.org\/api\/forum\/unsubscribe\?token=abc>\r?$/m);
      expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    } finally {
      await smtp.stop();
    }
  });

  it('OutboxMailer writes them into the .eml file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      await new OutboxMailer(dir, 'Test <no-reply@example.org>').send(message);
      const [file] = fs.readdirSync(dir);
      const eml = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(eml).toMatch(/^List-Unsubscribe: <https:\/\/example\.org\/api\/forum\/unsubscribe\?token=abc>$/m);
      expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
