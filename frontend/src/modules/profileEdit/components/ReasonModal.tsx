import type { ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { PROFILE_EDIT_MESSAGES } from '../messages';

export type ReasonModalProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  okText: string;
  confirmLoading?: boolean;
  /** Called with the trimmed reason once one is given. */
  onSubmit: (reason: string) => void;
  onCancel: () => void;
};

type ReasonValues = { reason: string };

/**
 * Asks an admin why something of a user's is being deleted (a photo, the video). The reason
 * is required ('Please provide a reason for deletion') and the owner is told it.
 */
export function ReasonModal({
  open,
  title,
  description,
  okText,
  confirmLoading,
  onSubmit,
  onCancel,
}: ReasonModalProps) {
  const [form] = Form.useForm<ReasonValues>();

  const handleFinish = (values: ReasonValues) => onSubmit(values.reason.trim());

  return (
    <Modal
      title={title}
      open={open}
      okText={okText}
      okButtonProps={{ danger: true }}
      confirmLoading={confirmLoading}
      cancelText="Cancel"
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {description && <p>{description}</p>}
      <Form<ReasonValues>
        form={form}
        name="deletion-reason"
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
        preserve={false}
      >
        <Form.Item
          label="Reason for deletion"
          name="reason"
          extra="The owner is notified with this reason."
          rules={[{ required: true, whitespace: true, message: PROFILE_EDIT_MESSAGES.reasonRequired }]}
        >
          <Input.TextArea rows={3} maxLength={1000} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
