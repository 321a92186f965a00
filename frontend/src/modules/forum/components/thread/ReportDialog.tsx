import { useId, useState } from 'react';
import { Button } from '../../../../components/kit/Button';
import { Dialog } from '../../../../components/kit/Dialog';
import { TextArea } from '../../../../components/kit/TextField';
import { FORUM_REPORT_REASON_MAX_CHARS } from '../../constants';
import type { ReportTarget } from '../../hooks/useReportContent';
import { useReportContent } from '../../hooks/useReportContent';
import { FORUM_MESSAGES } from '../../messages';

export type ReportDialogProps = {
  /** The post being reported; the dialog is open while there is one. */
  target: ReportTarget | null;
  onClose: () => void;
};

/**
 * Report a thread or a reply: a reason is required (Submit stays disabled until there is one);
 * cancelling forgets the reason. Admins review reports on Reported Content.
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const id = useId();
  const { report, isSending } = useReportContent();
  const [reason, setReason] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const isBlank = reason.trim() === '';
  const showProblem = isTouched && isBlank;

  const close = () => {
    setReason('');
    setIsTouched(false);
    onClose();
  };

  const handleSubmit = async () => {
    if (!target) return;
    if (isBlank) {
      setIsTouched(true);
      return;
    }
    if (await report(target, reason)) close();
  };

  return (
    <Dialog
      open={target !== null}
      title={target?.content_type === 'reply' ? 'Report reply' : 'Report thread'}
      onCancel={close}
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          {/* Disabled until there is a reason (the kit Dialog's own OK button cannot be). */}
          <Button type="primary" disabled={isBlank} loading={isSending} onClick={() => void handleSubmit()}>
            Submit Report
          </Button>
        </>
      }
    >
      <p className="forum-report__intro">
        Tell the admins what is wrong with this post (harassment, a scam, personal details…).
        They will review it.
      </p>
      <label className="forum-field__label" htmlFor={`${id}-reason`}>
        Reason
      </label>
      {/* The dialog puts the cursor in it as it opens. */}
      <TextArea
        id={`${id}-reason`}
        rows={4}
        value={reason}
        maxLength={FORUM_REPORT_REASON_MAX_CHARS}
        aria-invalid={showProblem || undefined}
        aria-describedby={showProblem ? `${id}-problem` : undefined}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setIsTouched(true)}
      />
      <div className="forum-report__below">
        {showProblem && (
          <p id={`${id}-problem`} className="forum-field__error" role="alert">
            {FORUM_MESSAGES.enterReportReason}
          </p>
        )}
        <span className="forum-report__count">
          {reason.length} / {FORUM_REPORT_REASON_MAX_CHARS}
        </span>
      </div>
    </Dialog>
  );
}
