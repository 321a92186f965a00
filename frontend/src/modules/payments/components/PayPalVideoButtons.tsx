import { useMemo } from 'react';
import {
  PayPalButtons,
  PayPalScriptProvider,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { PayPalScriptStatus, paypalEnvironment } from './PayPalScriptStatus';

export type PayPalVideoButtonsProps = {
  clientId: string;
  mode: 'sandbox' | 'live';
  profileId: string;
  onStart: () => boolean;
  /** Creates the order on the server; resolves with its id. */
  createOrder: () => Promise<string>;
  onApprove: (orderId: string | null | undefined) => Promise<void>;
  onCancel: () => void;
  onError: () => void;
};

/**
 * PayPal's one-time payment buttons for the video ($7, USD): PayPal, Venmo and card, never
 * PayPal Credit. Loaded in their own chunk; their SDK (intent capture) has its own namespace.
 */
export function PayPalVideoButtons({
  clientId,
  mode,
  profileId,
  onStart,
  createOrder,
  onApprove,
  onCancel,
  onError,
}: PayPalVideoButtonsProps) {
  const options = useMemo<ReactPayPalScriptOptions>(
    () => ({
      clientId,
      intent: 'capture',
      currency: 'USD',
      components: 'buttons',
      enableFunding: 'venmo',
      disableFunding: 'credit',
      environment: paypalEnvironment(mode),
      dataNamespace: 'paypal_orders',
    }),
    [clientId, mode],
  );

  return (
    <PayPalScriptProvider options={options}>
      <PayPalScriptStatus />
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay', shape: 'rect' }}
        forceReRender={[profileId]}
        onClick={(_data, actions) => (onStart() ? actions.resolve() : actions.reject())}
        createOrder={() => createOrder()}
        onApprove={(data) => onApprove(data.orderID)}
        onCancel={() => onCancel()}
        onError={() => onError()}
      />
    </PayPalScriptProvider>
  );
}
