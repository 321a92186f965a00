import { generateSync } from 'otplib';
import { Clock } from '../../src/common/clock';
import { TWO_FACTOR_AUDIT_ACTIONS } from '../../src/modules/audit/entities/audit-log-entry.entity';
import { RECOVERY_CODE_COUNT } from '../../src/shared/rules';
import { GOOD_PASSWORD, registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The middle of a 30-second step, so a test never straddles two. */
const T0 = 1_800_000_015;

/** The code an authenticator app shows `steps` steps from the (frozen) server time. */
function codeAt(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: T0 + steps * 30 });
}

/** Turns two-factor sign-in on through the API; returns the secret and the recovery codes. */
async function enable(t: TestApp, token: string) {
  const setup = await t.http.post('/api/auth/two-factor/setup').set(auth(token)).expect(201);
  const secret = setup.body.secret as string;
  const confirm = await t.http
    .post('/api/auth/two-factor/confirm')
    .set(auth(token))
    .send({ current_password: GOOD_PASSWORD, code: codeAt(secret, -1) })
    .expect(200);
  return { secret, recoveryCodes: confirm.body.recovery_codes as string[] };
}

async function challengeFor(t: TestApp, email: string): Promise<string> {
  const res = await t.http.post('/api/auth/login').send({ email, password: GOOD_PASSWORD }).expect(200);
  expect(res.body).toEqual({ two_factor_required: true, challenge_token: expect.any(String) });
  return res.body.challenge_token as string;
}

describe('two-factor sign-in (TOTP)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '5' });
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(T0 * 1000));
  });

  afterAll(() => t.close());

  it('leaves sign-in unchanged for an account without it', async () => {
    const { email, user } = await registerUser(t);
    const res = await t.http.post('/api/auth/login').send({ email, password: GOOD_PASSWORD }).expect(200);
    expect(res.body).toEqual({ access_token: expect.any(String), user: expect.objectContaining({ id: user.id, two_factor_enabled: false }) });
    const status = await t.http.get('/api/auth/two-factor').set(auth(res.body.access_token)).expect(200);
    expect(status.body).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
  });

  it('sets up with a QR code and a secret stored encrypted, and turns on only with a valid code', async () => {
    const { token, user } = await registerUser(t);
    const setup = await t.http.post('/api/auth/two-factor/setup').set(auth(token)).expect(201);
    expect(setup.body).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauth_url: expect.stringMatching(/^otpauth:\/\/totp\/.*secret=/),
      qr_code: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const [row] = await t.query<{ secret: string; confirmed_at: Date | null }>('SELECT secret, confirmed_at FROM user_two_factor WHERE user_id = $1', [user.id]);
    expect(row.secret).toMatch(/^v1:/);
    expect(row.secret).not.toContain(setup.body.secret);
    expect(row.confirmed_at).toBeNull();

    const confirm = (body: Record<string, unknown>) => t.http.post('/api/auth/two-factor/confirm').set(auth(token)).send(body);
    const wrong = await confirm({ current_password: GOOD_PASSWORD, code: codeAt(setup.body.secret, 5) }).expect(400);
    expect(wrong.body).toEqual({ statusCode: 400, error: 'Bad Request', detail: expect.stringContaining('code is not right') });
    const bad = await confirm({ current_password: GOOD_PASSWORD, code: '12ab' }).expect(422);
    expect(bad.body.detail).toEqual(['Enter the 6-digit code from your authenticator app']);

    const ok = await confirm({ current_password: GOOD_PASSWORD, code: codeAt(setup.body.secret) }).expect(200);
    expect(ok.body.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(ok.body.recovery_codes).size).toBe(RECOVERY_CODE_COUNT);
    const hashes = await t.query<{ code_hash: string }>('SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = $1', [user.id]);
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(hashes.map((h) => h.code_hash)).not.toContain(ok.body.recovery_codes[0]);

    const me = await t.http.get('/api/auth/me').set(auth(token)).expect(200);
    expect(me.body.two_factor_enabled).toBe(true);
    await t.http.post('/api/auth/two-factor/setup').set(auth(token)).expect(409);
  });

  it('turns on only with the account password as well as the code: a session alone cannot enrol a phone', async () => {
    const { email, token, user } = await registerUser(t);
    const setup = await t.http.post('/api/auth/two-factor/setup').set(auth(token)).expect(201);
    const code = codeAt(setup.body.secret);
    const confirm = (body: Record<string, unknown>) => t.http.post('/api/auth/two-factor/confirm').set(auth(token)).send(body);

    const noPassword = await confirm({ code }).expect(422);
    expect(noPassword.body).toEqual({ statusCode: 422, error: 'Unprocessable Entity', detail: ['Password is required'] });
    const wrongPassword = await confirm({ current_password: 'Not-The-Password-1', code }).expect(400);
    expect(wrongPassword.body).toEqual({ statusCode: 400, error: 'Bad Request', detail: 'Password is incorrect' });

    // Still off: the account signs in with its password alone, and nothing was enabled or audited.
    const status = await t.http.get('/api/auth/two-factor').set(auth(token)).expect(200);
    expect(status.body).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
    const login = await t.http.post('/api/auth/login').send({ email, password: GOOD_PASSWORD }).expect(200);
    expect(login.body.access_token).toEqual(expect.any(String));
    const [row] = await t.query<{ confirmed_at: Date | null }>('SELECT confirmed_at FROM user_two_factor WHERE user_id = $1', [user.id]);
    expect(row.confirmed_at).toBeNull();
    expect(await t.query('SELECT 1 FROM two_factor_recovery_codes WHERE user_id = $1', [user.id])).toHaveLength(0);
    expect(await t.query('SELECT 1 FROM audit_log WHERE target_id = $1', [user.id])).toHaveLength(0);

    // The same code, with the password, then works (a refused attempt did not spend it).
    await confirm({ current_password: GOOD_PASSWORD, code }).expect(200);
    expect((await t.http.get('/api/auth/me').set(auth(token)).expect(200)).body.two_factor_enabled).toBe(true);
  });

  it('rate-limits turning it on per account, password and code guesses alike: 429 with Retry-After', async () => {
    const { token } = await registerUser(t);
    const setup = await t.http.post('/api/auth/two-factor/setup').set(auth(token)).expect(201);
    const confirm = (body: Record<string, unknown>) => t.http.post('/api/auth/two-factor/confirm').set(auth(token)).send(body);
    for (let i = 0; i < 3; i++) await confirm({ current_password: `Wrong-Password-${i}`, code: codeAt(setup.body.secret) }).expect(400);
    for (let i = 0; i < 2; i++) await confirm({ current_password: GOOD_PASSWORD, code: '000000' }).expect(400);
    const limited = await confirm({ current_password: GOOD_PASSWORD, code: codeAt(setup.body.secret) }).expect(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body).toEqual({ statusCode: 429, error: 'Too Many Requests', detail: expect.stringMatching(/^Too many attempts/) });
    expect((await t.http.get('/api/auth/two-factor').set(auth(token)).expect(200)).body.enabled).toBe(false);
  });

  it('asks for a code after the password, refuses a wrong one and a replayed one', async () => {
    const { email, token, user } = await registerUser(t);
    const { secret } = await enable(t, token);

    const challenge = await challengeFor(t, email);
    // The challenge is not a session.
    await t.http.get('/api/auth/me').set(auth(challenge)).expect(401);

    const wrong = await t.http.post('/api/auth/login/two-factor').send({ challenge_token: challenge, code: codeAt(secret, 3) }).expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, error: 'Unauthorized', detail: expect.stringContaining('code is not right') });

    const ok = await t.http.post('/api/auth/login/two-factor').send({ challenge_token: challenge, code: codeAt(secret) }).expect(200);
    expect(ok.body).toEqual({ access_token: expect.any(String), user: expect.objectContaining({ id: user.id, two_factor_enabled: true }) });
    await t.http.get('/api/auth/me').set(auth(ok.body.access_token)).expect(200);

    // The same code again, even with a fresh challenge: refused. An older step too. The next one works.
    const again = await t.http.post('/api/auth/login/two-factor').send({ challenge_token: await challengeFor(t, email), code: codeAt(secret) }).expect(401);
    expect(again.body.detail).toBe('That code was already used. Please wait for the next one.');
    await t.http.post('/api/auth/login/two-factor').send({ challenge_token: challenge, code: codeAt(secret, -1) }).expect(401);
    await t.http.post('/api/auth/login/two-factor').send({ challenge_token: challenge, code: codeAt(secret, 1) }).expect(200);
  });

  it('refuses a forged or session token as the challenge, and a challenge from before a password change', async () => {
    const { email, token, password } = await registerUser(t);
    const { secret } = await enable(t, token);
    const forged = await t.http.post('/api/auth/login/two-factor').send({ challenge_token: token, code: codeAt(secret) }).expect(401);
    expect(forged.body.detail).toBe('Please sign in with your password again.');

    const challenge = await challengeFor(t, email);
    await t.http.put('/api/user/profile').set(auth(token)).send({ current_password: password, new_password: 'Another-Good-Pass-43' }).expect(200);
    const stale = await t.http.post('/api/auth/login/two-factor').send({ challenge_token: challenge, code: codeAt(secret) }).expect(401);
    expect(stale.body.detail).toBe('The sign-in took too long. Please enter your password again.');
  });

  it('accepts each recovery code once, and audits its use', async () => {
    const { email, token, user } = await registerUser(t);
    const { recoveryCodes } = await enable(t, token);
    const code = recoveryCodes[0].toLowerCase().replace(/-/g, ' ');
    const ok = await t.http.post('/api/auth/login/two-factor').send({ challenge_token: await challengeFor(t, email), recovery_code: code }).expect(200);
    expect(ok.body.access_token).toEqual(expect.any(String));
    const reused = await t.http.post('/api/auth/login/two-factor').send({ challenge_token: await challengeFor(t, email), recovery_code: recoveryCodes[0] }).expect(401);
    expect(reused.body.detail).toBe('That recovery code is not right or was already used.');

    const status = await t.http.get('/api/auth/two-factor').set(auth(token)).expect(200);
    expect(status.body).toEqual({ enabled: true, recovery_codes_left: RECOVERY_CODE_COUNT - 1, required: false });
    const audit = await t.query<{ action: string; details: Record<string, unknown> }>('SELECT action, details FROM audit_log WHERE target_id = $1 ORDER BY created_at', [user.id]);
    expect(audit).toEqual([
      { action: TWO_FACTOR_AUDIT_ACTIONS.enable, details: {} },
      { action: TWO_FACTOR_AUDIT_ACTIONS.recoveryCodeUsed, details: { recovery_codes_left: RECOVERY_CODE_COUNT - 1 } },
    ]);
  });

  it('rate-limits codes per account like passwords: 429 with Retry-After', async () => {
    const { email, token } = await registerUser(t);
    const { secret } = await enable(t, token);
    const challenge = await challengeFor(t, email);
    for (let i = 0; i < 5; i++) {
      await t.http.post('/api/auth/login/two-factor').send({ challenge_token: challenge, code: '000000' }).expect(401);
    }
    const limited = await t.http.post('/api/auth/login/two-factor').send({ challenge_token: challenge, code: codeAt(secret) }).expect(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body).toEqual({ statusCode: 429, error: 'Too Many Requests', detail: expect.stringMatching(/^Too many attempts/) });
  });

  it('turns off only with the password and a current code (or a recovery code), deleting the secret and the codes', async () => {
    const { email, token, user } = await registerUser(t);
    const { secret } = await enable(t, token);
    const noCode = await t.http.post('/api/auth/two-factor/disable').set(auth(token)).send({ current_password: GOOD_PASSWORD }).expect(422);
    expect(noCode.body.detail).toEqual(['Enter the code from your authenticator app or a recovery code']);
    const wrongPassword = await t.http.post('/api/auth/two-factor/disable').set(auth(token)).send({ current_password: 'Not-The-Password-1', code: codeAt(secret) }).expect(400);
    expect(wrongPassword.body.detail).toBe('Password is incorrect');
    const wrongCode = await t.http.post('/api/auth/two-factor/disable').set(auth(token)).send({ current_password: GOOD_PASSWORD, code: '000000' }).expect(400);
    expect(wrongCode.body.detail).toMatch(/code is not right/);

    await t.http.post('/api/auth/two-factor/disable').set(auth(token)).send({ current_password: GOOD_PASSWORD, code: codeAt(secret) }).expect(200);
    expect(await t.query('SELECT 1 FROM user_two_factor WHERE user_id = $1', [user.id])).toEqual([]);
    expect(await t.query('SELECT 1 FROM two_factor_recovery_codes WHERE user_id = $1', [user.id])).toEqual([]);
    const login = await t.http.post('/api/auth/login').send({ email, password: GOOD_PASSWORD }).expect(200);
    expect(login.body.access_token).toEqual(expect.any(String));
    const actions = await t.query<{ action: string }>('SELECT action FROM audit_log WHERE target_id = $1 ORDER BY created_at', [user.id]);
    expect(actions.map((a) => a.action)).toEqual([TWO_FACTOR_AUDIT_ACTIONS.enable, TWO_FACTOR_AUDIT_ACTIONS.disable]);
  });

  it('makes new recovery codes with the password and a recovery code; the old ones stop working', async () => {
    const { email, token, user } = await registerUser(t);
    const { recoveryCodes } = await enable(t, token);
    const res = await t.http
      .post('/api/auth/two-factor/recovery-codes')
      .set(auth(token))
      .send({ current_password: GOOD_PASSWORD, recovery_code: recoveryCodes[1] })
      .expect(200);
    expect(res.body.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    await t.http.post('/api/auth/login/two-factor').send({ challenge_token: await challengeFor(t, email), recovery_code: recoveryCodes[2] }).expect(401);
    await t.http.post('/api/auth/login/two-factor').send({ challenge_token: await challengeFor(t, email), recovery_code: res.body.recovery_codes[0] }).expect(200);
    const actions = await t.query<{ action: string }>('SELECT action FROM audit_log WHERE target_id = $1 ORDER BY created_at', [user.id]);
    expect(actions.map((a) => a.action)).toContain(TWO_FACTOR_AUDIT_ACTIONS.recoveryCodesRegenerate);
  });

  it('is deleted with the account', async () => {
    const { token, user } = await registerUser(t);
    await enable(t, token);
    await t.http.delete('/api/user/account').set(auth(token)).send({ current_password: GOOD_PASSWORD }).expect(200);
    expect(await t.query('SELECT 1 FROM user_two_factor WHERE user_id = $1', [user.id])).toEqual([]);
    expect(await t.query('SELECT 1 FROM two_factor_recovery_codes WHERE user_id = $1', [user.id])).toEqual([]);
  });

  it('lets admins without it use the admin area when ADMIN_TWO_FACTOR is optional', async () => {
    const admin = await registerAdmin(t);
    await t.http.get('/api/admin/summary').set(auth(admin.token)).expect(200);
  });
});

describe('ADMIN_TWO_FACTOR=required', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_TWO_FACTOR: 'required' });
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(T0 * 1000));
  });

  afterAll(() => t.close());

  it('lets an admin without two-factor sign-in only set it up; then everything', async () => {
    const admin = await registerAdmin(t);
    const blocked = await t.http.get('/api/admin/summary').set(auth(admin.token)).expect(403);
    expect(blocked.body).toEqual({ statusCode: 403, error: 'Forbidden', detail: 'Turn on two-factor sign-in to use the admin area' });
    await t.http.get('/api/user/profile').set(auth(admin.token)).expect(403);
    // Public pages still work, as for a visitor.
    await t.http.get('/api/states').set(auth(admin.token)).expect(200);

    const me = await t.http.get('/api/auth/me').set(auth(admin.token)).expect(200);
    expect(me.body).toMatchObject({ is_admin: true, two_factor_enabled: false });
    const status = await t.http.get('/api/auth/two-factor').set(auth(admin.token)).expect(200);
    expect(status.body).toEqual({ enabled: false, recovery_codes_left: 0, required: true });

    await enable(t, admin.token);
    await t.http.get('/api/admin/summary').set(auth(admin.token)).expect(200);
  });

  it('does not limit users who are not admins', async () => {
    const { token } = await registerUser(t);
    await t.http.get('/api/user/profile').set(auth(token)).expect(200);
    const status = await t.http.get('/api/auth/two-factor').set(auth(token)).expect(200);
    expect(status.body.required).toBe(false);
  });
});
