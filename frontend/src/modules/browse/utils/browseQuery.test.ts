import { VERIFIED_FILTER_DAYS } from '@shared/rules';
import type { BrowseFilters, BrowseQuery } from '../types/browse';
import { countActiveFilters, DEFAULT_FILTERS, parseBrowseSearch, toApiParams, toBrowseSearch } from './browseQuery';

const EVERY_FILTER: BrowseFilters = {
  q: 'chess',
  genders: ['Male', 'Other'],
  state: 'TX',
  sexualOrientation: 'Bisexual',
  raceEthnicity: 'Hispanic/Latino American',
  religion: 'Non-denominational',
  seeking: 'Pen Pal',
  language: 'Spanish',
  minAge: 25,
  maxAge: 60,
  premiumOnly: true,
  popularOnly: true,
  verifiedOnly: true,
  sort: 'age-desc',
};

function parse(search: string): BrowseQuery {
  return parseBrowseSearch(new URLSearchParams(search));
}

describe('browse query string', () => {
  it('writes every filter and the page, and reads them all back', () => {
    const query: BrowseQuery = { filters: EVERY_FILTER, page: 3 };
    const search = toBrowseSearch(query);
    expect(search.toString()).toBe(
      'q=chess&gender=Male&gender=Other&state=TX&sexual_orientation=Bisexual' +
        '&race_ethnicity=Hispanic%2FLatino+American&religion=Non-denominational&seeking=Pen+Pal' +
        '&language=Spanish&minAge=25&maxAge=60&premium=true&popular=true&verified=true&sort=age-desc&page=3',
    );
    expect(parseBrowseSearch(search)).toEqual(query);
  });

  it.each<[string, Partial<BrowseFilters>]>([
    ['q', { q: 'letters from home' }],
    ['genders', { genders: ['Female'] }],
    ['all genders', { genders: ['Male', 'Female', 'Other'] }],
    ['state', { state: 'NY' }],
    ['sexual orientation', { sexualOrientation: 'Gay' }],
    ['race/ethnicity', { raceEthnicity: 'Black/African American' }],
    ['religion', { religion: 'Buddhist' }],
    ['seeking', { seeking: 'Legal Help' }],
    ['language', { language: 'Haitian Creole' }],
    ['min age', { minAge: 30 }],
    ['max age', { maxAge: 45 }],
    ['premium only', { premiumOnly: true }],
    ['popular only', { popularOnly: true }],
    ['verified only', { verifiedOnly: true }],
    ['sort', { sort: 'oldest' }],
  ])('round-trips %s on its own', (_, patch) => {
    const query: BrowseQuery = { filters: { ...DEFAULT_FILTERS, ...patch }, page: 1 };
    const search = toBrowseSearch(query);
    expect(search.toString()).not.toBe('');
    expect(parseBrowseSearch(new URLSearchParams(search.toString()))).toEqual(query);
  });

  it('writes nothing for the defaults, and an empty query string gives the defaults', () => {
    expect(toBrowseSearch({ filters: DEFAULT_FILTERS, page: 1 }).toString()).toBe('');
    expect(parse('')).toEqual({ filters: DEFAULT_FILTERS, page: 1 });
  });

  it('reads gender repeated or comma-separated, in any case, without duplicates', () => {
    expect(parse('gender=Female&gender=Male').filters.genders).toEqual(['Male', 'Female']);
    expect(parse('gender=male,FEMALE,male').filters.genders).toEqual(['Male', 'Female']);
    expect(parse('gender=all').filters.genders).toEqual([]);
    expect(parse('gender=Robot').filters.genders).toEqual([]);
  });

  it("reads the spec's minAge/maxAge and the API's min_age/max_age, clamped to 18–80", () => {
    expect(parse('minAge=25&maxAge=40').filters).toMatchObject({ minAge: 25, maxAge: 40 });
    expect(parse('min_age=30&max_age=50').filters).toMatchObject({ minAge: 30, maxAge: 50 });
    expect(parse('minAge=5&maxAge=200').filters).toMatchObject({ minAge: 18, maxAge: 80 });
    expect(parse('minAge=60&maxAge=20').filters).toMatchObject({ minAge: 20, maxAge: 60 });
    expect(parse('minAge=abc&maxAge=2.5').filters).toMatchObject({ minAge: 18, maxAge: 80 });
  });

  it('reads premium and popular under either name', () => {
    expect(parse('premium=true&popular=1').filters).toMatchObject({ premiumOnly: true, popularOnly: true });
    expect(parse('premium_only=true&popular_only=true').filters).toMatchObject({
      premiumOnly: true,
      popularOnly: true,
    });
    expect(parse('premium=false&popular=no').filters).toMatchObject({ premiumOnly: false, popularOnly: false });
  });

  it('ignores unknown values and matches known ones without regard to case', () => {
    const { filters, page } = parse(
      'state=tx&sexual_orientation=straight&race_ethnicity=Martian&religion=all&seeking=pen%20pal&language=spanish&sort=random&page=-2',
    );
    expect(filters).toMatchObject({
      state: 'TX',
      sexualOrientation: 'Straight',
      raceEthnicity: '',
      religion: '',
      seeking: 'Pen Pal',
      language: 'Spanish',
      sort: 'newest',
    });
    expect(page).toBe(1);
    expect(parse('state=ZZ').filters.state).toBe('');
    expect(parse('page=abc').page).toBe(1);
  });

  it('trims keywords and caps them at 100 characters', () => {
    expect(parse('q=%20%20chess%20%20').filters.q).toBe('chess');
    expect(parse(`q=${'a'.repeat(150)}`).filters.q).toHaveLength(100);
  });
});

describe('toApiParams', () => {
  it("sends the API's names: gender repeated, min_age, max_age, premium_only, popular_only, verified_within_days", () => {
    const params = toApiParams({ filters: EVERY_FILTER, page: 2 });
    expect(params.getAll('gender')).toEqual(['Male', 'Other']);
    expect(Object.fromEntries([...params].filter(([key]) => key !== 'gender'))).toEqual({
      q: 'chess',
      state: 'TX',
      sexual_orientation: 'Bisexual',
      race_ethnicity: 'Hispanic/Latino American',
      religion: 'Non-denominational',
      seeking: 'Pen Pal',
      language: 'Spanish',
      min_age: '25',
      max_age: '60',
      premium_only: 'true',
      popular_only: 'true',
      verified_within_days: String(VERIFIED_FILTER_DAYS),
      sort: 'age-desc',
      page: '2',
      limit: '24',
    });
  });

  it("sends no filter for 'any' (never 'all'), and no age limits at the slider's ends", () => {
    const params = toApiParams({ filters: DEFAULT_FILTERS, page: 1 });
    expect(params.toString()).toBe('sort=newest&page=1&limit=24');
    expect(params.toString()).not.toContain('all');
  });
});

describe('countActiveFilters', () => {
  it('counts the filters that narrow the list (not keywords or sort)', () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, q: 'x', sort: 'oldest' })).toBe(0);
    expect(countActiveFilters(EVERY_FILTER)).toBe(11);
  });
});
