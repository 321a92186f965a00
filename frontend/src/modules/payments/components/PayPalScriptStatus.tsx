import { Alert, Spin } from 'antd';
import { usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { PAYMENT_MESSAGES } from '../messages';

/** Inside a PayPalScriptProvider: a spinner while PayPal's script loads, a message if it fails. */
export function PayPalScriptStatus() {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) {
    return <Alert className="payment__notice" type="error" showIcon title={PAYMENT_MESSAGES.sdkLoadFailed} />;
  }
  if (isPending) {
    return (
      <div className="payment__loading" role="status">
        <Spin description="Loading PayPal..." />
      </div>
    );
  }
  return null;
}

/** PayPal's script host for a mode (`environment` picks sandbox.paypal.com or paypal.com). */
export function paypalEnvironment(mode: 'sandbox' | 'live'): 'sandbox' | 'production' {
  return mode === 'live' ? 'production' : 'sandbox';
}
