import { useId, useState } from 'react';
import { Button, Input, Modal, Popconfirm, Tag } from 'antd';
import { CHECK_FACILITY_MAX, CHECK_NOTE_MAX } from '@shared/rules';
import { Link } from 'react-router-dom';
import { resolveMediaUrl } from '../../profiles/utils/media';
import { CHECK_OUTCOME_LABELS } from '../../profiles/utils/verified';
import { ADMIN_MESSAGES } from '../messages';
import type { CheckInput, CheckOutcome, RecheckItem, RecheckReason } from '../types/admin';
import { formatShortDate } from '../utils/adminFormat';
import { LocatorLink } from './LocatorLink';

export type RecheckCardProps = {
  item: RecheckItem;
  isChecking: boolean;
  /** Records the check; resolves true when done. */
  onCheck: (id: string, check: CheckInput) => Promise<boolean>;
};

const REASON_TAGS: Record<RecheckReason, { label: string; color: string }> = {
  never_checked: { label: 'Never checked', color: 'default' },
  check_expired: { label: 'Check expired', color: 'blue' },
  release_date_passed: { label: 'Release date passed', color: 'orange' },
  mail_returned: { label: 'Mail returned', color: 'red' },
  address_unconfirmed: { label: 'New address unconfirmed', color: 'purple' },
};

/** Released and not found take the profile off the site: they are confirmed first. */
const LEAVING: Partial<Record<CheckOutcome, string>> = {
  released: 'Released',
  not_found: 'Not found',
};

/**
 * One profile of the re-check queue, as a card (it reads at 390 px): who, where, why it is due,
 * the last check and the locator; then one action per outcome, with an optional note.
 */
export function RecheckCard({ item, isChecking, onCheck }: RecheckCardProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const [isTransferOpen, setIsTransferOpen] = useState(false);
  const [facility, setFacility] = useState('');
  const [facilityProblem, setFacilityProblem] = useState(false);
  const record = (outcome: CheckOutcome, shown?: string) => onCheck(item.id, { outcome, facility: shown, note });

  const handleTransfer = async () => {
    if (!facility.trim()) {
      setFacilityProblem(true);
      return;
    }
    if (await record('transferred', facility)) setIsTransferOpen(false);
  };

  const last = item.last_check;
  const thumbnail = item.thumbnail_url ? resolveMediaUrl(item.thumbnail_url) : null;

  return (
    <li className="recheck-card" aria-labelledby={`${id}-name`} data-testid="recheck-item">
      <div className="recheck-card__who">
        {thumbnail ? (
          <img className="recheck-card__photo" src={thumbnail} alt="" width={56} height={70} loading="lazy" />
        ) : (
          <span className="recheck-card__photo recheck-card__photo--empty" aria-hidden="true" />
        )}
        <div className="recheck-card__facts">
          <h3 id={`${id}-name`} className="recheck-card__name">
            <Link to={`/admin/edit/${item.id}`}>{item.name}</Link>
          </h3>
          <p className="recheck-card__muted">
            {[item.inmate_id && `ID ${item.inmate_id}`, item.prison_name, item.state].filter(Boolean).join(' · ')}
          </p>
          <div className="recheck-card__tags">
            {item.reasons.map((reason) => (
              <Tag key={reason} color={REASON_TAGS[reason]?.color}>
                {REASON_TAGS[reason]?.label ?? reason}
              </Tag>
            ))}
            {item.returned_mail_count > 0 && <Tag color="red">{item.returned_mail_count} returned</Tag>}
          </div>
        </div>
      </div>
      <p className="recheck-card__muted">
        {last
          ? `Last check ${formatShortDate(last.checked_at)}: ${CHECK_OUTCOME_LABELS[last.outcome]}${last.facility ? ` (${last.facility})` : ''}`
          : 'No check yet'}
        {' · '}due since {formatShortDate(item.due_since)}
      </p>
      <LocatorLink url={item.doc_locator_url} className="recheck-card__locator" />
      <Input
        className="recheck-card__note"
        placeholder="Note (optional)"
        aria-label={`Note on the check of ${item.name}`}
        maxLength={CHECK_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="recheck-card__actions">
        <Button type="primary" loading={isChecking} onClick={() => void record('in_custody')}>
          Still in custody
        </Button>
        <Button disabled={isChecking} onClick={() => setIsTransferOpen(true)}>
          Transferred
        </Button>
        {(Object.keys(LEAVING) as CheckOutcome[]).map((outcome) => (
          <Popconfirm
            key={outcome}
            title={`${LEAVING[outcome]}: take ${item.name}'s profile off the site?`}
            description="It leaves every public page at once; the owner is told why and billing stops at the end of the paid period."
            okText={`Mark ${LEAVING[outcome]?.toLowerCase()}`}
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => record(outcome)}
          >
            <Button danger disabled={isChecking}>
              {LEAVING[outcome]}
            </Button>
          </Popconfirm>
        ))}
      </div>
      <Modal
        title={`${item.name} was transferred`}
        open={isTransferOpen}
        okText="Record transfer"
        confirmLoading={isChecking}
        cancelText="Cancel"
        onOk={() => void handleTransfer()}
        onCancel={() => setIsTransferOpen(false)}
        destroyOnHidden
      >
        <p>The owner is asked to confirm the new facility and address; until then visitors see a notice.</p>
        <label className="admin-check__label" htmlFor={`${id}-facility`}>
          Facility shown by the locator
        </label>
        <Input
          id={`${id}-facility`}
          value={facility}
          maxLength={CHECK_FACILITY_MAX}
          autoFocus
          status={facilityProblem ? 'error' : undefined}
          aria-invalid={facilityProblem || undefined}
          onChange={(event) => {
            setFacility(event.target.value);
            setFacilityProblem(false);
          }}
        />
        {facilityProblem && (
          <p className="admin-check__problem" role="alert">
            {ADMIN_MESSAGES.facilityRequired}
          </p>
        )}
      </Modal>
    </li>
  );
}
