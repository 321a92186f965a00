import { queryKeys } from '../../../api/queryKeys';

/**
 * The public blog's group of queries (its pages, posts and related posts).
 * TODO(merge): `queryKeys.blog.all` once the public blog's keys are in queryKeys.ts.
 */
const PUBLIC_BLOG = ['blog'] as const;

/**
 * What a saved, published or deleted post changes: the admin's table, the public blog's pages
 * (a visitor in this tab must not see the old list) and the audit log that records the change.
 */
export const AFTER_BLOG_CHANGE = [queryKeys.blogAdmin.lists, PUBLIC_BLOG, queryKeys.admin.auditLogs] as const;
