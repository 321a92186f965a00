import './button.css';

/**
 * The look of an antd Button, for the controls drawn without antd (ButtonLink, the header's menu
 * button): the first visit of a page carries no antd code. Named after the Button props it
 * replaces, and limited to the combinations the site uses: `ghost` only goes with `type="primary"`;
 * `danger` goes with primary (white on red), default and text (red text).
 */
export type ButtonLook = {
  type?: 'default' | 'primary' | 'link' | 'text';
  size?: 'small' | 'middle' | 'large';
  /** As wide as its container. */
  block?: boolean;
  danger?: boolean;
  /** Outlined in the primary colour on a transparent ground. */
  ghost?: boolean;
  /** Square, for an icon without a label (the icon's control carries an aria-label). */
  iconOnly?: boolean;
};

/** The class names of button.css for a look, followed by the caller's own. */
export function buttonClassName(
  { type = 'default', size = 'middle', block, danger, ghost, iconOnly }: ButtonLook,
  className?: string,
): string {
  return [
    'button',
    `button--${type}`,
    size !== 'middle' && `button--${size}`,
    block && 'button--block',
    danger && 'button--danger',
    ghost && 'button--ghost',
    iconOnly && 'button--icon-only',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
