import sharp from 'sharp';
import { jpegWithExif, largePng } from '../factories/images';
import { registerUser } from '../factories/users';
import { AccountService } from '../../src/modules/account/account.service';
import { UsersService } from '../../src/modules/users/users.service';
import { createTestApp, TestApp } from '../helpers/test-app';

describe('account settings: /api/user/profile and /api/user/account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('returns the signed-in account', async () => {
    const { token, email } = await registerUser(t);
    const res = await t.http.get('/api/user/profile').set(auth(token)).expect(200);
    expect(res.body).toMatchObject({ email, is_admin: false, profile_photo_url: null });
  });

  describe('account photo', () => {
    it('stores an upright WebP without metadata and serves it with a long cache', async () => {
      const { token } = await registerUser(t);
      const res = await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: await jpegWithExif(64, 48) }).expect(200);
      expect(res.body.message).toBe('Photo updated!');
      const url: string = res.body.user.profile_photo_url;
      expect(url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.webp$/);

      const image = await t.http.get(url).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(image.body as Buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([400, 400]);

      const me = await t.http.get('/api/auth/me').set(auth(token)).expect(200);
      expect(me.body.profile_photo_url).toBe(url);
    });

    it('replaces the old photo file and can remove the photo', async () => {
      const { token } = await registerUser(t);
      const first = await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: await jpegWithExif() }).expect(200);
      const second = await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: await jpegWithExif() }).expect(200);
      await t.http.get(first.body.user.profile_photo_url).expect(404);
      const removed = await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: null }).expect(200);
      expect(removed.body.user.profile_photo_url).toBeNull();
      await t.http.get(second.body.user.profile_photo_url).expect(404);
    });

    it('refuses a file that is not an image, whatever it claims to be', async () => {
      const { token } = await registerUser(t);
      const fake = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"></svg>').toString('base64')}`;
      const res = await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: fake }).expect(422);
      expect(res.body.detail).toEqual(['Photo must be a JPEG, PNG, WebP, GIF or AVIF image']);
    });

    it('refuses a photo of 5MB or more', async () => {
      const { token } = await registerUser(t);
      const res = await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: await largePng(5.2 * 1024 * 1024) }).expect(422);
      expect(res.body.detail).toEqual(['Photo must be less than 5MB']);
    });

    it('refuses an empty photo and an empty request', async () => {
      const { token } = await registerUser(t);
      const empty = await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: '' }).expect(422);
      expect(empty.body.detail).toEqual(['No photo selected']);
      await t.http.put('/api/user/profile').set(auth(token)).send({}).expect(422);
    });
  });

  describe('password change', () => {
    it('refuses a wrong current password with 400 and changes nothing', async () => {
      const { token, email, password } = await registerUser(t);
      const res = await t.http.put('/api/user/profile').set(auth(token)).send({ current_password: 'Wrong-Password-00', new_password: 'Brand-New-Words-77' }).expect(400);
      expect(res.body.detail).toBe('Current password is incorrect');
      await t.http.get('/api/auth/me').set(auth(token)).expect(200);
      await t.http.post('/api/auth/login').send({ email, password }).expect(200);
    });

    it('refuses a new password under 8 characters with the spec message', async () => {
      const { token, password } = await registerUser(t);
      const res = await t.http.put('/api/user/profile').set(auth(token)).send({ current_password: password, new_password: 'short' }).expect(422);
      expect(res.body.detail).toEqual(['New password must be at least 8 characters']);
    });

    it('asks for the current password', async () => {
      const { token } = await registerUser(t);
      const res = await t.http.put('/api/user/profile').set(auth(token)).send({ new_password: 'Brand-New-Words-77' }).expect(422);
      expect(res.body.detail).toEqual(['Current password is required to change the password']);
    });
  });

  describe('writes only what they change', () => {
    it('an avatar upload keeps an is_admin and token_version changed after the request read the user', async () => {
      const { user: account } = await registerUser(t);
      const user = (await t.app.get(UsersService).findById(account.id))!;
      // Meanwhile: promoted by an admin, and every session ended by a password reset elsewhere.
      await t.query('UPDATE users SET is_admin = true, token_version = token_version + 5 WHERE id = $1', [account.id]);
      const result = await t.app.get(AccountService).update(user, { profile_photo_base64: await jpegWithExif() });
      expect(result.user.profile_photo_url).toMatch(/^\/api\/media\//);
      expect(await t.query('SELECT is_admin, token_version FROM users WHERE id = $1', [account.id])).toEqual([
        { is_admin: true, token_version: user.tokenVersion + 5 },
      ]);
    });

    it('a password change counts the token version up from what is stored, and keeps is_admin', async () => {
      const { user: account, password } = await registerUser(t);
      const user = (await t.app.get(UsersService).findById(account.id))!;
      await t.query('UPDATE users SET is_admin = true, token_version = token_version + 5 WHERE id = $1', [account.id]);
      await t.app.get(AccountService).update(user, { current_password: password, new_password: 'Another-Good-Pass-77' });
      expect(await t.query('SELECT is_admin, token_version FROM users WHERE id = $1', [account.id])).toEqual([
        { is_admin: true, token_version: user.tokenVersion + 6 },
      ]);
    });
  });

  describe('account deletion', () => {
    it('refuses a missing or wrong password', async () => {
      const { token } = await registerUser(t);
      const missing = await t.http.delete('/api/user/account').set(auth(token)).send({}).expect(400);
      expect(missing.body.detail).toBe('Please enter your password to confirm');
      const wrong = await t.http.delete('/api/user/account').set(auth(token)).send({ current_password: 'Wrong-Password-00' }).expect(400);
      expect(wrong.body.detail).toBe('Password is incorrect');
      await t.http.get('/api/auth/me').set(auth(token)).expect(200);
    });

    it('deletes the user, their reset links and photo, and ends their sessions', async () => {
      const { token, password, email, user } = await registerUser(t);
      const photo = await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: await jpegWithExif() }).expect(200);
      await t.http.post('/api/auth/forgot-password').send({ email }).expect(202);

      const res = await t.http.delete('/api/user/account').set(auth(token)).send({ current_password: password }).expect(200);
      expect(res.body.message).toBe('Account deleted. You will be logged out.');

      expect(await t.query('SELECT id FROM users WHERE id = $1', [user.id])).toEqual([]);
      expect(await t.query('SELECT id FROM password_reset_tokens WHERE user_id = $1', [user.id])).toEqual([]);
      await t.http.get(photo.body.user.profile_photo_url).expect(404);
      await t.http.get('/api/auth/me').set(auth(token)).expect(401);
      await t.http.post('/api/auth/login').send({ email, password }).expect(401);
    });

    it('accepts the password in the query string, as older clients send it', async () => {
      const { token, password, user } = await registerUser(t);
      await t.http.delete(`/api/user/account?current_password=${encodeURIComponent(password)}`).set(auth(token)).expect(200);
      expect(await t.query('SELECT id FROM users WHERE id = $1', [user.id])).toEqual([]);
    });
  });

  it('keeps the media route from reading arbitrary paths', async () => {
    await t.http.get('/api/media/..%2F..%2Fetc%2Fpasswd').expect(404);
    await t.http.get('/api/media/not-a-key.webp').expect(404);
  });
});
