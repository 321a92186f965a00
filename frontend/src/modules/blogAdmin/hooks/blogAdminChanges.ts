import { queryKeys } from '../../../api/queryKeys';

/**
 * What a saved, published or deleted post changes: the admin's table, the public blog's pages
 * (a visitor in this tab must not see the old list) and the audit log that records the change.
 */
export const AFTER_BLOG_CHANGE = [queryKeys.blogAdmin.lists, queryKeys.blog.all, queryKeys.admin.auditLogs] as const;
