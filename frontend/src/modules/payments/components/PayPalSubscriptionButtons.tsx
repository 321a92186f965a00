import { useMemo } from 'react';
import {
  PayPalButtons,
  PayPalScriptProvider,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { PayPalScriptStatus, paypalEnvironment } from './PayPalScriptStatus';

export type PayPalSubscriptionButtonsProps = {
  clientId: string;
  mode: 'sandbox' | 'live';
  planId: string;
  profileId: string;
  /** On click, before PayPal opens; false stops the payment (e.g. nobody is logged in). */
  onStart: () => boolean;
  /** The buyer approved: PayPal's subscription id, to activate on the server. */
  onApprove: (subscriptionId: string | null | undefined) => Promise<void>;
  /** The buyer closed PayPal without paying. */
  onCancel: () => void;
  onError: () => void;
};

/**
 * PayPal's subscription buttons (loaded in their own chunk, only where a payment is offered).
 * The subscription is created in the browser for the plan, with the profile id as custom id.
 * A separate SDK namespace keeps it apart from the video buttons' (capture) SDK on one page.
 */
export function PayPalSubscriptionButtons({
  clientId,
  mode,
  planId,
  profileId,
  onStart,
  onApprove,
  onCancel,
  onError,
}: PayPalSubscriptionButtonsProps) {
  const options = useMemo<ReactPayPalScriptOptions>(
    () => ({
      clientId,
      vault: true,
      intent: 'subscription',
      components: 'buttons',
      environment: paypalEnvironment(mode),
      dataNamespace: 'paypal_subscriptions',
    }),
    [clientId, mode],
  );

  return (
    <PayPalScriptProvider options={options}>
      <PayPalScriptStatus />
      <PayPalButtons
        style={{ layout: 'vertical', label: 'subscribe', shape: 'rect' }}
        forceReRender={[planId, profileId]}
        onClick={(_data, actions) => (onStart() ? actions.resolve() : actions.reject())}
        createSubscription={(_data, actions) =>
          actions.subscription.create({ plan_id: planId, custom_id: profileId })
        }
        onApprove={(data) => onApprove(data.subscriptionID)}
        onCancel={() => onCancel()}
        onError={() => onError()}
      />
    </PayPalScriptProvider>
  );
}
