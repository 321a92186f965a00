import { RECHECK_DAYS_DEFAULT, RETURNED_MAIL_THRESHOLD } from '../../../shared/rules';
import { ProfileStatus } from '../profile.enums';
import {
  CHECK_OUTCOMES,
  checkPatch,
  delistReason,
  isDelisting,
  isVerifying,
  profileNotices,
  PROFILE_NOTICE_MESSAGES,
  recheckDue,
  releaseDatePassed,
  releaseNotice,
  releaseNoticeDue,
  Verification,
} from './verification.rules';

const DAY = 86_400_000;
const NOW = new Date('2026-06-15T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * DAY);

/** An Active profile approved 10 days ago, checked in custody 5 days ago; override what a case needs. */
function profile(overrides: Partial<Verification> = {}): Verification {
  return {
    status: ProfileStatus.Active,
    approvedAt: days(-10),
    dateAdded: days(-10),
    latestReleaseDate: '2030-01-01',
    verifiedAt: days(-5),
    lastCheckAt: days(-5),
    lastCheckOutcome: 'in_custody',
    addressConfirmationDue: false,
    releaseNoticeSentAt: null,
    returnedMailCount: 0,
    ...overrides,
  };
}

describe('a check and what it writes', () => {
  it('sets verified_at only for in custody and transferred, and clears it otherwise', () => {
    expect(CHECK_OUTCOMES.filter(isVerifying)).toEqual(['in_custody', 'transferred']);
    expect(CHECK_OUTCOMES.filter(isDelisting)).toEqual(['released', 'not_found']);
    expect(checkPatch('in_custody', NOW)).toEqual({ lastCheckAt: NOW, lastCheckOutcome: 'in_custody', returnedMailCount: 0, verifiedAt: NOW });
    expect(checkPatch('transferred', NOW)).toEqual({
      lastCheckAt: NOW,
      lastCheckOutcome: 'transferred',
      returnedMailCount: 0,
      verifiedAt: NOW,
      addressConfirmationDue: true,
    });
    for (const outcome of ['released', 'not_found'] as const) {
      expect(checkPatch(outcome, NOW)).toEqual({ lastCheckAt: NOW, lastCheckOutcome: outcome, returnedMailCount: 0, verifiedAt: null });
    }
  });

  it('words the reason the owner reads with the state, the name and the date', () => {
    const p = { name: 'Marcus Reed', inmateId: '01234567' };
    expect(delistReason('released', p, 'Texas', NOW)).toMatch(/^The Texas inmate locator showed Marcus Reed as released on 2026-06-15\. /);
    expect(delistReason('not_found', p, 'Texas', NOW)).toMatch(/^The Texas inmate locator did not find Marcus Reed \(inmate ID 01234567\) on 2026-06-15\. /);
  });
});

describe('what visitors are told', () => {
  it('says nothing about a profile checked recently with no reports', () => {
    expect(profileNotices(profile(), NOW)).toEqual([]);
  });

  it('shows the address notice until the owner confirms, in the fixed order, with the backend words', () => {
    const notices = profileNotices(profile({ addressConfirmationDue: true, returnedMailCount: RETURNED_MAIL_THRESHOLD, latestReleaseDate: '2026-01-01', verifiedAt: null }), NOW);
    expect(notices.map((n) => n.kind)).toEqual(['address_unconfirmed', 'release_date_passed', 'mail_returned']);
    expect(notices[1].message).toBe(PROFILE_NOTICE_MESSAGES.release_date_passed);
    expect(notices[1].message).toContain('may have been released');
  });

  it('counts returned mail from the threshold on', () => {
    expect(profileNotices(profile({ returnedMailCount: RETURNED_MAIL_THRESHOLD - 1 }), NOW)).toEqual([]);
    expect(profileNotices(profile({ returnedMailCount: RETURNED_MAIL_THRESHOLD }), NOW).map((n) => n.kind)).toEqual(['mail_returned']);
  });

  it('treats a release date as passed from the next day, until a check finds the person held on or after it', () => {
    expect(releaseDatePassed(profile({ latestReleaseDate: '2026-06-15', verifiedAt: null }), NOW)).toBe(false);
    expect(releaseDatePassed(profile({ latestReleaseDate: '2026-06-14', verifiedAt: null }), NOW)).toBe(true);
    expect(releaseDatePassed(profile({ latestReleaseDate: '2026-06-14', verifiedAt: new Date('2026-06-13T23:59:59Z') }), NOW)).toBe(true);
    expect(releaseDatePassed(profile({ latestReleaseDate: '2026-06-14', verifiedAt: new Date('2026-06-14T00:00:00Z') }), NOW)).toBe(false);
    expect(releaseDatePassed(profile({ latestReleaseDate: null, verifiedAt: null }), NOW)).toBe(false);
  });
});

describe('the re-check queue', () => {
  const due = (p: Partial<Verification>, mailAt: Date | null = null) => recheckDue(profile(p), NOW, RECHECK_DAYS_DEFAULT, mailAt);

  it('queues an Active profile never checked from its approval', () => {
    expect(due({ lastCheckAt: null, verifiedAt: null, lastCheckOutcome: null })).toEqual({ dueSince: days(-10), reasons: ['never_checked'] });
    expect(due({ lastCheckAt: null, verifiedAt: null, approvedAt: null, dateAdded: days(-3) })).toEqual({ dueSince: days(-3), reasons: ['never_checked'] });
  });

  it('queues a check RECHECK_DAYS after it, not a day sooner', () => {
    expect(due({ lastCheckAt: days(-RECHECK_DAYS_DEFAULT + 1) })).toBeNull();
    expect(due({ lastCheckAt: days(-RECHECK_DAYS_DEFAULT) })).toEqual({ dueSince: NOW, reasons: ['check_expired'] });
    expect(recheckDue(profile({ lastCheckAt: days(-31) }), NOW, 30)).toEqual({ dueSince: days(-1), reasons: ['check_expired'] });
  });

  it('queues a passed release date from the day after it, and returned mail from the report that reached the threshold', () => {
    expect(due({ latestReleaseDate: '2026-06-01', verifiedAt: days(-30), lastCheckAt: days(-30) })).toEqual({
      dueSince: new Date('2026-06-02T00:00:00Z'),
      reasons: ['release_date_passed'],
    });
    expect(due({ returnedMailCount: RETURNED_MAIL_THRESHOLD }, days(-2))).toEqual({ dueSince: days(-2), reasons: ['mail_returned'] });
    expect(due({ returnedMailCount: RETURNED_MAIL_THRESHOLD - 1 }, days(-2))).toBeNull();
  });

  it('gives the earliest reason as due_since and lists every reason, the pending address among them', () => {
    expect(due({ lastCheckAt: days(-100), verifiedAt: days(-100), returnedMailCount: 3, addressConfirmationDue: true }, days(-1))).toEqual({
      dueSince: days(-10),
      reasons: ['check_expired', 'mail_returned', 'address_unconfirmed'],
    });
  });

  it('does not queue a pending address confirmation alone, nor any profile that is not Active', () => {
    expect(due({ addressConfirmationDue: true, lastCheckOutcome: 'transferred' })).toBeNull();
    for (const status of [ProfileStatus.PendingReview, ProfileStatus.Rejected, ProfileStatus.AwaitingPayment]) {
      expect(due({ status, lastCheckAt: null })).toBeNull();
    }
  });
});

describe('the owner asked about a passed release date', () => {
  it('is asked once per date, and again when a new date passes', () => {
    const passed = { latestReleaseDate: '2026-06-01', verifiedAt: days(-30) };
    expect(releaseNoticeDue(profile(passed), NOW)).toBe(true);
    expect(releaseNoticeDue(profile({ ...passed, releaseNoticeSentAt: days(-1) }), NOW)).toBe(false);
    expect(releaseNoticeDue(profile({ latestReleaseDate: '2026-06-10', verifiedAt: days(-30), releaseNoticeSentAt: new Date('2026-06-05T00:00:00Z') }), NOW)).toBe(true);
    expect(releaseNoticeDue(profile({ ...passed, status: ProfileStatus.Rejected }), NOW)).toBe(false);
    expect(releaseNoticeDue(profile({ ...passed, verifiedAt: days(-1) }), NOW)).toBe(false);
  });

  it('asks in the words of the issue', () => {
    expect(releaseNotice('Marcus Reed', '2026-06-01').message).toContain('update the release date or cancel the listing');
  });
});
