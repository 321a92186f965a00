import { useState } from 'react';
import { apiErrorMessage } from '../../../api/errors';
import { toast } from '../../../components/feedback/toast';
import { reportForumContent } from '../api/forumApi';
import { FORUM_MESSAGES } from '../messages';
import type { ForumContentType } from '../types/forum';

/** A post being reported. */
export type ReportTarget = { content_type: ForumContentType; content_id: string };

/** Sends a report with its reason; admins review it on Reported Content. */
export function useReportContent() {
  const [isSending, setIsSending] = useState(false);

  /** Resolves true when the report was received (the dialog then closes). */
  const report = async (target: ReportTarget, reason: string): Promise<boolean> => {
    setIsSending(true);
    try {
      await reportForumContent({ ...target, reason: reason.trim() });
      toast.success(FORUM_MESSAGES.reportSubmitted);
      return true;
    } catch (error) {
      toast.error(apiErrorMessage(error, FORUM_MESSAGES.reportFailed));
      return false;
    } finally {
      setIsSending(false);
    }
  };

  return { report, isSending };
}
