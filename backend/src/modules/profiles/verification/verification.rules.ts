import { RETURNED_MAIL_THRESHOLD } from '../../../shared/rules';
import { ProfileStatus } from '../profile.enums';

/**
 * Verification against the state's inmate locator, in one place (docs/trust.md): what each check's outcome
 * writes, what visitors are told, and when a profile is due for a new check. Pure (no database, no clock:
 * callers pass `now`), so verification.rules.spec.ts tests it alone. VerificationService applies it; the
 * queue's SQL (verification-queries.ts) narrows to the same profiles and this module words the answer.
 */

/** What the locator showed. */
export const CHECK_OUTCOMES = ['in_custody', 'transferred', 'released', 'not_found'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** Outcomes that confirm the person is held (they set `verified_at`); the only ones an approval may carry. */
export const VERIFYING_OUTCOMES = ['in_custody', 'transferred'] as const satisfies readonly CheckOutcome[];
/** Outcomes that take the profile out of public view (status Rejected, listing cancelled). */
export const DELISTING_OUTCOMES = ['released', 'not_found'] as const satisfies readonly CheckOutcome[];

/** Why a profile is in the re-check queue. */
export const RECHECK_REASONS = ['never_checked', 'check_expired', 'release_date_passed', 'mail_returned', 'address_unconfirmed'] as const;
export type RecheckReason = (typeof RECHECK_REASONS)[number];

/** The notices a visitor sees on a public profile. */
export const PROFILE_NOTICE_KINDS = ['address_unconfirmed', 'release_date_passed', 'mail_returned'] as const;
export type ProfileNoticeKind = (typeof PROFILE_NOTICE_KINDS)[number];

/** The words of each notice (the page shows them as given). */
export const PROFILE_NOTICE_MESSAGES: Record<ProfileNoticeKind, string> = {
  address_unconfirmed:
    "The state's inmate locator shows this person at a new facility. The mailing address may be out of date until the listing's owner confirms it: check the locator before writing.",
  release_date_passed: "This person's latest release date has passed, so they may have been released: check the state's inmate locator before writing.",
  mail_returned: "Writers reported that their letters to this address came back. Check the state's inmate locator before writing.",
};

export const APPROVAL_CHECK_MESSAGE = 'An approval can only record an in_custody or transferred check: a released or not found person is rejected, not approved.';
export const ADDRESS_NOT_DUE_MESSAGE = 'There is no new facility to confirm on this profile.';

const DAY_MS = 86_400_000;

/** The profile's columns these rules read (a Profile row has them all). */
export interface Verification {
  status: ProfileStatus;
  approvedAt: Date | null;
  dateAdded: Date;
  latestReleaseDate: string | null;
  verifiedAt: Date | null;
  lastCheckAt: Date | null;
  lastCheckOutcome: CheckOutcome | null;
  addressConfirmationDue: boolean;
  releaseNoticeSentAt: Date | null;
  /** Returned-mail reports since the last check. */
  returnedMailCount: number;
}

export type VerificationPatch = Partial<Pick<Verification, 'verifiedAt' | 'lastCheckAt' | 'lastCheckOutcome' | 'addressConfirmationDue' | 'returnedMailCount'>>;

export function isVerifying(outcome: CheckOutcome): boolean {
  return (VERIFYING_OUTCOMES as readonly CheckOutcome[]).includes(outcome);
}

export function isDelisting(outcome: CheckOutcome): boolean {
  return (DELISTING_OUTCOMES as readonly CheckOutcome[]).includes(outcome);
}

/**
 * What a check with `outcome` at `now` writes. A check starts the returned-mail count afresh; `verified_at`
 * is the time of the latest check that found the person held, and a check that did not find them clears it
 * (no verified date may outlive a later "released"). Only the owner clears a pending address confirmation.
 */
export function checkPatch(outcome: CheckOutcome, now: Date): VerificationPatch {
  return {
    lastCheckAt: now,
    lastCheckOutcome: outcome,
    returnedMailCount: 0,
    verifiedAt: isVerifying(outcome) ? now : null,
    ...(outcome === 'transferred' ? { addressConfirmationDue: true } : {}),
  };
}

/** `date` (YYYY-MM-DD) at midnight UTC. */
const startOf = (date: string) => new Date(`${date}T00:00:00.000Z`);
const today = (now: Date) => now.toISOString().slice(0, 10);

/** The latest release date is before today (UTC) and no check found the person held on or after that date. */
export function releaseDatePassed(p: Pick<Verification, 'latestReleaseDate' | 'verifiedAt'>, now: Date): boolean {
  if (!p.latestReleaseDate || p.latestReleaseDate >= today(now)) return false;
  return !p.verifiedAt || new Date(p.verifiedAt) < startOf(p.latestReleaseDate);
}

/** Enough different accounts reported returned mail since the last check. */
export function mailReturned(p: Pick<Verification, 'returnedMailCount'>): boolean {
  return p.returnedMailCount >= RETURNED_MAIL_THRESHOLD;
}

/** What visitors are told about a public profile at `now`, in PROFILE_NOTICE_KINDS order. */
export function profileNotices(p: Verification, now: Date): Array<{ kind: ProfileNoticeKind; message: string }> {
  const shown: Record<ProfileNoticeKind, boolean> = {
    address_unconfirmed: p.addressConfirmationDue,
    release_date_passed: releaseDatePassed(p, now),
    mail_returned: mailReturned(p),
  };
  return PROFILE_NOTICE_KINDS.filter((kind) => shown[kind]).map((kind) => ({ kind, message: PROFILE_NOTICE_MESSAGES[kind] }));
}

/** When the owner was due to be asked about the passed release date: the day after it. */
function releasePassedSince(latestReleaseDate: string): Date {
  return new Date(startOf(latestReleaseDate).getTime() + DAY_MS);
}

/**
 * Why an Active profile is due for a check at `now`, and since when (the earliest reason); null when it is
 * not due. `mailReturnedAt`: when the report that reached RETURNED_MAIL_THRESHOLD came in. A pending
 * address confirmation is shown with the other reasons but does not queue a profile by itself: the owner
 * has been asked, and the admin has just checked.
 */
export function recheckDue(
  p: Verification,
  now: Date,
  recheckDays: number,
  mailReturnedAt: Date | null = null,
): { dueSince: Date; reasons: RecheckReason[] } | null {
  if (p.status !== ProfileStatus.Active) return null;
  const since: Partial<Record<RecheckReason, Date>> = {};
  if (!p.lastCheckAt) {
    since.never_checked = new Date(p.approvedAt ?? p.dateAdded);
  } else {
    const expires = new Date(new Date(p.lastCheckAt).getTime() + recheckDays * DAY_MS);
    if (expires <= now) since.check_expired = expires;
  }
  if (releaseDatePassed(p, now)) since.release_date_passed = releasePassedSince(p.latestReleaseDate!);
  if (mailReturned(p)) since.mail_returned = new Date(mailReturnedAt ?? p.lastCheckAt ?? now);
  const times = Object.values(since).map((d) => d.getTime());
  if (!times.length) return null;
  const reasons = RECHECK_REASONS.filter((r) => since[r] || (r === 'address_unconfirmed' && p.addressConfirmationDue));
  return { dueSince: new Date(Math.min(...times)), reasons };
}

/**
 * The owner of an Active profile whose release date has passed is asked once per release date (a new
 * date that passes in its turn asks again).
 */
export function releaseNoticeDue(p: Verification, now: Date): boolean {
  if (p.status !== ProfileStatus.Active || !releaseDatePassed(p, now)) return false;
  return !p.releaseNoticeSentAt || new Date(p.releaseNoticeSentAt) < releasePassedSince(p.latestReleaseDate!);
}

/** The reason the owner reads when a check takes the profile down. */
export function delistReason(
  outcome: (typeof DELISTING_OUTCOMES)[number],
  p: { name: string; inmateId: string },
  stateName: string,
  now: Date,
): string {
  const shown =
    outcome === 'released'
      ? `The ${stateName} inmate locator showed ${p.name} as released on ${today(now)}.`
      : `The ${stateName} inmate locator did not find ${p.name} (inmate ID ${p.inmateId}) on ${today(now)}.`;
  return `${shown} Listings are for people in custody, so the profile was taken out of the directory and its listing will not renew. If this is a mistake, correct the profile and it will be reviewed again.`;
}

/** The owner is asked to confirm the address after a transfer. */
export function transferNotice(name: string, facility: string | null): { title: string; message: string } {
  return {
    title: `Please confirm ${name}'s new address`,
    message: `The inmate locator shows ${name} at a new facility${facility ? ` (${facility})` : ''}. Update the facility and mailing address on the profile, or confirm that they are still right, from your account page. Until then visitors see a notice that the address may be out of date.`,
  };
}

/** The owner is asked once about a passed latest release date. */
export function releaseNotice(name: string, latestReleaseDate: string): { title: string; message: string } {
  return {
    title: `Is ${name} still in custody?`,
    message: `${name}'s latest release date (${latestReleaseDate}) has passed. Please update the release date or cancel the listing from your account page. Until then visitors see that ${name} may have been released.`,
  };
}
