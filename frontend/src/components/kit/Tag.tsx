import type { HTMLAttributes, ReactNode } from 'react';
import './kit.css';

export type TagProps = HTMLAttributes<HTMLSpanElement> & {
  /** Shown before the text. */
  icon?: ReactNode;
};

/** A small label in a rounded box (antd Tag's look): a badge, an interest, "Pinned". */
export function Tag({ icon, className, children, ...rest }: TagProps) {
  return (
    <span {...rest} className={className ? `tag ${className}` : 'tag'}>
      {icon}
      {children}
    </span>
  );
}
