import type { ReactNode } from 'react';

export type EmptyStateProps = {
  title: string;
  text?: string;
  action?: ReactNode;
};

/** A calm "nothing here" message with an optional way on. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {text && <p className="empty-state__text">{text}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
