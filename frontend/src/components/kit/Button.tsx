import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { buttonClassName, type ButtonLook } from '../button/buttonClassName';
import { Icon } from './Icon';
import './kit.css';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> &
  ButtonLook & {
    /** The form role (`htmlType` in antd): a plain button unless it submits its form. */
    htmlType?: 'button' | 'submit' | 'reset';
    /** Shown before the label (an icon from the kit's `Icon` or components/icons). */
    icon?: ReactNode;
    /** Working: a turning icon in place of `icon`, and the button ignores clicks (aria-busy). */
    loading?: boolean;
  };

/**
 * A button with antd Button's look (button.css) and none of its code: `type`, `size`, `danger`, `ghost`, `block`,
 * `icon` and `loading` as antd names them. An icon-only button must carry an `aria-label`.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
  type,
  size,
  block,
  danger,
  ghost,
  iconOnly,
  htmlType = 'button',
  icon,
  loading = false,
  disabled,
  className,
  children,
  onClick,
  ...rest
  }: ButtonProps,
  ref,
) {
  const shown = loading ? <Icon def={LoadingOutlined} className="kit-spin" /> : icon;
  return (
    <button
      {...rest}
      ref={ref}
      type={htmlType}
      className={buttonClassName(
        { type, size, block, danger, ghost, iconOnly: iconOnly ?? (!children && Boolean(icon)) },
        loading ? `button--loading ${className ?? ''}`.trim() : className,
      )}
      disabled={disabled}
      aria-busy={loading || undefined}
      // A click while working is ignored (the button stays focusable, unlike a disabled one).
      onClick={loading ? undefined : onClick}
    >
      {shown && <span className="button__icon">{shown}</span>}
      {children}
    </button>
  );
});
