import type { AdminSummary } from '../types/admin';

export type SummaryCardsProps = {
  /** null until the summary has arrived (or when it could not be loaded). */
  summary: AdminSummary | null;
};

const CARDS: { key: keyof Omit<AdminSummary, 'weekly'>; label: string; tone: string }[] = [
  { key: 'pending_review', label: 'Pending Review', tone: 'warning' },
  { key: 'active_profiles', label: 'Active Profiles', tone: 'success' },
  { key: 'total_profiles', label: 'Total Profiles', tone: 'neutral' },
  { key: 'paid_subscriptions', label: 'Paid Subscriptions', tone: 'success' },
  { key: 'premium_profiles', label: 'Premium Profiles', tone: 'premium' },
  { key: 'payment_issues', label: 'Payment Issues', tone: 'danger' },
  { key: 'recheck_due', label: 'Due for Re-check', tone: 'warning' },
];

/** The seven counts at the top of the admin dashboard. */
export function SummaryCards({ summary }: SummaryCardsProps) {
  return (
    <ul className="admin-summary" aria-label="Summary">
      {CARDS.map(({ key, label, tone }) => (
        <li key={key} className={`admin-summary__card admin-summary__card--${tone}`}>
          <span className="admin-summary__label">{label}</span>
          <strong className="admin-summary__value">{summary ? (summary[key] ?? 0) : '—'}</strong>
        </li>
      ))}
    </ul>
  );
}
