import net from 'node:net';
import { SmtpMailer } from '../../src/modules/mail/smtp.mailer';

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
