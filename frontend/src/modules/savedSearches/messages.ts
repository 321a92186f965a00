/** The saved searches' words on the site (the server's own messages are shown as sent). */
export const SAVED_SEARCH_MESSAGES = {
  loadFailed: 'Failed to load your saved searches',
  saveFailed: 'Failed to save the search',
  saved: 'Search saved. We e-mail you once a day when new profiles match.',
  renamed: 'Search renamed',
  renameFailed: 'Failed to rename the search',
  paused: 'Alerts paused for this search',
  resumed: 'Alerts on: new profiles from now on are e-mailed to you',
  pauseFailed: 'Failed to change the alerts',
  deleted: 'Saved search deleted',
  deleteFailed: 'Failed to delete the search',
  unsubscribeFailed: 'Failed to pause the alerts',
  badUnsubscribeLink: 'This unsubscribe link is not valid. You can pause alerts from your dashboard.',
} as const;
