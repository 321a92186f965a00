import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { Button } from '../../../../components/kit/Button';
import { Icon } from '../../../../components/kit/Icon';
import { toast } from '../../../../components/feedback/toast';
import { facilityAddressLines, getMailingInstructions } from '../../utils/mailingAddress';
import type { ProfileDetail } from '../../types/profile';
import { NoteSources } from './NoteSources';

export type MailingAddressCardProps = {
  profile: ProfileDetail;
  ref?: Ref<HTMLElement>;
  /** Warnings about this address (moved, released, letters returned), shown above it. */
  notices?: ReactNode;
};

/**
 * Where to write: the facility address, or, in states whose personal mail goes to a
 * central processor, that processor's address in the state's format (with the rule and
 * its sources). "Copy Mailing Address" copies the address to use.
 */
export function MailingAddressCard({ profile, ref, notices }: MailingAddressCardProps) {
  const { lines, note } = getMailingInstructions(profile);

  // Not antd's `copyable`: it says "copied" even when the browser refused (or has no
  // clipboard, on a page not served over HTTPS), and the visitor must be told then.
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(lines.join('\n'));
      toast.success('Mailing address copied to clipboard', 'clipboard');
    } catch {
      toast.error('Unable to copy to clipboard', 'clipboard');
    }
  };

  return (
    <section
      ref={ref}
      id="mailing-address"
      className="detail-card detail-card--address"
      aria-labelledby="mailing-address-title"
      tabIndex={-1}
    >
      <h2 id="mailing-address-title" className="detail-card__title">
        <Icon def={EnvironmentOutlined} /> Physical Mailing Address
      </h2>
      {notices}
      {note && (
        <p className="mailing-note">
          <strong>Send personal mail to this address, not to the prison.</strong>
        </p>
      )}
      <address className="mailing-address" data-testid="mailing-address">
        {lines.map((line, index) => (
          <span key={index} className="mailing-address__line">
            {line}
          </span>
        ))}
      </address>
      <Button
        type="primary"
        size="large"
        block
        icon={<Icon def={CopyOutlined} />}
        onClick={() => void handleCopy()}
      >
        Copy Mailing Address
      </Button>
      <p className="mailing-kit-link">
        <Link to={`/profile/${profile.id}/letter-kit`}>Print a letter kit</Link>: the envelope, the mail rules and
        first-letter tips.
      </p>
      {note && (
        <>
          <p className="mailing-note__text">{note.text}</p>
          {note.sources.length > 0 && (
            <p className="mailing-note__sources">
              <NoteSources note={note} />
            </p>
          )}
          <div className="mailing-facility">
            <h3 className="mailing-facility__title">Facility address (for reference)</h3>
            <address className="mailing-address mailing-address--muted">
              {facilityAddressLines(profile).map((line, index) => (
                <span key={index} className="mailing-address__line">
                  {line}
                </span>
              ))}
            </address>
          </div>
        </>
      )}
    </section>
  );
}
