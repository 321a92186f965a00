import { queryKeys } from '../../../api/queryKeys';

/**
 * What every moderation action changes besides the forum tables: the dashboard's count of
 * open reports and the audit log that records the action.
 */
export const MODERATION_SIDE_EFFECTS = [queryKeys.admin.summary, queryKeys.admin.auditLogs] as const;
