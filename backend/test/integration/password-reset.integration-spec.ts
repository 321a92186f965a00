import fs from 'node:fs';
import { AppConfig } from '../../src/config/app-config';
import { FakeSmtpServer } from '../fakes/fake-smtp-server';
import { GOOD_PASSWORD, registerUser, uniqueEmail } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const strongSecret = 'k9Vq2xLr7Pw4Zt8Nc3Hy6Bm1Jd5Fs0Ga-reset-tests';

describe('password reset by e-mail, through a real SMTP server', () => {
  let t: TestApp;
  let smtp: FakeSmtpServer;

  beforeAll(async () => {
    smtp = await new FakeSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://penpals.example', MAIL_FROM: 'Pen Pals <help@penpals.example>' });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function requestLink(email: string): Promise<string> {
    const before = smtp.messages.length;
    await t.http.post('/api/auth/forgot-password').send({ email }).expect(202);
    const mail = await smtp.next(before);
    expect(mail.to).toEqual([email]);
    const match = mail.text.match(/https:\/\/penpals\.example\/reset-password\?token=([A-Za-z0-9_-]+)/);
    expect(match).not.toBeNull();
    return match![1];
  }

  it('answers 202 with the same words whether or not the account exists, and mails only real accounts', async () => {
    const { email } = await registerUser(t);
    const before = smtp.messages.length;
    const unknown = await t.http.post('/api/auth/forgot-password').send({ email: uniqueEmail('nobody') }).expect(202);
    const known = await t.http.post('/api/auth/forgot-password').send({ email }).expect(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toMatch(/If an account exists for that email/);
    const mail = await smtp.next(before);
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/^Subject: Reset your password/m);
    expect(mail.raw).toMatch(/^From: Pen Pals <help@penpals\.example>/m);
  });

  it('stores only a hash of the token', async () => {
    const { email, user } = await registerUser(t);
    const token = await requestLink(email);
    const rows = await t.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
  });

  it('sets the new password once, ends every session, and refuses the link the second time', async () => {
    const { email, token: oldSession } = await registerUser(t);
    const token = await requestLink(email);
    const res = await t.http.post('/api/auth/reset-password').send({ token, new_password: 'Fresh-Start-Letters-9' }).expect(200);
    expect(res.body.message).toBe('Your password has been reset. Please log in with your new password.');

    await t.http.get('/api/auth/me').set('Authorization', `Bearer ${oldSession}`).expect(401);
    await t.http.post('/api/auth/login').send({ email, password: GOOD_PASSWORD }).expect(401);
    await t.http.post('/api/auth/login').send({ email, password: 'Fresh-Start-Letters-9' }).expect(200);

    const again = await t.http.post('/api/auth/reset-password').send({ token, new_password: 'Another-Try-Words-3' }).expect(400);
    expect(again.body.detail).toBe('This reset link is invalid or has expired. Please request a new one.');
  });

  it('refuses an expired link', async () => {
    const { email, user } = await registerUser(t);
    const token = await requestLink(email);
    await t.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [user.id]);
    await t.http.post('/api/auth/reset-password').send({ token, new_password: 'Too-Late-Words-55' }).expect(400);
    await t.http.post('/api/auth/login').send({ email, password: GOOD_PASSWORD }).expect(200);
  });

  it('makes links expire one hour after they are sent', async () => {
    const { email, user } = await registerUser(t);
    await requestLink(email);
    const [row] = await t.query<{ minutes: string }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60) AS minutes FROM password_reset_tokens WHERE user_id = $1`,
      [user.id],
    );
    expect(Number(row.minutes)).toBe(60);
  });

  it('refuses a made-up token and a weak new password', async () => {
    await t.http.post('/api/auth/reset-password').send({ token: 'made-up-token', new_password: 'Good-Enough-Words-1' }).expect(400);
    const weak = await t.http.post('/api/auth/reset-password').send({ token: 'x', new_password: 'short' }).expect(422);
    expect(weak.body.detail).toEqual(['New password must be at least 8 characters']);
  });
});

describe('password reset without a mail server', () => {
  it('answers 503 in production, saying why', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: strongSecret, PUBLIC_URL: 'https://pen.example.org', CONTACT_EMAIL: 'letters@pen.example.org', POSTAL_ADDRESS: 'P.O. Box 77, Tulsa, OK 74101' });
    try {
      const res = await t.http.post('/api/auth/forgot-password').send({ email: 'someone@example.org' }).expect(503);
      expect(res.body.detail).toMatch(/no mail server configured/);
    } finally {
      await t.close();
    }
  });

  it('writes the message to the outbox folder in development', async () => {
    const t = await createTestApp({ NODE_ENV: 'development' });
    try {
      const { email } = await registerUser(t);
      await t.http.post('/api/auth/forgot-password').send({ email }).expect(202);
      const { outboxDir } = t.app.get(AppConfig);
      let files: string[] = [];
      for (let i = 0; i < 50 && files.length === 0; i++) {
        files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : [];
        if (!files.length) await new Promise((r) => setTimeout(r, 100));
      }
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      expect(fs.readFileSync(`${outboxDir}/${files[0]}`, 'utf8')).toMatch(/reset-password\?token=/);
    } finally {
      await t.close();
    }
  });
});
