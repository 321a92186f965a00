import { FORUM_CATEGORY_LABELS, isForumCategory } from '../../forum/constants';
import type { AdminForumQueueItem, ForumReportStatus } from '../types/forumAdmin';

/** The category's heading (the forum's own label map); an unknown slug shows as it is. */
export function categoryLabel(slug: string): string {
  return isForumCategory(slug) ? FORUM_CATEGORY_LABELS[slug] : slug;
}

type Tag = { label: string; color: string };

const STATUS_TAGS: Record<ForumReportStatus, Tag> = {
  pending: { label: 'Pending', color: 'orange' },
  reviewed: { label: 'Reviewed', color: 'green' },
  dismissed: { label: 'Dismissed', color: 'default' },
};

/** A report's status as a tag; an unknown status shows as it is. */
export function reportStatusTag(status: string): Tag {
  return STATUS_TAGS[status as ForumReportStatus] ?? { label: status, color: 'default' };
}

export function contentTypeLabel(type: string): string {
  return type === 'reply' ? 'Reply' : 'Thread';
}

/** Why a post waits in the queue: "New member's first post", or "Hidden after 3 reports". */
export function heldReason(item: Pick<AdminForumQueueItem, 'held' | 'pending_reports'>): string {
  if (item.held === 'approval') return "New member's first post";
  const count = item.pending_reports;
  return `Hidden after ${count} ${count === 1 ? 'report' : 'reports'}`;
}
