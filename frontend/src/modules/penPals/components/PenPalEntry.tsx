import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { DeleteOutlined, DownOutlined, PrinterOutlined, UpOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { PenPalDto } from '../../../api/schema';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { initials } from '../../profiles/components/CardMedia';
import { VerifiedBadge } from '../../profiles/components/VerifiedBadge';
import { formatDate } from '../../profiles/utils/format';
import { resolveMediaUrl } from '../../profiles/utils/media';
import { US_STATES } from '../../../data/states';
import { LetterLog } from './LetterLog';

export type PenPalEntryProps = {
  penPal: PenPalDto;
  onRemove: (id: string, name: string) => void;
  isRemoving: boolean;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One pen pal: photo, name, facility, state, verified date, counts, links, and the letter log (expand). */
export function PenPalEntry({ penPal, onRemove, isRemoving }: PenPalEntryProps) {
  const [isOpen, setIsOpen] = useState(false);
  const photo = resolveMediaUrl(penPal.thumbnail_url);
  const profilePath = penPal.profile_id ? `/profile/${penPal.profile_id}` : null;
  const logId = `pen-pal-log-${penPal.id}`;
  const lastLetter = formatDate(penPal.last_letter_on);
  const stateName = penPal.state ? (US_STATES.find((state) => state.code === penPal.state)?.name ?? penPal.state) : null;

  return (
    <article className="pen-pal" aria-labelledby={`pen-pal-name-${penPal.id}`} data-testid="pen-pal">
      <div className="pen-pal__summary">
        <div className="pen-pal__photo" aria-hidden="true">
          {photo ? <img src={photo} alt="" width={64} height={80} loading="lazy" /> : <span>{initials(penPal.name)}</span>}
        </div>
        <div className="pen-pal__details">
          <h3 className="pen-pal__name" id={`pen-pal-name-${penPal.id}`}>
            {penPal.listed && profilePath ? <Link to={profilePath}>{penPal.name}</Link> : penPal.name}
          </h3>
          {penPal.listed ? (
            <>
              {(penPal.prison_name || stateName) && (
                <p className="pen-pal__facility">{[penPal.prison_name, stateName].filter(Boolean).join(' · ')}</p>
              )}
              <VerifiedBadge verifiedAt={penPal.verified_at} />
            </>
          ) : (
            <p className="pen-pal__unlisted" data-testid="pen-pal-unlisted">
              {penPal.unlisted_note}
            </p>
          )}
          <p className="pen-pal__counts">
            {plural(penPal.letters_sent, 'letter sent', 'letters sent')} · {plural(penPal.replies_received, 'reply received', 'replies received')}
            {lastLetter && <> · last on {lastLetter}</>}
          </p>
        </div>
      </div>
      <div className="pen-pal__actions">
        <Button
          icon={isOpen ? <UpOutlined aria-hidden="true" /> : <DownOutlined aria-hidden="true" />}
          aria-expanded={isOpen}
          aria-controls={logId}
          onClick={() => setIsOpen((open) => !open)}
        >
          Letter log
        </Button>
        {penPal.listed && profilePath && (
          <ButtonLink to={`${profilePath}/letter-kit`} icon={<PrinterOutlined aria-hidden="true" />}>
            Letter kit
          </ButtonLink>
        )}
        <Popconfirm
          title={`Remove ${penPal.name}?`}
          description="The letter log goes with it."
          okText="Remove"
          okButtonProps={{ danger: true }}
          cancelText="Keep"
          onConfirm={() => onRemove(penPal.id, penPal.name)}
        >
          <Button danger icon={<DeleteOutlined aria-hidden="true" />} loading={isRemoving}>
            Remove
          </Button>
        </Popconfirm>
      </div>
      <div id={logId} hidden={!isOpen}>
        {isOpen && <LetterLog penPalId={penPal.id} name={penPal.name} />}
      </div>
    </article>
  );
}
