import { useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { useBusyIds } from '../../dashboard/hooks/useBusyIds';
import {
  deleteReplyAsAdmin,
  deleteReport,
  deleteThreadAsAdmin,
  fetchReports,
  setReportStatus,
} from '../api/forumAdminApi';
import { FORUM_ADMIN_MESSAGES } from '../messages';
import type { AdminForumReport, ForumReportStatus } from '../types/forumAdmin';
import { AFTER_REPORT_DECISION, MODERATION_SIDE_EFFECTS } from './forumAdminChanges';

/** After a report is deleted, the list is read again: the server keeps it as dismissed or drops it. */
const AFTER_REPORT_DELETE = [queryKeys.forumAdmin.reports, ...AFTER_REPORT_DECISION];
/** After a post is deleted, both forum tables are read again (its reports and its thread may be gone). */
const AFTER_POST_DELETE = [queryKeys.forumAdmin.all, ...MODERATION_SIDE_EFFECTS];

export type ClosedStatus = Exclude<ForumReportStatus, 'pending'>;

/**
 * Reported Content: the reports (loaded when the screen opens), marking one reviewed or
 * dismissed (its row takes the server's answer), deleting one (which dismisses it), and
 * deleting the reported thread or reply. Failures are told in a toast.
 */
export function useReportedContent() {
  const queryClient = useQueryClient();
  const { data, isFetching, isPending, isError, refetch } = useQuery({
    queryKey: queryKeys.forumAdmin.reports,
    queryFn: ({ signal }) => fetchReports({ signal }),
    meta: { errorToast: FORUM_ADMIN_MESSAGES.reportsLoadFailed },
  });
  const { run, isBusy } = useBusyIds();

  const setStatus = (id: string, status: ClosedStatus): Promise<void> =>
    run(`status:${id}:${status}`, async () => {
      try {
        const updated = await setReportStatus(id, status);
        queryClient.setQueryData<AdminForumReport[]>(
          queryKeys.forumAdmin.reports,
          (reports) => reports?.map((report) => (report.id === id ? { ...report, ...updated } : report)),
        );
        refreshAfterChange(queryClient, AFTER_REPORT_DECISION);
      } catch {
        toast.error(FORUM_ADMIN_MESSAGES.reportUpdateFailed);
      }
    });

  const remove = (id: string): Promise<void> =>
    run(`delete:${id}`, async () => {
      try {
        await deleteReport(id);
        toast.success(FORUM_ADMIN_MESSAGES.reportDeleted);
        refreshAfterChange(queryClient, AFTER_REPORT_DELETE);
      } catch {
        toast.error(FORUM_ADMIN_MESSAGES.reportDeleteFailed);
      }
    });

  /** Deletes the reported thread (with its replies) or reply. */
  const deletePost = (report: AdminForumReport): Promise<void> =>
    run(`delete-post:${report.id}`, async () => {
      const isReply = report.content_type === 'reply';
      try {
        await (isReply ? deleteReplyAsAdmin(report.content_id) : deleteThreadAsAdmin(report.content_id));
        toast.success(isReply ? FORUM_ADMIN_MESSAGES.replyDeleted : FORUM_ADMIN_MESSAGES.threadDeleted);
        refreshAfterChange(queryClient, AFTER_POST_DELETE);
      } catch {
        toast.error(isReply ? FORUM_ADMIN_MESSAGES.replyDeleteFailed : FORUM_ADMIN_MESSAGES.threadDeleteFailed);
      }
    });

  return {
    reports: data ?? [],
    /** A load is under way (the first, or again); the rows on screen stay. */
    isLoading: isFetching,
    isFirstLoad: isPending,
    /** The load failed and there is nothing to show. */
    hasFailed: isError && !data,
    reload: refetch,
    setStatus,
    remove,
    deletePost,
    isSettingStatus: (id: string, status: ClosedStatus) => isBusy(`status:${id}:${status}`),
    isDeleting: (id: string) => isBusy(`delete:${id}`),
    isDeletingPost: (id: string) => isBusy(`delete-post:${id}`),
  };
}
