import { Notice } from '../../../../components/kit/Notice';
import type { ProfileDetail } from '../../types/profile';

export type ProfileNoticesProps = {
  notices: ProfileDetail['notices'] | undefined;
};

/**
 * Warnings about the address (moved and not yet confirmed, past the release date, letters
 * returned), shown where a visitor reads the address. The words come from the API as given.
 */
export function ProfileNotices({ notices }: ProfileNoticesProps) {
  if (!notices?.length) return null;
  return (
    <ul className="profile-notices" aria-label="Before you write" data-testid="profile-notices">
      {notices.map((notice) => (
        <li key={notice.kind}>
          <Notice type="warning" title={notice.message} data-notice={notice.kind} />
        </li>
      ))}
    </ul>
  );
}
