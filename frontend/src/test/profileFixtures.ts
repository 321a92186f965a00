import type { ProfileCardData } from '../modules/profiles/types/profile';
import { apiError, type FakeHandler, type FakeReply } from './fakeApi';

/** A profile card as `GET /profiles` lists it. */
export function makeCard(overrides: Record<string, unknown> = {}): ProfileCardData {
  const card: ProfileCardData = {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Jordan Avery',
    age: 34,
    gender: 'Male',
    state: 'TX',
    bio_preview: 'I like chess, long letters and learning something new every day…',
    thumbnail_url: '/api/media/a-card.webp',
    photos: ['/api/media/a-full.webp', '/api/media/b-full.webp'],
    photo_thumbnails: ['/api/media/a-card.webp', '/api/media/b-card.webp'],
    photo_base64: '/api/media/a-full.webp',
    video_url: null,
    is_premium: false,
    is_popular: false,
    date_added: '2026-01-01T00:00:00.000Z',
    verified_at: null,
    languages: [],
    birthday: null,
  };
  return { ...card, ...overrides };
}

/** A full profile as `GET /profiles/{id}` answers it. */
export function makeDetail(overrides: Record<string, unknown> = {}) {
  return {
    ...makeCard(),
    sexual_orientation: 'Straight',
    race_ethnicity: 'White',
    religion: 'Christian',
    height: `5'11"`,
    weight: '180 lbs',
    inmate_id: 'TX-12345',
    prison_name: 'Huntsville Unit',
    mailing_address: {
      street: '815 12th Street',
      street_2: null,
      city: 'Huntsville',
      state: 'TX',
      zip: '77348',
    },
    bio: 'I like chess, long letters and learning something new every day. I work in the library and I am studying for a certificate in business.',
    interests: ['Chess', 'Reading'],
    incarceration_start_date: '2019-03-05',
    earliest_release_date: null,
    latest_release_date: '2031-07-01',
    crime: null,
    crime_verified: true,
    is_receiving_mail: true,
    seeking_relationships: ['Friendship', 'Pen Pal'],
    social_media: {},
    commissary_sites: [],
    electronic_contact: {
      jpay: true,
      corrlinks: false,
      securus: false,
      gettingout: false,
      chirp: false,
      chirp_number: null,
      other_app: null,
    },
    video_filename: null,
    status: 'Active',
    view_count: 12,
    state_info: {
      name: 'Texas',
      code: 'TX',
      slug: 'texas',
      doc_name: 'Texas Department of Criminal Justice',
      doc_locator_url: 'https://inmate.tdcj.texas.gov/InmateSearch/start.action',
      notes: [],
    },
    notices: [],
    ...overrides,
  };
}

export function listReply(profiles: unknown[], total = profiles.length, totalPages = 1): FakeReply {
  return { status: 200, body: { profiles, total, page: 1, totalPages } };
}

/**
 * Answers for every directory call a public page makes, with nothing in the directory:
 * for tests of pages that are not about profiles but render the home page or a state page.
 */
export function emptyDirectoryHandlers(): Record<string, FakeHandler> {
  return {
    'GET /profiles': () => listReply([], 0, 0),
    'GET /profiles/newest': () => ({ status: 200, body: [] }),
    'GET /profiles/stats': () => ({ status: 200, body: { total: 0, male: 0, female: 0 } }),
    'GET /profiles/*': () => apiError(404, "The profile you're looking for doesn't exist or has been removed."),
    'GET /states/*': () => apiError(404, 'Unknown state'),
    // The dashboard's saved searches: none unless a test says otherwise.
    'GET /user/saved-searches': () => ({ status: 200, body: { saved_searches: [] } }),
  };
}

/** A promise the test settles itself (to look at a page while a call is still on its way). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
