/** What the forum answers, word for word: the site shows these `detail`s and `message`s as they are. */
export const FORUM_MESSAGES = {
  fillInAllFields: 'Please fill in all fields',
  enterAReply: 'Please enter a reply',
  provideAReason: 'Please provide a reason for reporting',
  threadLocked: 'This thread is locked. No new replies can be posted.',
  threadNotFound: 'Thread not found',
  replyNotFound: 'Reply not found',
  reportNotFound: 'Report not found',
  notYourThread: 'You can only delete your own threads',
  notYourReply: 'You can only delete your own replies',
  reportSubmitted: 'Report submitted successfully. Admins will review it.',
  threadDeleted: 'Thread deleted successfully',
  threadAndRepliesDeleted: 'Thread and all replies deleted',
  replyDeleted: 'Reply deleted successfully',
  reportDeleted: 'Report deleted',
} as const;
