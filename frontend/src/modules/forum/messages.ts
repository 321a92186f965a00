import { FORUM_SEARCH_MAX_CHARS, FORUM_SEARCH_MIN_CHARS } from '@shared/rules';

/** The texts of the forum's pages, kept together so components and tests agree. */
export const FORUM_MESSAGES = {
  // Loading
  threadsLoadFailed: 'Failed to load forum threads',
  categoriesLoadFailed: 'Failed to load forum categories',
  threadLoadFailed: 'Failed to load thread',
  repliesLoadFailed: 'Failed to load replies',

  // Empty states
  noThreads: 'No threads yet. Be the first to start a discussion!',
  noThreadsInCategory: 'No threads in this category yet. Start the conversation!',
  noReplies: 'No replies yet.',

  // Signing in
  loginToCreateThread: 'Please login to create a thread',
  loginToReply: 'Please login to reply',
  loginToReport: 'Please login to report',
  loginToFollow: 'Please login to follow this thread',

  // Validation
  fillInAllFields: 'Please fill in all fields',
  enterReply: 'Please enter a reply',
  enterReportReason: 'Please provide a reason for reporting',
  contentTooLong: 'This message is too long. Please shorten it.',

  // Locked thread
  threadLocked: 'This thread is locked. No new replies can be posted.',

  // Successes
  threadCreated: 'Thread created successfully!',
  replyPosted: 'Reply posted successfully!',
  threadDeleted: 'Thread deleted successfully',
  threadDeletedByAdmin: 'Thread and all replies deleted',
  replyDeleted: 'Reply deleted successfully',
  reportSubmitted: 'Report submitted successfully. Admins will review it.',

  // Failures of user actions (the server's detail is shown instead when it gives one)
  createThreadFailed: 'Failed to create thread',
  postReplyFailed: 'Failed to post reply',
  deleteThreadFailed: 'Failed to delete thread',
  deleteReplyFailed: 'Failed to delete reply',
  reportFailed: 'Failed to submit report',

  // Following a thread
  followed: 'You are following this thread. You will hear about new replies.',
  unfollowed: 'You stopped following this thread.',
  followFailed: 'Failed to change following',

  // Unread replies
  newRepliesSinceLastVisit: 'New replies since your last visit',

  // Editing (the server's detail is shown when it refuses)
  editSaved: 'Your changes are saved.',
  editFailed: 'Failed to save your changes',

  // Post states
  replyDeletedPlaceholder: 'This reply was deleted',
  threadDeletedPlaceholder: 'This thread was deleted by its author.',
  hiddenPlaceholder: 'This post is hidden while a moderator reviews it.',
  /** The heading of a hidden thread, whose title only admins and its author receive. */
  hiddenThreadTitle: 'Hidden thread',
  awaitingApprovalNotice: "Waiting for a moderator's approval — only you can see this for now.",
  awaitingApprovalAdminNotice: "Waiting for a moderator's approval. Only its author and admins can see it.",
  /** The server's text for a post that waits for approval (its answer carries only the state). */
  awaitingApproval:
    "Thanks! Your post will appear once a moderator approves it. New members' first posts are checked to keep the forum safe.",

  // Search
  searchLength: `Please enter ${FORUM_SEARCH_MIN_CHARS} to ${FORUM_SEARCH_MAX_CHARS} characters to search`,
  searchFailed: 'Failed to search the forum',
  noSearchResults: (q: string) => `No posts match “${q}”. Try other words.`,

  // Unsubscribing from a thread's e-mails (the server's words are shown)
  unsubscribeFailed: 'Failed to unsubscribe',
  badUnsubscribeLink: 'This unsubscribe link is not valid. You can unfollow the thread from its page.',
} as const;
