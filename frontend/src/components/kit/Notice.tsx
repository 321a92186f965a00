import type { HTMLAttributes, ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { Icon } from './Icon';
import './kit.css';

export type NoticeType = 'info' | 'success' | 'warning' | 'error';

export type NoticeProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  type?: NoticeType;
  /** The message, in a line of its own (antd Alert's `title`/`message`). */
  title: ReactNode;
  /** More words under it. */
  description?: ReactNode;
  /** A control at the side (a "Try again" button), below the text on a phone. */
  action?: ReactNode;
  /** The icon in front (each type has its own; `showIcon={false}` draws none). */
  icon?: ReactNode;
  showIcon?: boolean;
};

const ICONS: Record<NoticeType, IconDefinition> = {
  info: InfoCircleFilled,
  success: CheckCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

/**
 * A boxed message in the page (antd Alert's look, none of its code): info, success, warning or error. An error
 * is announced (`role="alert"`) as it appears; the others are read where they stand, unless the caller gives a
 * role (`role="status"` for a message that appears after an action).
 */
export function Notice({
  type = 'info',
  title,
  description,
  action,
  icon,
  showIcon = true,
  className,
  role,
  ...rest
}: NoticeProps) {
  const classes = ['notice', `notice--${type}`, description ? 'notice--with-description' : null, className];
  return (
    <div {...rest} role={role ?? (type === 'error' ? 'alert' : undefined)} className={classes.filter(Boolean).join(' ')}>
      {showIcon && <span className="notice__icon">{icon ?? <Icon def={ICONS[type]} />}</span>}
      <div className="notice__content">
        <div className="notice__title">{title}</div>
        {description && <div className="notice__description">{description}</div>}
      </div>
      {action && <div className="notice__action">{action}</div>}
    </div>
  );
}
