import { ProfileStatus } from './profile.enums';

/**
 * Who sees which profile: the public sees a profile exactly when it is Active (reviewed, with its listing
 * paid for or in its grace; docs/profile-lifecycle.md). The browse list and the site's page status use
 * this one condition; a profile's page answers the same (its lookup asks for an Active profile).
 */

/** SQL condition: the profile in `alias` (a profiles row) is public. */
export function publicProfile(alias: string): string {
  return `${alias}.status = '${ProfileStatus.Active}'`;
}
