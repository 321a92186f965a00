import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, errorStatus } from '../../../api/errors';
import { queryKeys } from '../../../api/queryKeys';
import { fetchReturnedMailStatus, reportReturnedMail } from '../api/returnedMailApi';

export const RETURNED_MAIL_MESSAGES = {
  failed: 'Could not send your report. Please try again.',
  ownProfile: 'This is your own profile: you cannot report returned mail on it.',
} as const;

export type ReportResult = { ok: true } | { ok: false; message: string };

/**
 * "My letter came back" for one profile: whether this account already reported it (asked only
 * when signed in), whether the profile is the account's own (no report then), and the report itself. A second report (409) counts as done: the server has one.
 */
export function useReturnedMail(profileId: string, isLoggedIn: boolean) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.account.returnedMail(profileId);
  const [isSending, setIsSending] = useState(false);
  const { data } = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchReturnedMailStatus(profileId, { signal }),
    enabled: isLoggedIn,
  });

  const report = async (note: string): Promise<ReportResult> => {
    setIsSending(true);
    try {
      await reportReturnedMail(profileId, note);
      queryClient.setQueryData(queryKey, { reported: true, own_profile: false });
      return { ok: true };
    } catch (error) {
      if (errorStatus(error) === 409) {
        queryClient.setQueryData(queryKey, { reported: true, own_profile: false });
        return { ok: true };
      }
      return {
        ok: false,
        message: apiErrorMessage(error, { fallback: RETURNED_MAIL_MESSAGES.failed, on: { 400: RETURNED_MAIL_MESSAGES.ownProfile } }),
      };
    } finally {
      setIsSending(false);
    }
  };

  return { isReported: data?.reported === true, isOwnProfile: data?.own_profile === true, report, isSending };
}
