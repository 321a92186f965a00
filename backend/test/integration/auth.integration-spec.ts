import jwt from 'jsonwebtoken';
import { GOOD_PASSWORD, registerAdmin, registerUser, uniqueEmail } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const SECRET = 'integration-test-secret-with-plenty-of-entropy-8f3k2';

describe('accounts: registration, sign-in and sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: SECRET });
  });

  afterAll(() => t.close());

  describe('POST /api/auth/register', () => {
    it('creates an account and signs it in', async () => {
      const res = await t.http.post('/api/auth/register').send({ email: '  New.Writer@Example.ORG ', password: GOOD_PASSWORD }).expect(201);
      expect(res.body.access_token).toEqual(expect.any(String));
      expect(res.body.user).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'new.writer@example.org',
        is_admin: false,
        created_at: expect.any(String),
        two_factor_enabled: false,
        terms_accepted_at: null,
        profile_photo_url: null,
      });
      const [row] = await t.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [res.body.user.id]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('refuses an e-mail that is taken, whatever its case', async () => {
      const { email } = await registerUser(t);
      const res = await t.http.post('/api/auth/register').send({ email: email.toUpperCase(), password: GOOD_PASSWORD }).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        detail: 'An account with this email already exists. Please log in instead.',
      });
    });

    it.each([
      ['short', 'Ab3-xyz', 'Password must be at least 8 characters'],
      ['too long', 'x'.repeat(129), 'Password must be at most 128 characters'],
      ['common', 'Password123', 'Password is too common. Please choose a less common password.'],
    ])('refuses a %s password with a readable 422', async (_kind, password, message) => {
      const res = await t.http.post('/api/auth/register').send({ email: uniqueEmail(), password }).expect(422);
      expect(res.body.detail).toEqual([message]);
    });

    it('refuses a malformed e-mail address', async () => {
      const res = await t.http.post('/api/auth/register').send({ email: 'not-an-email', password: GOOD_PASSWORD }).expect(422);
      expect(res.body.detail).toEqual(['Please enter a valid email address']);
    });

    it('refuses attempts to register as an admin', async () => {
      const res = await t.http
        .post('/api/auth/register')
        .send({ email: uniqueEmail(), password: GOOD_PASSWORD, is_admin: true })
        .expect(422);
      expect(res.body.detail).toEqual(['property is_admin should not exist']);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password, ignoring the e-mail case', async () => {
      const { email, password, user } = await registerUser(t);
      const res = await t.http.post('/api/auth/login').send({ email: email.toUpperCase(), password }).expect(200);
      expect(res.body.user).toMatchObject({ id: user.id, email, is_admin: false, profile_photo_url: null });
      await t.http.get('/api/auth/me').set('Authorization', `Bearer ${res.body.access_token}`).expect(200);
    });

    it('answers a wrong password and an unknown e-mail identically', async () => {
      const { email } = await registerUser(t);
      const wrong = await t.http.post('/api/auth/login').send({ email, password: 'Not-The-Password-1' }).expect(401);
      const unknown = await t.http.post('/api/auth/login').send({ email: uniqueEmail(), password: 'Not-The-Password-1' }).expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, error: 'Unauthorized', detail: 'Invalid email or password' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('asks for both fields', async () => {
      const res = await t.http.post('/api/auth/login').send({}).expect(422);
      expect(res.body.detail).toEqual(['Email is required', 'Password is required']);
    });
  });

  describe('GET /api/auth/me and the token', () => {
    it('returns the user for a valid token', async () => {
      const { token, user, email } = await registerUser(t);
      const res = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.body).toMatchObject({ id: user.id, email });
    });

    it('refuses a request without a token', async () => {
      const res = await t.http.get('/api/auth/me').expect(401);
      expect(res.body.detail).toBe('Please log in to continue');
    });

    it('refuses an expired token', async () => {
      const { user } = await registerUser(t);
      const expired = jwt.sign({ sub: user.id, ver: 0, exp: Math.floor(Date.now() / 1000) - 60 }, SECRET, { algorithm: 'HS256' });
      const res = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${expired}`).expect(401);
      expect(res.body.detail).toBe('Session expired. Please login again.');
    });

    it('refuses a tampered token', async () => {
      const { token, user } = await registerUser(t);
      const other = await registerUser(t);
      const [header, , signature] = token.split('.');
      const forgedPayload = Buffer.from(JSON.stringify({ sub: other.user.id, ver: 0 })).toString('base64url');
      await t.http.get('/api/auth/me').set('Authorization', `Bearer ${header}.${forgedPayload}.${signature}`).expect(401);
      expect(user.id).not.toBe(other.user.id);
    });

    it('refuses tokens signed with another algorithm or secret', async () => {
      const { user } = await registerUser(t);
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id, ver: 0 })).toString('base64url')}.`;
      const hs512 = jwt.sign({ sub: user.id, ver: 0 }, SECRET, { algorithm: 'HS512' });
      const otherSecret = jwt.sign({ sub: user.id, ver: 0 }, 'another-secret-entirely-0123456789', { algorithm: 'HS256' });
      for (const token of [unsigned, hs512, otherSecret]) {
        await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
      }
    });

    it('refuses a revoked token after the password changes, and accepts the new one', async () => {
      const { token, password, email } = await registerUser(t);
      const res = await t.http
        .put('/api/user/profile')
        .set('Authorization', `Bearer ${token}`)
        .send({ current_password: password, new_password: 'Brand-New-Words-77' })
        .expect(200);
      expect(res.body.message).toBe('Password changed successfully!');
      const revoked = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
      expect(revoked.body.detail).toBe('Session expired. Please login again.');
      await t.http.get('/api/auth/me').set('Authorization', `Bearer ${res.body.access_token}`).expect(200);
      await t.http.post('/api/auth/login').send({ email, password }).expect(401);
      await t.http.post('/api/auth/login').send({ email, password: 'Brand-New-Words-77' }).expect(200);
    });
  });

  describe('roles', () => {
    it('gives a non-admin 403 on an admin route, and an anonymous visitor 401', async () => {
      const { token } = await registerUser(t);
      const res = await t.http.get('/api/admin/users').set('Authorization', `Bearer ${token}`).expect(403);
      expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', detail: 'Access denied. Admin privileges required.' });
      await t.http.get('/api/admin/users').expect(401);
    });

    it('reads admin rights from the database on each request, not from the token', async () => {
      const admin = await registerAdmin(t);
      const res = await t.http.get('/api/admin/users?limit=5').set('Authorization', `Bearer ${admin.token}`).expect(200);
      expect(res.body).toMatchObject({ page: 1, total: expect.any(Number), totalPages: expect.any(Number) });
      expect(res.body.users.length).toBeLessThanOrEqual(5);
      await t.query('UPDATE users SET is_admin = false WHERE id = $1', [admin.user.id]);
      await t.http.get('/api/admin/users').set('Authorization', `Bearer ${admin.token}`).expect(403);
    });

    it('lets admins search users by e-mail', async () => {
      const admin = await registerAdmin(t);
      const { email } = await registerUser(t, { email: uniqueEmail('findme') });
      const res = await t.http.get(`/api/admin/users?q=${encodeURIComponent(email.slice(0, 12))}`).set('Authorization', `Bearer ${admin.token}`).expect(200);
      expect(res.body.users.map((u: { email: string }) => u.email)).toEqual([email]);
      await t.http.get('/api/admin/users?limit=1000').set('Authorization', `Bearer ${admin.token}`).expect(422);
    });
  });
});

describe.each(['memory', 'postgres'])('accounts: rate limits (RATE_LIMIT_STORE=%s)', (store) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
      AUTH_RATE_LIMIT_PER_IP: '6',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
      RATE_LIMIT_STORE: store,
    });
  });

  afterAll(() => t.close());

  it('stops guessing at one address with a 429 that says when to retry', async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < 3; i++) await t.http.post('/api/auth/login').send({ email, password: `Guess-number-${i}` }).expect(401);
    const res = await t.http.post('/api/auth/login').send({ email, password: 'Guess-number-4' }).expect(429);
    expect(res.body.statusCode).toBe(429);
    expect(res.body.detail).toMatch(/^Too many attempts\. Please try again in (\d+ seconds|\d+ minutes?)\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stops one client trying many addresses', async () => {
    // 4 attempts were made by the test above from the same IP; 2 more reach the limit of 6.
    for (let i = 0; i < 2; i++) await t.http.post('/api/auth/login').send({ email: uniqueEmail(), password: 'Guess-again-1' }).expect(401);
    const res = await t.http.post('/api/auth/login').send({ email: uniqueEmail(), password: 'Guess-again-1' }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
