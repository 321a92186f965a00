import { FORUM_EDIT_WINDOW_MINUTES, FORUM_NEW_ACCOUNT_MAX_LINKS, FORUM_SEARCH_MAX_CHARS, FORUM_SEARCH_MIN_CHARS } from '../../shared/rules';

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
  notYourThreadToEdit: 'You can only edit your own threads',
  notYourReplyToEdit: 'You can only edit your own replies',
  editWindowOver: `Posts can only be edited in the first ${FORUM_EDIT_WINDOW_MINUTES} minutes after posting.`,
  deletedPostsCannotChange: 'This post was deleted and can no longer be edited.',
  tooManyLinks: `New members can include at most ${FORUM_NEW_ACCOUNT_MAX_LINKS} links in a post. Please remove some links and try again.`,
  tooManyThreads: 'You have started the most threads allowed in one hour. Please try again later.',
  tooManyReplies: 'You have posted the most replies allowed in one hour. Please try again later.',
  awaitingApproval: 'Thanks! Your post will appear once a moderator approves it. New members\' first posts are checked to keep the forum safe.',
  postApproved: 'Post approved',
  searchLength: `Please enter ${FORUM_SEARCH_MIN_CHARS} to ${FORUM_SEARCH_MAX_CHARS} characters to search`,
  badUnsubscribeLink: 'This unsubscribe link is not valid. You can unfollow the thread from its page.',
  unsubscribed: 'You will no longer get e-mails about this thread.',
} as const;

/** What a member is told in-app (and by e-mail) when an admin approves their post. */
export const FORUM_APPROVAL_NOTICE = {
  title: 'Your forum post is now visible',
  thread: (title: string) => `A moderator approved your thread "${title}". Everyone can read it now.`,
  reply: (title: string) => `A moderator approved your reply in "${title}". Everyone can read it now.`,
} as const;
