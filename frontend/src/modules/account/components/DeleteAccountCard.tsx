import { useState } from 'react';
import { Button, Card, Form, Input, Modal } from 'antd';
import { ACCOUNT_MESSAGES } from '../messages';

export type DeleteAccountCardProps = {
  isDeleting: boolean;
  /** Deletes the account; resolves true when it is gone. */
  onConfirmDeletion: (currentPassword: string) => Promise<boolean>;
};

type DeleteAccountValues = { currentPassword: string };

/** The danger zone: deleting the account, confirmed with the password in a dialog. */
export function DeleteAccountCard({ isDeleting, onConfirmDeletion }: DeleteAccountCardProps) {
  const [form] = Form.useForm<DeleteAccountValues>();
  const [isOpen, setIsOpen] = useState(false);

  const handleOpen = () => setIsOpen(true);
  const handleCancel = () => setIsOpen(false);
  const handleOk = () => form.submit();
  const handleFinish = async (values: DeleteAccountValues) => {
    const deleted = await onConfirmDeletion(values.currentPassword);
    if (deleted) setIsOpen(false);
  };

  return (
    <Card title="Delete account" className="account-card account-card--danger">
      <p>
        Deleting your account is permanent and cannot be undone. Your profiles and photos are
        removed with it, and you will be logged out.
      </p>
      <Button danger onClick={handleOpen}>
        Delete my account
      </Button>
      <Modal
        title="Delete your account?"
        open={isOpen}
        okText="Delete account"
        okButtonProps={{ danger: true }}
        confirmLoading={isDeleting}
        cancelText="Cancel"
        onOk={handleOk}
        onCancel={handleCancel}
        destroyOnHidden
      >
        <p>This cannot be undone. Enter your password to confirm.</p>
        <Form<DeleteAccountValues>
          name="delete-account"
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={handleFinish}
        >
          <Form.Item
            label="Password"
            name="currentPassword"
            rules={[{ required: true, message: ACCOUNT_MESSAGES.deletePasswordRequired }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
