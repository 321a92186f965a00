// PLACEHOLDER (forum pages branch only): the admin helper writes the real dialog; it replaces this file at merge.
import { Modal } from 'antd';

export type RevisionsDialogProps = {
  open: boolean;
  contentType: 'thread' | 'reply';
  contentId: string;
  onClose: () => void;
};

/** The versions of a post that its author's edits replaced (admins only). */
export function RevisionsDialog({ open, contentType, onClose }: RevisionsDialogProps) {
  return (
    <Modal open={open} title="Earlier versions" onCancel={onClose} footer={null}>
      <p>Earlier versions of this {contentType}.</p>
    </Modal>
  );
}
