import type { ForumReportStatus } from '../types/forumAdmin';

/**
 * The category headings, by slug (the fixed list of five the server also has). An unknown
 * slug shows as it is.
 */
const CATEGORY_LABELS: Record<string, string> = {
  general: 'General Discussion',
  safety: 'Safety & Security',
  success: 'Success Stories',
  questions: 'Questions & Answers',
  reentry: 'Reentry & Support',
};

export function categoryLabel(slug: string): string {
  return CATEGORY_LABELS[slug] ?? slug;
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
