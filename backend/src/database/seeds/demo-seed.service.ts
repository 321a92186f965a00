import { Injectable, Logger } from '@nestjs/common';
import { PasswordService } from '../../modules/users/password.service';
import { UsersService } from '../../modules/users/users.service';

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'Admin-Demo-2026', isAdmin: true },
  { email: 'user@example.com', password: 'User-Demo-2026', isAdmin: false },
] as const;

/**
 * Demo data for `npm start` in development (DEMO_DATA): one admin and one
 * ordinary user. Creates what is missing and never overwrites a changed password.
 */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger('DemoData');

  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
  ) {}

  async run(): Promise<typeof DEMO_ACCOUNTS> {
    for (const account of DEMO_ACCOUNTS) {
      const existing = await this.users.findByEmail(account.email);
      if (existing) {
        // Demo data made before consent was recorded: the demo accounts have it, like new ones (keeps the first date).
        await this.users.recordConsent(existing.id);
        continue;
      }
      await this.users.create(account.email, await this.passwords.hash(account.password), { isAdmin: account.isAdmin, acceptsTerms: true });
      this.logger.log(`Created demo ${account.isAdmin ? 'admin' : 'user'} ${account.email}`);
    }
    return DEMO_ACCOUNTS;
  }
}
