import { useId, useState } from 'react';
import { Modal } from 'antd';
import { useConsent } from '../hooks/useConsent';
import { CONSENT_MESSAGES } from '../messages';
import { TermsCheckbox } from './TermsCheckbox';
import './consent.css';

export type ConsentDialogProps = {
  /** Closed without confirming ("Not now", Escape, the close button). */
  onClose: () => void;
};

/**
 * The one-time question for an account that did not confirm at registration: the registration form's
 * checkbox in a dialog. Confirm without the tick says why; once confirmed the stored user carries the
 * date and the dialog's owner (ConsentGate) shows what it guarded.
 */
export function ConsentDialog({ onClose }: ConsentDialogProps) {
  const id = useId();
  const { confirm, isSending } = useConsent();
  const [isTicked, setIsTicked] = useState(false);
  const [showProblem, setShowProblem] = useState(false);

  const handleConfirm = async () => {
    if (!isTicked) {
      setShowProblem(true);
      return;
    }
    await confirm();
  };

  return (
    <Modal
      open
      title={CONSENT_MESSAGES.dialogTitle}
      okText={CONSENT_MESSAGES.confirm}
      cancelText="Not now"
      confirmLoading={isSending}
      onOk={handleConfirm}
      onCancel={onClose}
      width={520}
      destroyOnHidden
    >
      <p className="consent-dialog__intro">{CONSENT_MESSAGES.dialogIntro}</p>
      <TermsCheckbox
        id={`${id}-terms`}
        checked={isTicked}
        onChange={(checked) => {
          setIsTicked(checked);
          if (checked) setShowProblem(false);
        }}
        invalid={showProblem}
        describedBy={showProblem ? `${id}-problem` : undefined}
      />
      {showProblem && (
        <p id={`${id}-problem`} className="consent-dialog__problem" role="alert">
          {CONSENT_MESSAGES.notTicked}
        </p>
      )}
    </Modal>
  );
}
