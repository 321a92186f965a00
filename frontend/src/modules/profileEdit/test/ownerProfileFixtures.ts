import { makeDetail } from '../../../test/profileFixtures';
import type { FakeHandler } from '../../../test/fakeApi';

export const PROFILE_ID = '11111111-1111-4111-8111-111111111111';

/** A profile as `GET /user/profiles/{id}` answers it (the owner view). */
export function makeOwnerProfile(overrides: Record<string, unknown> = {}) {
  return {
    ...makeDetail(),
    id: PROFILE_ID,
    status: 'Active',
    birthdate: '1990-05-14',
    earliest_release_date: '2027-01-15',
    social_media: { instagram: '@jordan' },
    commissary_sites: ['https://www.accesscatalog.com/'],
    electronic_contact: {
      jpay: true,
      corrlinks: false,
      securus: false,
      gettingout: false,
      chirp: true,
      chirp_number: '555-0100',
      other_app: null,
    },
    payment_status: 'paid',
    payment_method: 'paypal',
    paid_through: '2026-12-01T00:00:00.000Z',
    grace_ends_at: null,
    submission_fee_paid: true,
    rejection_reason: null,
    requires_review: false,
    restricted_state_acknowledged: false,
    video_paid: false,
    premium_paid_through: null,
    listing_subscription_id: 'I-LISTING',
    premium_subscription_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The admin view: the owner view plus who owns it. */
export function makeAdminProfile(overrides: Record<string, unknown> = {}) {
  return makeOwnerProfile({
    owner_id: '6f1c2b1e-1d2a-4c4e-9a51-2f0a1b2c3d4e',
    owner_email: 'writer@example.com',
    restricted_state: false,
    ...overrides,
  });
}

/** Answers for what My Account and the admin dashboard load, for tests that end up there. */
export function landingPageHandlers(): Record<string, FakeHandler> {
  const emptyPage = { status: 200, body: { profiles: [], total: 0, page: 1, totalPages: 0 } };
  return {
    'GET /user/profiles': () => emptyPage,
    'GET /user/notifications': () => ({ status: 200, body: { notifications: [], unread_count: 0 } }),
    'GET /admin/summary': () => ({
      status: 200,
      body: {
        pending_review: 0,
        active_profiles: 0,
        total_profiles: 0,
        paid_subscriptions: 0,
        premium_profiles: 0,
        payment_issues: 0,
        weekly: [],
      },
    }),
    'GET /admin/pending': () => emptyPage,
    'GET /admin/profiles': () => emptyPage,
    'GET /admin/users': () => ({ status: 200, body: { users: [], total: 0, page: 1, totalPages: 0 } }),
  };
}

/** The keys an owner's `PUT /user/profiles/{id}` may carry (anything else is refused). */
export const OWNER_EDITABLE_KEYS = [
  'name',
  'gender',
  'birthdate',
  'sexual_orientation',
  'race_ethnicity',
  'religion',
  'height',
  'weight',
  'inmate_id',
  'prison_name',
  'mailing_address',
  'bio',
  'interests',
  'incarceration_start_date',
  'earliest_release_date',
  'latest_release_date',
  'crime',
  'seeking_relationships',
  'languages',
  'show_birthday',
  'social_media',
  'commissary_sites',
  'electronic_contact',
  'photos',
];
