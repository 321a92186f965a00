/** The texts of Forum Moderation and Reported Content, kept together so components and tests agree. */
export const FORUM_ADMIN_MESSAGES = {
  threadsLoadFailed: 'Failed to load forum threads',
  threadUpdateFailed: 'Failed to update thread',
  threadDeleted: 'Thread and all replies deleted',
  threadDeleteFailed: 'Failed to delete thread',
  replyDeleted: 'Reply deleted successfully',
  replyDeleteFailed: 'Failed to delete reply',
  reportsLoadFailed: 'Failed to load reports',
  reportUpdateFailed: 'Failed to update report',
  reportDeleted: 'Report deleted',
  reportDeleteFailed: 'Failed to delete report',
  queueLoadFailed: 'Failed to load the posts waiting for review',
  postApproved: 'Post approved',
  postApproveFailed: 'Failed to approve post',
  queueEmpty: 'Nothing waiting for review.',
  revisionsEmpty: 'No earlier versions.',
  revisionsLoadFailed: 'The earlier versions could not be loaded',
} as const;

/** Rows per admin table page. */
export { ADMIN_PAGE_SIZE } from '@shared/rules';

/** The moderation table reads one list of this many threads (pinned first, then latest activity). */
export { FORUM_ADMIN_FETCH_LIMIT } from '@shared/rules';
