import { Tag } from 'antd';
import { CHECK_OUTCOME_LABELS } from '../../profiles/utils/verified';
import { useProfileChecks } from '../hooks/useProfileChecks';
import type { CheckOutcome } from '../types/admin';
import { formatDateTime } from '../utils/adminFormat';
import './admin.css';

export type CheckHistoryProps = {
  profileId: string;
};

const OUTCOME_COLORS: Record<CheckOutcome, string> = {
  in_custody: 'green',
  transferred: 'blue',
  released: 'orange',
  not_found: 'red',
};

/** The admin's edit page: every locator check of the profile, newest first (who, when, what it showed). */
export function CheckHistory({ profileId }: CheckHistoryProps) {
  const { checks, isLoading, hasFailed } = useProfileChecks(profileId);

  return (
    <section className="check-history-section" aria-labelledby="check-history-title">
      <h2 id="check-history-title" className="check-history__title">
        Locator checks
      </h2>
      {isLoading && <p className="admin-table__muted">Loading…</p>}
      {!isLoading && !hasFailed && checks.length === 0 && (
        <p className="admin-table__muted">Never checked: the profile shows no verified date.</p>
      )}
      {checks.length > 0 && (
        <ol className="check-history">
          {checks.map((check) => (
            <li key={check.id} className="check-history__item">
              <Tag color={OUTCOME_COLORS[check.outcome]}>{CHECK_OUTCOME_LABELS[check.outcome]}</Tag>
              <span>{formatDateTime(check.checked_at)}</span>
              <span className="admin-table__muted"> by {check.checked_by_email ?? 'a removed admin'}</span>
              {check.facility && <div>Facility shown: {check.facility}</div>}
              {check.note && <div className="admin-table__muted">{check.note}</div>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
