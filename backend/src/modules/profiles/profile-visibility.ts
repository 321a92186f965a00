import { ProfileStatus } from './profile.enums';

/**
 * Which profiles the public sees: the one rule the browse list, the counts, the sitemap and the page
 * status (404 for a profile that is not public) use. A profile is public exactly while it is Active; a
 * listing whose payment or grace has run out is taken out of Active by the lifecycle job, so no payment
 * condition is needed here.
 */

/** SQL condition: the profile in `alias` (a profiles row) is shown to the public. */
export function publicProfile(alias: string): string {
  return `${alias}.status = '${ProfileStatus.Active}'`;
}
