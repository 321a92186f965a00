import { randomBytes } from 'node:crypto';
import type { TestApp } from '../helpers/test-app';

export const GOOD_PASSWORD = 'Letters-From-Home-42';

export function uniqueEmail(prefix = 'writer'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.org`;
}

/** Registers through the API; returns the token, user and credentials. */
export async function registerUser(t: TestApp, overrides: { email?: string; password?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const res = await t.http.post('/api/auth/register').send({ email, password }).expect(201);
  return { email, password, token: res.body.access_token as string, user: res.body.user as { id: string; is_admin: boolean } };
}

/** Registers a user and makes them an admin directly in the database (as `npm run admin:create` would). */
export async function registerAdmin(t: TestApp) {
  const account = await registerUser(t, { email: uniqueEmail('admin') });
  await t.query('UPDATE users SET is_admin = true WHERE id = $1', [account.user.id]);
  return account;
}
