import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import './kit.css';

export type ConfirmButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** The question ("Delete this reply?"). */
  title: ReactNode;
  description?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** The confirming button in red (a deletion). */
  okDanger?: boolean;
  onConfirm: () => unknown;
};

/**
 * A button that asks before it acts (antd Popconfirm's place): a small panel under it with the question, Cancel
 * and the action. Focus goes to Cancel; Escape or a tap elsewhere closes it and focus returns to the button.
 */
export function ConfirmButton({
  title,
  description,
  okText = 'OK',
  cancelText = 'Cancel',
  okDanger = false,
  onConfirm,
  ...buttonProps
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    cancelButton.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <span ref={wrapper} className="confirm">
      <Button
        {...buttonProps}
        ref={trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
      />
      {open && (
        <div id={panelId} role="dialog" aria-labelledby={titleId} className="confirm__panel">
          <p id={titleId} className="confirm__title">
            {title}
          </p>
          {description && <p className="confirm__description">{description}</p>}
          <div className="confirm__buttons">
            <Button size="small" ref={cancelButton} onClick={() => close(true)}>
              {cancelText}
            </Button>
            <Button
              size="small"
              type="primary"
              danger={okDanger}
              onClick={() => {
                close(false);
                void onConfirm();
              }}
            >
              {okText}
            </Button>
          </div>
        </div>
      )}
    </span>
  );
}
