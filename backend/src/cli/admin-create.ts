import { parseArgs } from 'node:util';
import { PasswordService } from '../modules/users/password.service';
import { UsersService } from '../modules/users/users.service';
import { openCliContext, runCli } from './cli-context';

const USAGE = 'Usage: npm run admin:create -- --email someone@example.org --password "a long password"';

/**
 * Creates an admin, or promotes an existing account (and sets its password when
 * one is given), on the configured database: DATABASE_URL, or the embedded one. The admin's consent (18 or
 * older, the terms) is recorded: the operator who runs this vouches for their staff (docs/decisions.md, issue 26).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`A valid --email is required.\n${USAGE}`);
  const problem = values.password !== undefined ? PasswordService.problem(values.password) : undefined;
  if (problem) throw new Error(problem);

  const ctx = await openCliContext({ runMigrations: true });
  try {
    const users = ctx.app.get(UsersService);
    const passwords = ctx.app.get(PasswordService);
    const existing = await users.findByEmail(email);
    if (existing) {
      await users.makeAdmin(existing.id);
      await users.recordConsent(existing.id);
      if (values.password) await users.setPassword(existing, await passwords.hash(values.password));
      console.log(`${email} is now an admin${values.password ? ' with the new password (other sessions ended)' : ''}.`);
    } else {
      if (!values.password) throw new Error(`No account for ${email}: give --password to create it.\n${USAGE}`);
      await users.create(email, await passwords.hash(values.password), { isAdmin: true, acceptsTerms: true });
      console.log(`Created admin ${email}.`);
    }
  } finally {
    await ctx.close();
  }
}

void runCli(main);
