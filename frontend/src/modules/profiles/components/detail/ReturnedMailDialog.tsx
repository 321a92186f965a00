import { useId, useState } from 'react';
import { RETURNED_MAIL_NOTE_MAX } from '@shared/rules';
import { Dialog } from '../../../../components/kit/Dialog';
import { TextArea } from '../../../../components/kit/TextField';
import type { ReportResult } from '../../hooks/useReturnedMail';

export type ReturnedMailDialogProps = {
  open: boolean;
  /** The first name of the person written to. */
  firstName: string;
  isSending: boolean;
  /** Sends the report with the note ('' for none). */
  onReport: (note: string) => Promise<ReportResult>;
  onClose: () => void;
};

/**
 * "My letter came back": an optional note (what the envelope said), then a thank-you. The report
 * is anonymous to the profile's owner; enough of them queue the profile for an admin's re-check.
 */
export function ReturnedMailDialog({ open, firstName, isSending, onReport, onClose }: ReturnedMailDialogProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);

  const close = () => {
    setNote('');
    setProblem(null);
    setIsDone(false);
    onClose();
  };

  const handleSubmit = async () => {
    const result = await onReport(note);
    if (result.ok) setIsDone(true);
    else setProblem(result.message);
  };

  if (isDone) {
    return (
      <Dialog open={open} title="Thank you" okText="Done" onOk={close} onCancel={close} cancelText={null}>
        <p role="status">
          Thank you for telling us. When other writers report the same, an admin checks {firstName}&apos;s
          listing against the state&apos;s inmate locator, and other writers are warned until then.
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      title="My letter came back"
      okText="Send report"
      okLoading={isSending}
      cancelText="Cancel"
      onOk={() => void handleSubmit()}
      onCancel={close}
    >
      <p>
        Did a letter to {firstName} come back to you as undeliverable? Tell us, and we will check whether the
        address is still right.
      </p>
      <label className="returned-mail__label" htmlFor={`${id}-note`}>
        Note (optional): what the envelope said, the date you sent it
      </label>
      <TextArea
        id={`${id}-note`}
        rows={3}
        value={note}
        maxLength={RETURNED_MAIL_NOTE_MAX}
        showCount
        onChange={(event) => setNote(event.target.value)}
      />
      {problem && (
        <p className="returned-mail__problem" role="alert">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
