import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Skeleton, Space, Typography } from 'antd';
import { TOTP_DIGITS } from '@shared/rules';
import { LoadError } from '../../../components/feedback/LoadError';
import { toast } from '../../../components/feedback/toast';
import {
  SecondFactorFields,
  toSecondFactor,
  type SecondFactorValues,
} from '../../auth/components/SecondFactorFields';
import { useTwoFactorSettings } from '../hooks/useTwoFactorSettings';
import { ACCOUNT_MESSAGES } from '../messages';

type ConfirmValues = { currentPassword: string; code: string };
type ChangeValues = SecondFactorValues & { currentPassword: string };

/** The account's password, asked again before any change to two-factor sign-in. */
function CurrentPasswordField() {
  return (
    <Form.Item label="Password" name="currentPassword" rules={[{ required: true, message: 'Please enter your password' }]}>
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );
}

/** Account Settings → Two-factor sign-in: turn it on (QR code, confirm, recovery codes) or off. */
export function TwoFactorCard() {
  const twoFactor = useTwoFactorSettings();
  const { status, setup, recoveryCodes } = twoFactor;

  let body;
  if (recoveryCodes) {
    body = <RecoveryCodesPanel codes={recoveryCodes} onDone={twoFactor.dismissRecoveryCodes} />;
  } else if (twoFactor.loadError) {
    body = (
      <LoadError
        title="Two-factor sign-in could not be loaded"
        onRetry={twoFactor.refetch}
        isRetrying={twoFactor.isRefetching}
      />
    );
  } else if (twoFactor.isLoading || !status) {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  } else if (setup) {
    body = (
      <SetupPanel
        qrCode={setup.qr_code}
        secret={setup.secret}
        isSubmitting={twoFactor.isSubmitting}
        onConfirm={twoFactor.confirm}
        onCancel={twoFactor.cancelSetup}
      />
    );
  } else if (status.enabled) {
    body = (
      <EnabledPanel
        codesLeft={status.recovery_codes_left}
        isSubmitting={twoFactor.isSubmitting}
        onDisable={twoFactor.disable}
        onRegenerate={twoFactor.regenerate}
      />
    );
  } else {
    body = (
      <>
        {status.required && (
          <Alert className="two-factor__required" type="warning" showIcon title={ACCOUNT_MESSAGES.twoFactorRequired} />
        )}
        <p className="account-card__hint">
          After your password, sign-in will also ask for a code from an authenticator app on your phone
          (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…), so a stolen password is not enough.
        </p>
        <Button type="primary" loading={twoFactor.isSubmitting} onClick={() => void twoFactor.start()}>
          Turn on two-factor sign-in
        </Button>
      </>
    );
  }

  return (
    <Card title="Two-factor sign-in" className="account-card two-factor" id="two-factor">
      {body}
    </Card>
  );
}

type SetupPanelProps = {
  qrCode: string;
  secret: string;
  isSubmitting: boolean;
  onConfirm: (password: string, code: string) => Promise<boolean>;
  onCancel: () => void;
};

function SetupPanel({ qrCode, secret, isSubmitting, onConfirm, onCancel }: SetupPanelProps) {
  const handleFinish = async (values: ConfirmValues) => {
    await onConfirm(values.currentPassword, values.code);
  };
  return (
    <div className="two-factor__setup">
      <ol className="two-factor__steps">
        <li>
          <p>Scan this QR code with your authenticator app.</p>
          <img className="two-factor__qr" src={qrCode} width={200} height={200} alt="QR code to add this site to your authenticator app" />
          <p className="account-card__hint">
            Can&apos;t scan it? Enter this key in the app instead (time-based, 6 digits):
          </p>
          <Typography.Text code copyable className="two-factor__secret" data-testid="two-factor-secret">
            {secret}
          </Typography.Text>
        </li>
        <li>
          <p>Enter your password and the {TOTP_DIGITS}-digit code the app shows.</p>
          <Form<ConfirmValues> name="two-factor-confirm" layout="vertical" requiredMark={false} onFinish={handleFinish}>
            {/* The password too: a signed-in session alone (stolen, or left open) cannot add a phone. */}
            <CurrentPasswordField />
            <Form.Item
              label="Code from your authenticator app"
              name="code"
              normalize={(value: string) => value.replace(/\D/g, '').slice(0, TOTP_DIGITS)}
              rules={[{ required: true, len: TOTP_DIGITS, message: `Please enter the ${TOTP_DIGITS}-digit code` }]}
            >
              <Input autoComplete="one-time-code" inputMode="numeric" className="second-factor__code" />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                Turn on
              </Button>
              <Button onClick={onCancel}>Cancel</Button>
            </Space>
          </Form>
        </li>
      </ol>
    </div>
  );
}

type RecoveryCodesPanelProps = { codes: string[]; onDone: () => void };

function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const text = `Pen Pal Directory recovery codes (each works once)\n\n${codes.join('\n')}\n`;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(ACCOUNT_MESSAGES.recoveryCodesCopied);
    } catch {
      toast.error('Copying is not allowed here. Please select the codes and copy them, or download them.');
    }
  };

  const handleDownload = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="two-factor__codes">
      <Alert
        type="success"
        showIcon
        title="Save your recovery codes now"
        description="If you lose your phone, each of these codes lets you sign in once. They are shown only this time."
      />
      <ol className="two-factor__code-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button onClick={() => void handleCopy()}>Copy</Button>
        <Button onClick={handleDownload}>Download</Button>
        <Button type="primary" onClick={onDone}>
          I have saved them
        </Button>
      </Space>
    </div>
  );
}

type EnabledPanelProps = {
  codesLeft: number;
  isSubmitting: boolean;
  onDisable: (password: string, factor: ReturnType<typeof toSecondFactor>) => Promise<boolean>;
  onRegenerate: (password: string, factor: ReturnType<typeof toSecondFactor>) => Promise<boolean>;
};

function EnabledPanel({ codesLeft, isSubmitting, onDisable, onRegenerate }: EnabledPanelProps) {
  const [form] = Form.useForm<ChangeValues>();
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);

  const act = async (action: EnabledPanelProps['onDisable']) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (await action(values.currentPassword, toSecondFactor(values, useRecoveryCode))) form.resetFields();
  };

  return (
    <>
      <p>
        <strong>On.</strong> Sign-in asks for a code from your authenticator app. {codesLeft} recovery
        code{codesLeft === 1 ? '' : 's'} left.
      </p>
      <p className="account-card__hint">To turn it off or make new recovery codes, enter your password and a current code.</p>
      <Form<ChangeValues> name="two-factor-change" form={form} layout="vertical" requiredMark={false}>
        <CurrentPasswordField />
        <SecondFactorFields useRecoveryCode={useRecoveryCode} onToggleRecoveryCode={() => setUseRecoveryCode((value) => !value)} />
        <Space wrap>
          <Button danger loading={isSubmitting} onClick={() => void act(onDisable)}>
            Turn off two-factor sign-in
          </Button>
          <Button loading={isSubmitting} onClick={() => void act(onRegenerate)}>
            Make new recovery codes
          </Button>
        </Space>
      </Form>
    </>
  );
}
