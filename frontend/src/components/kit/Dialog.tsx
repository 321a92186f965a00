import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { Button } from './Button';
import { Icon } from './Icon';
import './kit.css';

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  /** Closes it: the close button, Escape, a tap outside, and Cancel. */
  onCancel: () => void;
  children?: ReactNode;
  /** The main button; none without `onOk`. */
  okText?: ReactNode;
  onOk?: () => void;
  /** The main button is working (it ignores clicks). */
  okLoading?: boolean;
  okDanger?: boolean;
  /** The Cancel button's label; `null` for none (a message with only "Done"). */
  cancelText?: ReactNode | null;
  /** Replaces the buttons altogether (`null`: no footer). */
  footer?: ReactNode | null;
  /** `right`: a panel along the right edge, full height (the phone menu). */
  placement?: 'center' | 'right';
  id?: string;
  className?: string;
};

/**
 * A modal dialog (antd Modal and Drawer's place, none of their code) on the browser's own `<dialog>`: the page
 * behind is inert, focus moves in and comes back to the control that opened it, Escape closes. Its content
 * exists only while it is open (antd's `destroyOnHidden`), so a form in it starts afresh each time.
 */
export function Dialog({
  open,
  title,
  onCancel,
  children,
  okText = 'OK',
  onOk,
  okLoading = false,
  okDanger = false,
  cancelText = 'Cancel',
  footer,
  placement = 'center',
  id,
  className,
}: DialogProps) {
  if (!open) return null;
  const buttons =
    footer !== undefined ? (
      footer
    ) : (
      <>
        {cancelText !== null && <Button onClick={onCancel}>{cancelText}</Button>}
        {onOk && (
          <Button type="primary" danger={okDanger} loading={okLoading} onClick={onOk}>
            {okText}
          </Button>
        )}
      </>
    );
  return (
    <OpenDialog title={title} onCancel={onCancel} footer={buttons} placement={placement} id={id} className={className}>
      {children}
    </OpenDialog>
  );
}

type OpenDialogProps = Required<Pick<DialogProps, 'title' | 'onCancel' | 'placement'>> &
  Pick<DialogProps, 'children' | 'footer' | 'id' | 'className'>;

function OpenDialog({ title, onCancel, footer, placement, id, className, children }: OpenDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (the component tests) has no showModal: the open attribute shows it there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    document.documentElement.classList.add('kit-dialog-open');
    // Into the first field of a form, if the dialog holds one (else the browser's pick, the close button).
    dialog.querySelector<HTMLElement>('.kit-dialog__body :is(input, textarea, select)')?.focus();
    // Escape: the caller closes it (its `open` is the one truth), not the browser.
    const onEscape = (event: Event) => {
      event.preventDefault();
      cancel.current();
    };
    dialog.addEventListener('cancel', onEscape);
    return () => {
      dialog.removeEventListener('cancel', onEscape);
      document.documentElement.classList.remove('kit-dialog-open');
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus?.();
    };
  }, []);

  const classes = ['kit-dialog', `kit-dialog--${placement}`, className].filter(Boolean).join(' ');
  return (
    // A tap on the backdrop lands on the dialog element itself, outside its panel: that closes it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- Escape is the keyboard's way out (the cancel event above)
    <dialog
      ref={ref}
      id={id}
      className={classes}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div className="kit-dialog__panel">
        <div className="kit-dialog__header">
          <h2 id={titleId} className="kit-dialog__title">
            {title}
          </h2>
          <button type="button" className="kit-dialog__close" aria-label="Close" onClick={onCancel}>
            <Icon def={CloseOutlined} />
          </button>
        </div>
        <div className="kit-dialog__body">{children}</div>
        {footer !== null && footer !== undefined && <div className="kit-dialog__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
