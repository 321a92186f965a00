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
} as const;
