import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { FormPhoto } from '../../profileForm/values';
import { buildSubmission } from '../../profileForm/utils/payload';
import type { SubmitFormValues } from '../types/submission';
import { getSubmitErrorMessage } from './submitErrors';
import { countWords, splitInterests, splitLines } from '../../profileForm/utils/text';
import { validateSubmission } from './validateSubmission';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function httpError(status: number, data: unknown): AxiosError {
  const response = { status, statusText: String(status), data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

function values(overrides: Partial<SubmitFormValues> = {}): SubmitFormValues {
  return {
    name: ' Jane Doe ',
    gender: 'Female',
    birthdate: '1990-05-14',
    height: '',
    weight: ' 150 lbs ',
    inmate_id: 'W12345',
    prison_name: 'CCWF',
    mailing_address: { street: 'PO Box 1508', street_2: '  ', city: 'Chowchilla', state: 'CA', zip: '93610' },
    bio: 'x'.repeat(50),
    interests: 'reading,, chess ',
    seeking_relationships: ['Friendship'],
    languages: ['English', 'Spanish'],
    show_birthday: true,
    incarceration_start_date: '2015-03-01',
    earliest_release_date: '2027-01-15',
    latest_release_date: '2030-06-30',
    crime: '',
    electronic_contact: {
      jpay: false,
      corrlinks: true,
      securus: false,
      gettingout: false,
      chirp: false,
      chirp_number: '555-0100',
      other_app: ' Pigeonly ',
    },
    social_media: { instagram: '', facebook: ' https://facebook.com/jane ', tiktok: '' },
    commissary_sites: '\nhttps://a.example\r\n\n https://b.example \n',
    restricted_state_acknowledged: true,
    ...overrides,
  };
}

const photo: FormPhoto = {
  id: 'p1',
  name: 'a.png',
  value: 'data:image/png;base64,AAAA',
  preview: 'data:image/png;base64,AAAA',
  isNew: true,
};

describe('text helpers', () => {
  it('counts words separated by any white space', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  one\ttwo\n\nthree  ')).toBe(3);
  });

  it('splits interests on commas, trimmed, without empty ones', () => {
    expect(splitInterests(' reading , ,chess,  ')).toEqual(['reading', 'chess']);
    expect(splitInterests(' , ')).toEqual([]);
  });

  it('splits lines, dropping blank ones', () => {
    expect(splitLines('a\r\n\n  b  \n')).toEqual(['a', 'b']);
  });
});

describe('validateSubmission', () => {
  it('passes a complete form', () => {
    expect(validateSubmission(values(), { photos: [photo], isLoggedIn: true, isRestrictedState: false })).toEqual([]);
  });

  it('puts the login check between the bio and the interests', () => {
    const problems = validateSubmission(values({ bio: 'short', interests: ' , ' }), {
      photos: [photo],
      isLoggedIn: false,
      isRestrictedState: false,
    });
    expect(problems.map((problem) => problem.message)).toEqual([
      'Bio must be at least 50 characters',
      'You must be logged in to submit a profile. Redirecting to login...',
      'Please add at least one interest (comma-separated)',
    ]);
  });

  it('needs every part of the address but line 2', () => {
    const problems = validateSubmission(
      values({ mailing_address: { street: 'x', street_2: '', city: 'y', state: undefined, zip: '1' } }),
      { photos: [photo], isLoggedIn: true, isRestrictedState: false },
    );
    expect(problems).toEqual([
      { message: 'Complete mailing address is required (street, city, state, zip)', field: 'mailing_address' },
    ]);
  });

  it('counts the bio length without surrounding spaces', () => {
    const problems = validateSubmission(values({ bio: `  ${'x'.repeat(49)}   ` }), {
      photos: [photo],
      isLoggedIn: true,
      isRestrictedState: false,
    });
    expect(problems.map((problem) => problem.message)).toEqual(['Bio must be at least 50 characters']);
  });

  it('asks for the acknowledgement only in a restricted state', () => {
    const form = values({ restricted_state_acknowledged: false });
    expect(validateSubmission(form, { photos: [photo], isLoggedIn: true, isRestrictedState: false })).toEqual([]);
    expect(
      validateSubmission(form, { photos: [photo], isLoggedIn: true, isRestrictedState: true }).map(
        (problem) => problem.field,
      ),
    ).toEqual(['restricted_state_acknowledged']);
  });
});

describe('buildSubmission', () => {
  it('trims texts, nulls empty optional ones, splits lists and drops the number of an unchecked Chirp', () => {
    const body = buildSubmission(values(), [photo], false);
    expect(body).toMatchObject({
      name: 'Jane Doe',
      photos: ['data:image/png;base64,AAAA'],
      mailing_address: { street: 'PO Box 1508', street_2: null, city: 'Chowchilla', state: 'CA', zip: '93610' },
      interests: ['reading', 'chess'],
      height: null,
      weight: '150 lbs',
      crime: null,
      sexual_orientation: null,
      social_media: { instagram: null, facebook: 'https://facebook.com/jane', tiktok: null },
      commissary_sites: ['https://a.example', 'https://b.example'],
      electronic_contact: {
        jpay: false,
        corrlinks: true,
        securus: false,
        gettingout: false,
        chirp: false,
        chirp_number: null,
        other_app: 'Pigeonly',
      },
      // Only sent as true for a restricted state.
      restricted_state_acknowledged: false,
      languages: ['English', 'Spanish'],
      show_birthday: true,
    });
  });

  it('sends no languages and the birthday hidden when the form leaves them alone', () => {
    const body = buildSubmission(values({ languages: [], show_birthday: false }), [photo], false);
    expect(body).toMatchObject({ languages: [], show_birthday: false });
  });

  it('keeps the chirp number with Chirp, and the acknowledgement in a restricted state', () => {
    const form = values();
    form.electronic_contact.chirp = true;
    const body = buildSubmission(form, [photo], true);
    expect(body.electronic_contact.chirp_number).toBe('555-0100');
    expect(body.restricted_state_acknowledged).toBe(true);
  });
});

describe('getSubmitErrorMessage', () => {
  it.each([
    [401, { detail: 'Not authenticated' }, 'Session expired. Please login again.'],
    [400, { detail: 'Photo 2 is not a valid image' }, 'Photo 2 is not a valid image'],
    [400, {}, 'Invalid data submitted. Please check all fields.'],
    [422, { detail: ['Name is required', 'ZIP code must be 5 digits'] }, 'Validation errors: Name is required; ZIP code must be 5 digits'],
    [422, { detail: 'Unknown field' }, 'Unknown field'],
    [422, {}, 'Please check your form data.'],
    [500, { detail: 'Internal server error' }, 'Server error. Please try again in a moment or contact support.'],
    [413, { detail: 'Request body too large' }, 'Error: Request body too large'],
    [409, {}, 'Failed to submit profile. Please try again.'],
  ])('answers %i %j with "%s"', (status, body, message) => {
    expect(getSubmitErrorMessage(httpError(status, body))).toBe(message);
  });

  it('says "Network error" when no answer arrived', () => {
    expect(getSubmitErrorMessage(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config))).toBe(
      'Network error. Please check your internet connection and try again.',
    );
  });

  it('says "Unexpected error" for anything else', () => {
    expect(getSubmitErrorMessage(new TypeError('x is undefined'))).toBe('Unexpected error: x is undefined');
  });
});
