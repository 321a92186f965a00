import { apiClient } from '../../api/client';
import type { BirthdayListResponseDto, BirthdayProfileDto, Gender } from '../../api/schema';
import { genderValues } from '../../api/schema';
import { US_STATES } from '../../data/states';

export type BirthdayProfile = BirthdayProfileDto;
export type BirthdayList = BirthdayListResponseDto;

/** The page's filters as its address holds them (`/birthdays?state=TX&gender=Female&page=2`); '' means any. */
export type BirthdayFilters = { state: string; gender: Gender | ''; page: number };

const STATE_CODES = US_STATES.map((state) => state.code);

/** Reads the filters leniently: unknown values mean "any", a bad page is the first. */
export function parseBirthdayFilters(search: URLSearchParams): BirthdayFilters {
  const state = (search.get('state') ?? '').trim().toUpperCase();
  const gender = (search.get('gender') ?? '').trim().toLowerCase();
  const page = Number(search.get('page'));
  return {
    state: STATE_CODES.includes(state) ? state : '',
    gender: genderValues.find((value) => value.toLowerCase() === gender) ?? '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a page of results: only what is set. */
export function birthdaysHref({ state, gender, page }: BirthdayFilters): string {
  const search = new URLSearchParams();
  if (state) search.set('state', state);
  if (gender) search.set('gender', gender);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `/birthdays?${query}` : '/birthdays';
}

/** `GET /profiles/birthdays` (the API's page size). */
export async function fetchBirthdays(filters: BirthdayFilters, { signal }: { signal?: AbortSignal } = {}): Promise<BirthdayList> {
  const params = new URLSearchParams();
  if (filters.state) params.set('state', filters.state);
  if (filters.gender) params.set('gender', filters.gender);
  params.set('page', String(filters.page));
  const { data } = await apiClient.get<BirthdayList>('/profiles/birthdays', { params, signal });
  return data;
}

/** "today", "tomorrow", "in 5 days". */
export function daysAwayText(days: number): string {
  return days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
}
