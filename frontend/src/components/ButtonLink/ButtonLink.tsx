import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonLook } from '../button/buttonClassName';

export type ButtonLinkProps = Omit<LinkProps, 'type' | 'className'> &
  Omit<ButtonLook, 'iconOnly'> & {
    /** Shown before the label, like antd Button's `icon`. */
    icon?: ReactNode;
    className?: string;
  };

/**
 * A link that looks like a button (button.css, antd Button's look without antd): a real link
 * (crawlable, opens in a new tab) that navigates in the app.
 */
export function ButtonLink({
  type,
  size,
  block,
  danger,
  ghost,
  icon,
  className,
  children,
  ...linkProps
}: ButtonLinkProps) {
  return (
    <Link {...linkProps} className={buttonClassName({ type, size, block, danger, ghost }, className)}>
      {icon && <span className="button__icon">{icon}</span>}
      {children}
    </Link>
  );
}
