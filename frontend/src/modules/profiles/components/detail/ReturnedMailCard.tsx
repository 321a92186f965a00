import { useState } from 'react';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { ButtonLink } from '../../../../components/ButtonLink/ButtonLink';
import { Button } from '../../../../components/kit/Button';
import { Icon } from '../../../../components/kit/Icon';
import { useSession } from '../../../auth/hooks/useSession';
import { buildLoginPath } from '../../../auth/redirects';
import { useReturnedMail } from '../../hooks/useReturnedMail';
import { ReturnedMailDialog } from './ReturnedMailDialog';

export type ReturnedMailCardProps = {
  profileId: string;
  firstName: string;
};

/**
 * "Did your letter come back?": signed out, the button leads to sign-in and back here; signed in,
 * it opens the report dialog, or says the report was already made (once per profile per account).
 * The server renders the signed-out form (useSession's server snapshot), so hydration matches. Its owner sees no card.
 */
export function ReturnedMailCard({ profileId, firstName }: ReturnedMailCardProps) {
  const { isLoggedIn } = useSession();
  const { isReported, isOwnProfile, report, isSending } = useReturnedMail(profileId, isLoggedIn);
  const [isOpen, setIsOpen] = useState(false);
  // An owner cannot report their own listing (the server refuses it): the card is for writers.
  if (isOwnProfile) return null;

  return (
    <section className="detail-card" aria-labelledby="returned-mail-title">
      <h2 id="returned-mail-title" className="detail-card__title">
        <Icon def={MailOutlined} /> Did your letter come back?
      </h2>
      {isReported ? (
        <p className="detail-card__note" data-testid="returned-mail-reported">
          You reported that your letter came back. Thank you: an admin will check this listing.
        </p>
      ) : (
        <>
          <p className="detail-card__note">
            If the prison returned your letter, tell us: we check the listing and warn other writers.
          </p>
          {isLoggedIn ? (
            <Button block onClick={() => setIsOpen(true)}>
              My letter came back
            </Button>
          ) : (
            <ButtonLink block to={buildLoginPath(`/profile/${profileId}`)}>
              My letter came back
            </ButtonLink>
          )}
        </>
      )}
      <ReturnedMailDialog
        open={isOpen}
        firstName={firstName}
        isSending={isSending}
        onReport={report}
        onClose={() => setIsOpen(false)}
      />
    </section>
  );
}
