import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX } from '../../shared/rules';

/** What the saved-search calls answer, in words a writer reads (the site shows them as sent). */
export const SAVED_SEARCH_MESSAGES = {
  notFound: 'That saved search does not exist.',
  tooMany: `You can save at most ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`,
  nameRequired: 'Give the search a name',
  nameTooLong: `The name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  filtersRequired: 'filters must be an object of browse filters',
  deleted: 'The saved search was deleted.',
  unsubscribed: 'E-mail alerts are paused for all your saved searches. You can turn them back on from your dashboard.',
  badUnsubscribeLink: 'This unsubscribe link is not valid. You can pause alerts from your dashboard.',
} as const;
