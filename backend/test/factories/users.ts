import { randomBytes } from 'node:crypto';
import type { TestApp } from '../helpers/test-app';

export const GOOD_PASSWORD = 'Letters-From-Home-42';

export function uniqueEmail(prefix = 'writer'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.org`;
}

/**
 * Registers through the API, ticking "I am 18 or older and I accept the terms" as the site's form does
 * (`acceptTerms: false` leaves it out: the account may not submit or post until it consents); returns the
 * token, user and credentials.
 */
export async function registerUser(t: TestApp, overrides: { email?: string; password?: string; acceptTerms?: boolean } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const consent = overrides.acceptTerms === false ? {} : { accept_terms: true };
  const res = await t.http.post('/api/auth/register').send({ email, password, ...consent }).expect(201);
  return { email, password, token: res.body.access_token as string, user: res.body.user as { id: string; is_admin: boolean } };
}

/** Registers a user and makes them an admin directly in the database (as `npm run admin:create` would). */
export async function registerAdmin(t: TestApp, overrides: { acceptTerms?: boolean } = {}) {
  const account = await registerUser(t, { email: uniqueEmail('admin'), ...overrides });
  await t.query('UPDATE users SET is_admin = true WHERE id = $1', [account.user.id]);
  return account;
}
