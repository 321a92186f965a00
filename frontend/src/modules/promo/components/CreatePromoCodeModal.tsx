import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { PROMO_CODE_PATTERN, PROMO_DEFAULTS, PROMO_MESSAGES } from '../messages';
import type { NewPromoCode } from '../types/promoCode';
import { expiryFromDateInput, toDateInputValue } from '../utils/promoFormat';

export type CreatePromoCodeModalProps = {
  open: boolean;
  isCreating: boolean;
  /** Sends the new code; resolves true when it was created. */
  onCreate: (promo: NewPromoCode) => Promise<boolean>;
  onClose: () => void;
};

/** The new code's fields as the API takes them, with the expiry as the date input holds it. */
type CreatePromoCodeValues = Pick<NewPromoCode, 'code' | 'description'> &
  Required<Pick<NewPromoCode, 'max_uses' | 'max_uses_per_account' | 'listing_days' | 'is_active'>> & {
    /** "YYYY-MM-DD" from the date input, or empty for no expiry. */
    expiry?: string;
  };

const INITIAL_VALUES: Partial<CreatePromoCodeValues> = {
  max_uses: PROMO_DEFAULTS.maxUses,
  max_uses_per_account: PROMO_DEFAULTS.maxUsesPerAccount,
  listing_days: PROMO_DEFAULTS.listingDays,
  is_active: PROMO_DEFAULTS.isActive,
};

const toUpperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

function toNewPromoCode(values: CreatePromoCodeValues): NewPromoCode {
  const description = values.description?.trim();
  return {
    code: values.code.trim(),
    ...(description ? { description } : {}),
    max_uses: values.max_uses,
    max_uses_per_account: values.max_uses_per_account,
    listing_days: values.listing_days,
    expiry_date: expiryFromDateInput(values.expiry),
    is_active: values.is_active,
  };
}

/** The "Create Code" dialog: code (upper case), description, uses, listing length, expiry, state. */
export function CreatePromoCodeModal({
  open,
  isCreating,
  onCreate,
  onClose,
}: CreatePromoCodeModalProps) {
  const [form] = Form.useForm<CreatePromoCodeValues>();
  const today = toDateInputValue(new Date());

  const handleFinish = async (values: CreatePromoCodeValues) => {
    if (await onCreate(toNewPromoCode(values))) onClose();
  };

  return (
    <Modal
      title="Create Promo Code"
      open={open}
      okText="Create"
      cancelText="Cancel"
      confirmLoading={isCreating}
      onOk={() => form.submit()}
      onCancel={onClose}
      // Start afresh next time: after a code is created, and after a cancel.
      afterOpenChange={(isOpen) => {
        if (!isOpen) form.resetFields();
      }}
    >
      <Form<CreatePromoCodeValues>
        name="create-promo-code"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={INITIAL_VALUES}
        onFinish={handleFinish}
        className="promo-form"
      >
        <Form.Item
          label="Code"
          name="code"
          normalize={toUpperCase}
          extra="Letters, digits, - and _. Stored in upper case."
          rules={[
            { required: true, whitespace: true, message: PROMO_MESSAGES.codeRequired },
            {
              validator: (_, value: string | undefined) => {
                const code = value?.trim() ?? '';
                return !code || PROMO_CODE_PATTERN.test(code)
                  ? Promise.resolve()
                  : Promise.reject(new Error(PROMO_MESSAGES.codeFormat));
              },
            },
          ]}
        >
          <Input
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            className="promo-code-input"
          />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <div className="promo-form__numbers">
          <Form.Item
            label="Max uses"
            name="max_uses"
            extra="0 = unlimited"
            rules={[
              { required: true, type: 'integer', min: 0, message: PROMO_MESSAGES.maxUsesInvalid },
            ]}
          >
            <InputNumber min={0} precision={0} step={1} className="promo-form__number" />
          </Form.Item>
          <Form.Item
            label="Uses per account"
            name="max_uses_per_account"
            extra="0 = no limit"
            rules={[
              { required: true, type: 'integer', min: 0, message: PROMO_MESSAGES.perAccountInvalid },
            ]}
          >
            <InputNumber min={0} precision={0} step={1} className="promo-form__number" />
          </Form.Item>
          <Form.Item
            label="Listing length (days)"
            name="listing_days"
            extra="0 = the listing never ends"
            rules={[
              {
                required: true,
                type: 'integer',
                min: 0,
                message: PROMO_MESSAGES.listingDaysInvalid,
              },
            ]}
          >
            <InputNumber min={0} precision={0} step={1} className="promo-form__number" />
          </Form.Item>
        </div>
        <Form.Item
          label="Expiry date"
          name="expiry"
          extra="Optional. The code works until the end of that day."
          rules={[
            {
              validator: (_, value: string | undefined) =>
                !value || value >= today
                  ? Promise.resolve()
                  : Promise.reject(new Error(PROMO_MESSAGES.expiryInPast)),
            },
          ]}
        >
          <Input type="date" min={today} />
        </Form.Item>
        <Form.Item label="Active" name="is_active" valuePropName="checked">
          <Switch checkedChildren="Active" unCheckedChildren="Disabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
