import { Alert, Button } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { formatDate } from '../../profiles/utils/format';
import { CHECK_OUTCOME_LABELS } from '../../profiles/utils/verified';
import type { OwnerProfile } from '../types/dashboard';

export type TrustPromptsProps = {
  profile: OwnerProfile;
  onConfirmAddress: (id: string) => void;
  isConfirmingAddress: boolean;
  /** Opens the card's "Cancel the listing" confirmation; absent when the listing cannot be cancelled. */
  onCancelListing?: () => void;
};

/**
 * What the locator checks ask of the owner (docs/trust.md): confirm the address after a transfer,
 * update the release date once it has passed, and how many writers said their letter came back;
 * then the last check. Nothing when there is nothing to say.
 */
export function TrustPrompts({ profile, onConfirmAddress, isConfirmingAddress, onCancelListing }: TrustPromptsProps) {
  const editPath = `/dashboard/edit/${profile.id}`;
  const releasePassed = profile.notices?.some((notice) => notice.kind === 'release_date_passed') ?? false;
  const returned = profile.returned_mail_count ?? 0;
  const last = profile.last_check;
  const lastDate = formatDate(last?.checked_at);

  return (
    <>
      {profile.address_confirmation_due && (
        <Alert
          type="warning"
          showIcon
          title="Confirm the new facility and address"
          description={
            <>
              <p className="my-profile__prompt-text">
                An admin found {profile.name} at {last?.facility ? <strong>{last.facility}</strong> : 'a new facility'} on
                the state&apos;s inmate locator. Visitors see a notice that the address may be out of date until you
                confirm it or correct it.
              </p>
              <div className="my-profile__prompt-actions">
                <Button size="small" type="primary" loading={isConfirmingAddress} onClick={() => onConfirmAddress(profile.id)}>
                  Confirm address
                </Button>
                <ButtonLink size="small" to={editPath}>
                  Edit address
                </ButtonLink>
              </div>
            </>
          }
        />
      )}
      {releasePassed && (
        <Alert
          type="warning"
          showIcon
          title="The latest release date has passed"
          description={
            <>
              <p className="my-profile__prompt-text">
                Visitors are told {profile.name} may have been released. If the date changed, update it; if{' '}
                {profile.name} is out, cancel the listing.
              </p>
              <div className="my-profile__prompt-actions">
                <ButtonLink size="small" type="primary" to={editPath}>
                  Update release date
                </ButtonLink>
                {onCancelListing && (
                  <Button size="small" onClick={onCancelListing}>
                    Cancel the listing
                  </Button>
                )}
              </div>
            </>
          }
        />
      )}
      {returned > 0 && (
        <p className="my-profile__note" data-testid="returned-mail-count">
          {returned === 1
            ? '1 writer reported a letter came back since the last check.'
            : `${returned} writers reported a letter came back since the last check.`}
        </p>
      )}
      {last && lastDate && (
        <p className="my-profile__note">
          Last checked on the state&apos;s inmate locator on {lastDate}: {CHECK_OUTCOME_LABELS[last.outcome]}
          {last.facility ? ` (${last.facility})` : ''}.
        </p>
      )}
    </>
  );
}
