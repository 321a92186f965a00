import { queryKeys } from '../../../api/queryKeys';

/**
 * What every moderation action changes besides the forum tables: the dashboard's count of
 * open reports and the audit log that records the action.
 */
export const MODERATION_SIDE_EFFECTS = [queryKeys.admin.summary, queryKeys.admin.auditLogs] as const;

/**
 * What deciding a report changes: the reports list, and the review queue (when no pending
 * report remains on a post hidden by reports, the post is shown again and leaves the queue).
 */
export const AFTER_REPORT_DECISION = [queryKeys.forumAdmin.queue, ...MODERATION_SIDE_EFFECTS] as const;
