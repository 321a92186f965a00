import { SAVED_SEARCH_NAME_MAX } from '@shared/rules';
import { DEFAULT_FILTERS } from '../../browse/utils/browseQuery';
import { defaultSearchName, describeFilters, describeQueryString, toSavedFilters } from './searchWords';

describe('saved searches in words', () => {
  it('says who, where and the rest of the filters', () => {
    expect(describeFilters(DEFAULT_FILTERS)).toBe('Everyone');
    expect(describeFilters({ ...DEFAULT_FILTERS, genders: ['Female'], state: 'TX' })).toBe('Women in Texas');
    expect(describeFilters({ ...DEFAULT_FILTERS, genders: ['Male', 'Female'], minAge: 25, maxAge: 40, seeking: 'Friendship', q: 'chess' })).toBe(
      'Men and women, aged 25 to 40, seeking Friendship, matching “chess”',
    );
  });

  it('reads a saved search’s browse address, in the API names', () => {
    expect(describeQueryString('gender=Male&min_age=30&premium_only=true&state=CA&verified_within_days=90')).toBe(
      'Men in California, aged 30+, recently verified, premium',
    );
    expect(describeQueryString('')).toBe('Everyone');
  });

  it('names a search at most as long as a name may be', () => {
    const name = defaultSearchName({ ...DEFAULT_FILTERS, genders: ['Male', 'Female', 'Other'], state: 'NH', q: 'long letters about ordinary life' });
    expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
  });

  it('sends what browse sends to the API, without the order and the page', () => {
    expect(toSavedFilters({ ...DEFAULT_FILTERS, genders: ['Male', 'Female'], state: 'TX', maxAge: 50, verifiedOnly: true, sort: 'oldest' })).toEqual({
      gender: ['Male', 'Female'],
      state: 'TX',
      max_age: '50',
      verified_within_days: '90',
    });
    expect(toSavedFilters(DEFAULT_FILTERS)).toEqual({});
  });
});
