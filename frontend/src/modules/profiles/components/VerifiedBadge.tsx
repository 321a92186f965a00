import { SafetyCertificateIcon } from '../../../components/icons/icons';
import { verifiedInCustodyText } from '../utils/verified';
import './verifiedBadge.css';

export type VerifiedBadgeProps = {
  verifiedAt: string | null | undefined;
  /** 'card': one small line on a profile card; 'page': the profile page's header. */
  size?: 'card' | 'page';
};

/** "Verified in custody on <date>", or nothing for a profile no admin has checked. */
export function VerifiedBadge({ verifiedAt, size = 'card' }: VerifiedBadgeProps) {
  const text = verifiedInCustodyText(verifiedAt);
  if (!text) return null;
  return (
    <p className={`verified-badge verified-badge--${size}`} data-testid="verified-badge">
      <SafetyCertificateIcon />
      <span>{text}</span>
    </p>
  );
}
