import { Alert, Spin } from 'antd';
import { PAYMENT_MESSAGES } from '../messages';

/** While the payment options load. */
export function PaymentOptionsLoading() {
  return (
    <div className="payment__loading" role="status">
      <Spin description="Loading payment options..." />
    </div>
  );
}

export type PaymentUnavailableProps = {
  /** Why (the server's detail), shown under the title. */
  reason: string;
};

/** Payments cannot be offered: the server's PayPal settings are incomplete. */
export function PaymentUnavailable({ reason }: PaymentUnavailableProps) {
  return (
    <Alert
      className="payment__notice"
      type="warning"
      showIcon
      title={PAYMENT_MESSAGES.unavailableTitle}
      description={reason}
    />
  );
}

export type PaymentErrorProps = {
  message: string | null;
};

/** The last failure of a payment attempt. */
export function PaymentError({ message }: PaymentErrorProps) {
  if (!message) return null;
  return <Alert className="payment__notice" type="error" showIcon title={message} />;
}
