import { Form, Input, Modal } from 'antd';
import { ADMIN_MESSAGES } from '../messages';
import type { AdminProfile } from '../types/admin';

export type RejectProfileModalProps = {
  /** The profile being rejected, or null when the dialog is closed. */
  profile: AdminProfile | null;
  isRejecting: boolean;
  /** Rejects with the reason; resolves true when done (the dialog then closes). */
  onReject: (id: string, reason: string) => Promise<boolean>;
  onClose: () => void;
};

type RejectValues = { reason: string };

/** Asks for the reason of a rejection (required; the owner sees it). */
export function RejectProfileModal({ profile, isRejecting, onReject, onClose }: RejectProfileModalProps) {
  const [form] = Form.useForm<RejectValues>();

  const handleFinish = async ({ reason }: RejectValues) => {
    if (!profile) return;
    if (await onReject(profile.id, reason)) onClose();
  };

  return (
    <Modal
      title={profile ? `Reject ${profile.name}'s profile` : 'Reject profile'}
      open={!!profile}
      okText="Reject profile"
      okButtonProps={{ danger: true }}
      confirmLoading={isRejecting}
      cancelText="Cancel"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>The owner is told the profile was not approved, with this reason, and can edit it and resubmit.</p>
      <Form<RejectValues>
        form={form}
        name="reject-profile"
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
        preserve={false}
      >
        <Form.Item
          label="Reason for rejection"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: ADMIN_MESSAGES.rejectionReasonRequired },
            { max: 1000, message: 'The reason must be at most 1000 characters' },
          ]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
