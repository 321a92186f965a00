import { createHash } from 'node:crypto';
import { NOTICE_ACTIONS } from '../../src/modules/notices/notice-actions';
import { NOTICE_VERIFY_RATE_LIMIT } from '../../src/modules/notices/notices.controller';
import { PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { NOTICE_CODE_INPUT_MAX } from '../../src/shared/rules';
import { NOTICE_SAFETY_LINES } from '../../src/shared/text';
import { FakeSmtpServer, ReceivedMail } from '../fakes/fake-smtp-server';
import { insertProfile } from '../factories/profiles';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const REFERENCE = /^Reference: (PP-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})$/m;
let client = 0;

/** Notices that cannot be faked (docs/trust.md): a reference on every e-mail about money or an account, checked at /verify-notice. */
describe('notice reference codes and POST /api/notices/verify', () => {
  let smtp: FakeSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await new FakeSmtpServer().start();
    // One proxy trusted: each test checks codes from an address of its own (X-Forwarded-For), as visitors would.
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://penpals.example', TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** A checker at an address of its own. */
  function visitor() {
    client += 1;
    const ip = `203.0.113.${client}`;
    return (body: unknown) => t.http.post('/api/notices/verify').set('X-Forwarded-For', ip).send(body as object);
  }

  function referenceIn(mail: ReceivedMail): string {
    const match = mail.text.match(REFERENCE);
    expect(match).not.toBeNull();
    return match![1];
  }

  async function resetMail(email: string): Promise<ReceivedMail> {
    const before = smtp.messages.length;
    await t.http.post('/api/auth/forgot-password').send({ email }).expect(202);
    return smtp.next(before);
  }

  it('a password reset e-mail carries a reference that verifies: when, to whom (masked), its subject and what it asked', async () => {
    const { email } = await registerUser(t, { email: `jane.doe-${Date.now()}@gmail.com` });
    const mail = await resetMail(email);
    const code = referenceIn(mail);
    for (const line of NOTICE_SAFETY_LINES) expect(mail.text).toContain(line);
    expect(mail.text).toContain('type https://penpals.example/verify-notice into your browser');

    const check = visitor();
    const res = await check({ code }).expect(200);
    expect(res.body).toEqual({ sent: true, sent_at: expect.any(String), to: 'j***@g***.com', subject: 'Reset your password', action: NOTICE_ACTIONS.passwordReset });
    expect(Date.now() - new Date(res.body.sent_at as string).getTime()).toBeLessThan(60_000);

    // As a person types it: lower case, spaces for dashes, O for 0 and L for 1, without the PP.
    const typed = code.slice(3).toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    expect((await check({ code: typed }).expect(200)).body).toEqual(res.body);
  });

  it('a payment e-mail (a listing paid in the demo) carries a reference that verifies, with what it asked', async () => {
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.AwaitingPayment, paymentStatus: PaymentStatus.Unpaid });
    const before = smtp.messages.length;
    await t.http
      .post('/api/paypal/demo/subscriptions')
      .set('Authorization', `Bearer ${owner.token}`)
      .send({ profile_id: profile.id, subscription_type: 'profile_listing' })
      .expect(201);
    const mail = await smtp.next(before);
    expect(mail.raw).toMatch(/^Subject: Payment received/m);

    const res = await visitor()({ code: referenceIn(mail) }).expect(200);
    expect(res.body).toMatchObject({ sent: true, subject: 'Payment received', action: NOTICE_ACTIONS.paymentReceived });
    expect(res.body.to).toMatch(/^w\*\*\*@e\*\*\*\.org$/);
  });

  it('answers a wrong, a malformed and an expired code alike: { sent: false }, nothing more', async () => {
    const { email, user } = await registerUser(t);
    const code = referenceIn(await resetMail(email));
    await t.query(`UPDATE notice_codes SET sent_at = now() - interval '181 days', expires_at = now() - interval '1 day' WHERE user_id = $1`, [user.id]);

    const check = visitor();
    const wrong = code.replace(/.$/, (last) => (last === '7' ? '8' : '7'));
    for (const miss of [wrong, 'PP-0000-0000-0000-0000', 'not a code', '', code]) {
      const res = await check({ code: miss }).expect(200);
      expect(res.body).toEqual({ sent: false });
    }
  });

  it('refuses a body of the wrong shape with a 422 in the usual shape', async () => {
    const check = visitor();
    for (const body of [{}, { code: 5 }, { code: null }, { code: ['PP'] }, { code: 'P'.repeat(NOTICE_CODE_INPUT_MAX + 1) }]) {
      const res = await check(body).expect(422);
      expect(res.body).toMatchObject({ statusCode: 422, error: expect.any(String), detail: expect.anything() });
    }
  });

  it(`limits checks to ${NOTICE_VERIFY_RATE_LIMIT.limit} a minute per address: then 429 with Retry-After; another address is not held up`, async () => {
    const check = visitor();
    for (let i = 0; i < NOTICE_VERIFY_RATE_LIMIT.limit; i++) await check({ code: `PP-0000-0000-0000-000${i % 10}` }).expect(200);
    const refused = await check({ code: 'PP-0000-0000-0000-0000' }).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(NOTICE_VERIFY_RATE_LIMIT.ttlSeconds);
    expect(refused.body).toMatchObject({ statusCode: 429, detail: expect.stringMatching(/try again in/) });
    await visitor()({ code: 'PP-0000-0000-0000-0000' }).expect(200);
  });

  it('stores what the e-mail was, with only the SHA-256 of its code', async () => {
    const { email, user } = await registerUser(t);
    const code = referenceIn(await resetMail(email));
    const rows = await t.query<Record<string, unknown>>('SELECT * FROM notice_codes WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ code_hash: createHash('sha256').update(code).digest('hex'), email, kind: 'password_reset', subject: 'Reset your password' });
    const stored = JSON.stringify(rows[0]).toUpperCase();
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(code.slice(3).replace(/-/g, ''));
    const [{ days }] = await t.query<{ days: number }>('SELECT extract(day FROM expires_at - sent_at)::int AS days FROM notice_codes WHERE user_id = $1', [user.id]);
    expect(days).toBe(180);
  });
});
