import { Alert } from 'antd';
import { PAYMENT_MESSAGES } from '../messages';

/** Says plainly that the demo button records a test payment and charges nobody. */
export function DemoPaymentNotice() {
  return (
    <Alert
      className="payment__notice"
      type="info"
      showIcon
      title={PAYMENT_MESSAGES.demoTitle}
      description={PAYMENT_MESSAGES.demoExplanation}
    />
  );
}
