import { Form, Input, Modal, Radio } from 'antd';
import { CHECK_FACILITY_MAX, CHECK_NOTE_MAX } from '@shared/rules';
import { ADMIN_MESSAGES } from '../messages';
import type { AdminProfile, CheckInput } from '../types/admin';
import { LocatorLink } from './LocatorLink';

export type ApproveProfileModalProps = {
  /** The profile being approved, or null when the dialog is closed. */
  profile: AdminProfile | null;
  isApproving: boolean;
  /** Approves, with the check when one was made; resolves true when done (the dialog then closes). */
  onApprove: (id: string, check?: CheckInput) => Promise<boolean>;
  onClose: () => void;
};

type Checked = 'in_custody' | 'transferred' | 'unchecked';

type ApproveValues = { checked: Checked; facility?: string; note?: string };

/**
 * Approve with the locator check in the same step (docs/trust.md): the admin looks the person up,
 * says what the locator showed, and the profile shows "Verified in custody on <date>". Approving
 * without a check stays possible (the profile then shows no date), but checking is the default.
 */
export function ApproveProfileModal({ profile, isApproving, onApprove, onClose }: ApproveProfileModalProps) {
  const [form] = Form.useForm<ApproveValues>();
  const checked = Form.useWatch('checked', form);

  const handleFinish = async ({ checked: outcome, facility, note }: ApproveValues) => {
    if (!profile) return;
    const check = outcome === 'unchecked' ? undefined : { outcome, facility, note };
    if (await onApprove(profile.id, check)) onClose();
  };

  return (
    <Modal
      title={profile ? `Approve ${profile.name}'s profile` : 'Approve profile'}
      open={!!profile}
      okText="Approve"
      confirmLoading={isApproving}
      cancelText="Cancel"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {profile && (
        <p className="admin-check__lookup">
          Look up {profile.inmate_id ? `ID ${profile.inmate_id}` : profile.name} on the state&apos;s inmate
          locator first.{' '}
          <LocatorLink url={profile.state_info?.doc_locator_url} />
        </p>
      )}
      <Form<ApproveValues>
        form={form}
        name="approve-profile"
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
        preserve={false}
        initialValues={{ checked: 'in_custody', facility: profile?.prison_name ?? '' }}
      >
        <Form.Item label="What the locator shows" name="checked">
          <Radio.Group className="admin-check__choices">
            <Radio value="in_custody">In custody at this facility</Radio>
            <Radio value="transferred">In custody, at another facility</Radio>
            <Radio value="unchecked">Not checked: approve without a verified date</Radio>
          </Radio.Group>
        </Form.Item>
        {checked !== 'unchecked' && (
          <>
            <Form.Item
              label="Facility shown by the locator"
              name="facility"
              rules={[{ required: checked === 'transferred', whitespace: true, message: ADMIN_MESSAGES.facilityRequired }]}
            >
              <Input maxLength={CHECK_FACILITY_MAX} />
            </Form.Item>
            <Form.Item label="Note (optional)" name="note">
              <Input.TextArea rows={2} maxLength={CHECK_NOTE_MAX} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
