import { Button, Form, Input, Space } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import type { PromoStatus } from '../hooks/usePromoCode';
import { SUBMIT_MESSAGES } from '../messages';

export type PromoCodeFieldProps = {
  code: string;
  status: PromoStatus;
  message: string | null;
  onChange: (code: string) => void;
  onValidate: () => void;
  disabled?: boolean;
};

const INPUT_ID = 'submit-profile_promo_code';

/** A promo code instead of payment: typed in upper case, checked with "Validate". */
export function PromoCodeField({
  code,
  status,
  message,
  onChange,
  onValidate,
  disabled,
}: PromoCodeFieldProps) {
  return (
    <>
      <Form.Item
        label="Promo code"
        htmlFor={INPUT_ID}
        validateStatus={status === 'invalid' ? 'error' : status === 'valid' ? 'success' : undefined}
        className="promo-field"
      >
        <Space.Compact block>
          <Input
            id={INPUT_ID}
            value={code}
            onChange={(event) => onChange(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              onValidate();
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            disabled={disabled}
            aria-describedby={`${INPUT_ID}-status`}
          />
          <Button
            onClick={onValidate}
            loading={status === 'validating'}
            disabled={disabled || !code.trim()}
          >
            Validate
          </Button>
        </Space.Compact>
      </Form.Item>
      <div id={`${INPUT_ID}-status`} aria-live="polite" className="promo-status">
        {status === 'valid' && (
          <p className="promo-status__valid">
            <CheckCircleFilled aria-hidden="true" /> {SUBMIT_MESSAGES.promoValid}
            {message && <span className="promo-status__description"> {message}</span>}
          </p>
        )}
        {status === 'invalid' && (
          <p className="promo-status__invalid">{message ?? SUBMIT_MESSAGES.promoInvalid}</p>
        )}
      </div>
    </>
  );
}
