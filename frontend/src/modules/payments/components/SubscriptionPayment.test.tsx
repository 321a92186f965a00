import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { apiError, fakeApi, makeUser, type FakeHandler } from '../../../test/fakeApi';
import { renderWithProviders, storeSession } from '../../../test/renderRoute';
import { setupUser } from '../../../test/user';
import type { PaymentConfig } from '../types/payments';
import { SubscriptionPayment } from './SubscriptionPayment';
import { VideoPayment } from './VideoPayment';

/**
 * PayPal's SDK cannot run in jsdom: the fake buttons play the buyer's part, calling the
 * callbacks in the order PayPal does (click → create → approve, or cancel, or error).
 */
const mockPayPal = {
  providerOptions: [] as Record<string, unknown>[],
  createdWith: [] as unknown[],
};

jest.mock('@paypal/react-paypal-js', () => {
  const { createElement, Fragment } = jest.requireActual<typeof import('react')>('react');
  type Actions = { resolve: () => Promise<void>; reject: () => Promise<void> };
  type Props = {
    onClick?: (data: unknown, actions: Actions) => Promise<void> | void;
    createSubscription?: (data: unknown, actions: unknown) => Promise<string>;
    createOrder?: (data: unknown, actions: unknown) => Promise<string>;
    onApprove?: (data: unknown, actions: unknown) => Promise<void>;
    onCancel?: (data: unknown, actions: unknown) => void;
    onError?: (error: unknown) => void;
  };
  const click = async (props: Props) => {
    let allowed = true;
    await props.onClick?.(
      {},
      {
        resolve: async () => undefined,
        reject: async () => {
          allowed = false;
        },
      },
    );
    return allowed;
  };
  return {
    PayPalScriptProvider: ({ options, children }: { options: Record<string, unknown>; children: ReactNode }) => {
      mockPayPal.providerOptions.push(options);
      return createElement(Fragment, null, children);
    },
    usePayPalScriptReducer: () => [{ isPending: false, isRejected: false, isResolved: true }],
    PayPalButtons: (props: Props) =>
      createElement(
        'div',
        null,
        createElement(
          'button',
          {
            type: 'button',
            onClick: async () => {
              if (!(await click(props))) return;
              try {
                if (props.createSubscription) {
                  const id = await props.createSubscription(
                    {},
                    {
                      subscription: {
                        create: async (body: unknown) => {
                          mockPayPal.createdWith.push(body);
                          return 'I-PAYPAL-SUB';
                        },
                      },
                    },
                  );
                  await props.onApprove?.({ subscriptionID: id, orderID: '' }, {});
                } else if (props.createOrder) {
                  const orderId = await props.createOrder({}, {});
                  await props.onApprove?.({ orderID: orderId }, {});
                }
              } catch (error) {
                props.onError?.({ error });
              }
            },
          },
          'PayPal',
        ),
        createElement(
          'button',
          {
            type: 'button',
            onClick: async () => {
              if (await click(props)) props.onCancel?.({}, {});
            },
          },
          'Close PayPal window',
        ),
        createElement(
          'button',
          {
            type: 'button',
            onClick: async () => {
              if (await click(props)) props.onError?.({ message: 'popup blocked' });
            },
          },
          'Break PayPal',
        ),
      ),
  };
});

const DEMO: PaymentConfig = {
  profile_listing_plan_id: 'DEMO-PLAN-LISTING',
  premium_plan_id: 'DEMO-PLAN-PREMIUM',
  client_id: null,
  mode: 'demo',
  listing_price: '2.00',
  premium_price: '2.00',
  video_price: '7.00',
  currency: 'USD',
};

const SANDBOX: PaymentConfig = {
  ...DEMO,
  mode: 'sandbox',
  client_id: 'sandbox-client-id',
  profile_listing_plan_id: 'P-LISTING',
  premium_plan_id: 'P-PREMIUM',
};

const PROFILE_ID = '0b6f2a8e-4f0c-4c1a-9d5e-2f1a3b4c5d6e';

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api.restore();
  mockPayPal.providerOptions = [];
  mockPayPal.createdWith = [];
});

function activation(isPremium = false) {
  return {
    status: 200,
    body: {
      message: 'Subscription activated',
      status: 'Pending Review',
      payment_status: 'paid',
      paid_through: '2026-08-01',
      is_premium: isPremium,
    },
  };
}

function renderPayment(
  config: PaymentConfig | FakeHandler,
  handlers: Record<string, FakeHandler> = {},
  subscriptionType: 'profile_listing' | 'premium' = 'profile_listing',
) {
  api = fakeApi({
    'GET /paypal/plan-ids': typeof config === 'function' ? config : () => ({ status: 200, body: config }),
    ...handlers,
  });
  const onSuccess = jest.fn();
  const onError = jest.fn();
  renderWithProviders(
    <SubscriptionPayment
      profileId={PROFILE_ID}
      subscriptionType={subscriptionType}
      onSuccess={onSuccess}
      onError={onError}
    />,
  );
  return { onSuccess, onError };
}

describe('SubscriptionPayment in demo mode', () => {
  it('says no money moves, then creates a demo subscription and activates it', async () => {
    storeSession(makeUser(), 'token-1');
    const { onSuccess } = renderPayment(DEMO, {
      'POST /paypal/demo/subscriptions': () => ({ status: 201, body: { subscription_id: 'DEMO-SUB-1' } }),
      'POST /paypal/subscription/activate': () => activation(),
    });

    expect(await screen.findByText('Demo payment — no money moves')).toBeInTheDocument();
    expect(screen.getByText(/PayPal is not configured on this server/)).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Pay $2.00 / month (demo)' }));

    expect(
      await screen.findByText('Payment successful! Your profile will be reviewed before publishing.'),
    ).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ payment_status: 'paid' }));
    const [created] = api.callsTo('POST /paypal/demo/subscriptions');
    expect(created.body).toEqual({ profile_id: PROFILE_ID, subscription_type: 'profile_listing' });
    expect(created.authorization).toBe('Bearer token-1');
    const [activated] = api.callsTo('POST /paypal/subscription/activate');
    expect(activated.config.params).toEqual({ subscription_id: 'DEMO-SUB-1' });
    expect(activated.body).toEqual({ profile_id: PROFILE_ID, subscription_type: 'profile_listing' });
  });

  it('shows "Processing subscription..." while the server works', async () => {
    storeSession(makeUser());
    let finish = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    renderPayment(DEMO, {
      'POST /paypal/demo/subscriptions': async () => {
        await held;
        return { status: 201, body: { subscription_id: 'DEMO-SUB-1' } };
      },
      'POST /paypal/subscription/activate': () => activation(),
    });

    await setupUser().click(await screen.findByRole('button', { name: 'Pay $2.00 / month (demo)' }));
    expect(await screen.findByText('Processing subscription...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $2.00 / month (demo)' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByText('Processing subscription...')).not.toBeInTheDocument());
  });

  it('shows the server detail when activation fails, and a payment-failed notice', async () => {
    storeSession(makeUser());
    const { onSuccess, onError } = renderPayment(DEMO, {
      'POST /paypal/demo/subscriptions': () => ({ status: 201, body: { subscription_id: 'DEMO-SUB-1' } }),
      'POST /paypal/subscription/activate': () =>
        apiError(400, 'This profile already has an active listing subscription.'),
    });

    await setupUser().click(await screen.findByRole('button', { name: 'Pay $2.00 / month (demo)' }));

    expect(
      await screen.findByText('This profile already has an active listing subscription.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Payment failed. Please try again or contact support.'),
    ).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith('This profile already has an active listing subscription.');
    // Ready for another try.
    expect(screen.getByRole('button', { name: 'Pay $2.00 / month (demo)' })).toBeEnabled();
  });

  it('falls back to "Failed to activate subscription" when the server says nothing', async () => {
    storeSession(makeUser());
    renderPayment(DEMO, {
      'POST /paypal/demo/subscriptions': () => ({ status: 201, body: { subscription_id: 'DEMO-SUB-1' } }),
      'POST /paypal/subscription/activate': () => ({ status: 404, body: {} }),
    });
    await setupUser().click(await screen.findByRole('button', { name: 'Pay $2.00 / month (demo)' }));
    expect(await screen.findByText('Failed to activate subscription')).toBeInTheDocument();
  });

  it('asks to log in, and sends nothing, without a stored login', async () => {
    renderPayment(DEMO);
    await setupUser().click(await screen.findByRole('button', { name: 'Pay $2.00 / month (demo)' }));
    expect(await screen.findByText('Please login to continue')).toBeInTheDocument();
    expect(api.callsTo('POST /paypal/demo/subscriptions')).toHaveLength(0);
  });

  it('says premium is active after a premium payment', async () => {
    storeSession(makeUser());
    const { onSuccess } = renderPayment(
      { ...DEMO, premium_price: '3.00' },
      {
        'POST /paypal/demo/subscriptions': () => ({ status: 201, body: { subscription_id: 'DEMO-SUB-2' } }),
        'POST /paypal/subscription/activate': () => activation(true),
      },
      'premium',
    );
    await setupUser().click(await screen.findByRole('button', { name: 'Pay $3.00 / month (demo)' }));
    expect(
      await screen.findByText('Payment successful! Premium is now active on your profile.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /paypal/demo/subscriptions')[0].body).toEqual({
      profile_id: PROFILE_ID,
      subscription_type: 'premium',
    });
    expect(onSuccess).toHaveBeenCalled();
  });
});

describe('SubscriptionPayment when payments are not configured', () => {
  it('shows the server detail instead of payment buttons', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPayment(() =>
      apiError(503, 'Payments are not configured on this server (PAYPAL_MODE is unset).'),
    );
    expect(await screen.findByText('Payments are unavailable')).toBeInTheDocument();
    expect(
      screen.getByText('Payments are not configured on this server (PAYPAL_MODE is unset).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});

describe('SubscriptionPayment with PayPal', () => {
  it('loads PayPal for subscriptions and creates one for the plan with the profile as custom id', async () => {
    storeSession(makeUser());
    const { onSuccess } = renderPayment(SANDBOX, {
      'POST /paypal/subscription/activate': () => activation(),
    });

    await setupUser().click(await screen.findByRole('button', { name: 'PayPal' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(mockPayPal.providerOptions[0]).toMatchObject({
      clientId: 'sandbox-client-id',
      vault: true,
      intent: 'subscription',
    });
    expect(mockPayPal.createdWith).toEqual([{ plan_id: 'P-LISTING', custom_id: PROFILE_ID }]);
    const [activated] = api.callsTo('POST /paypal/subscription/activate');
    expect(activated.config.params).toEqual({ subscription_id: 'I-PAYPAL-SUB' });
    expect(activated.body).toEqual({ profile_id: PROFILE_ID, subscription_type: 'profile_listing' });
    expect(screen.queryByText('Demo payment — no money moves')).not.toBeInTheDocument();
  });

  it('says "Payment failed. Please try again." when PayPal reports an error', async () => {
    storeSession(makeUser());
    const { onError } = renderPayment(SANDBOX);
    await setupUser().click(await screen.findByRole('button', { name: 'Break PayPal' }));
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith('Payment failed. Please try again.');
    expect(api.callsTo('POST /paypal/subscription/activate')).toHaveLength(0);
  });

  it('only stops processing when the buyer closes PayPal', async () => {
    storeSession(makeUser());
    const { onError } = renderPayment(SANDBOX);
    await setupUser().click(await screen.findByRole('button', { name: 'Close PayPal window' }));
    await waitFor(() => expect(screen.queryByText('Processing subscription...')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not open PayPal without a stored login', async () => {
    renderPayment(SANDBOX);
    await setupUser().click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText('Please login to continue')).toBeInTheDocument();
    expect(mockPayPal.createdWith).toHaveLength(0);
  });
});

describe('VideoPayment', () => {
  function renderVideo(config: PaymentConfig, handlers: Record<string, FakeHandler> = {}) {
    api = fakeApi({ 'GET /paypal/plan-ids': () => ({ status: 200, body: config }), ...handlers });
    const onPaid = jest.fn();
    renderWithProviders(<VideoPayment profileId={PROFILE_ID} onPaid={onPaid} />);
    return { onPaid };
  }

  it('in demo mode creates the $7 order and captures it directly', async () => {
    storeSession(makeUser());
    const { onPaid } = renderVideo(DEMO, {
      'POST /paypal/create-video-order': () => ({ status: 200, body: { order_id: 'ORDER-1' } }),
      'POST /paypal/capture-video-order': () => ({
        status: 200,
        body: { message: 'Video payment captured', video_paid: true },
      }),
    });

    expect(await screen.findByText('Demo payment — no money moves')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Pay $7.00 (demo)' }));

    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ message: 'Video payment captured', video_paid: true }));
    expect(api.callsTo('POST /paypal/create-video-order')[0].config.params).toEqual({
      profile_id: PROFILE_ID,
    });
    expect(api.callsTo('POST /paypal/capture-video-order')[0].config.params).toEqual({
      order_id: 'ORDER-1',
      profile_id: PROFILE_ID,
    });
  });

  it('says "Failed to create payment order" when the order cannot be made', async () => {
    storeSession(makeUser());
    const { onPaid } = renderVideo(DEMO, {
      'POST /paypal/create-video-order': () => apiError(400, 'Video already paid'),
    });
    await setupUser().click(await screen.findByRole('button', { name: 'Pay $7.00 (demo)' }));
    expect(await screen.findByText('Failed to create payment order')).toBeInTheDocument();
    expect(api.callsTo('POST /paypal/capture-video-order')).toHaveLength(0);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says "Failed to capture payment" when the capture fails', async () => {
    storeSession(makeUser());
    renderVideo(DEMO, {
      'POST /paypal/create-video-order': () => ({ status: 200, body: { order_id: 'ORDER-1' } }),
      'POST /paypal/capture-video-order': () => apiError(400, 'Order not approved'),
    });
    await setupUser().click(await screen.findByRole('button', { name: 'Pay $7.00 (demo)' }));
    expect(await screen.findByText('Failed to capture payment')).toBeInTheDocument();
  });

  it('with PayPal offers Venmo and card but not credit, in USD, and captures the approved order', async () => {
    storeSession(makeUser());
    const { onPaid } = renderVideo(SANDBOX, {
      'POST /paypal/create-video-order': () => ({ status: 200, body: { order_id: 'ORDER-9' } }),
      'POST /paypal/capture-video-order': () => ({
        status: 200,
        body: { message: 'Video payment captured', video_paid: true },
      }),
    });

    await setupUser().click(await screen.findByRole('button', { name: 'PayPal' }));

    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(mockPayPal.providerOptions[0]).toMatchObject({
      clientId: 'sandbox-client-id',
      intent: 'capture',
      currency: 'USD',
      enableFunding: 'venmo',
      disableFunding: 'credit',
    });
    expect(api.callsTo('POST /paypal/capture-video-order')[0].config.params).toEqual({
      order_id: 'ORDER-9',
      profile_id: PROFILE_ID,
    });
  });

  it('with PayPal reports a failed order once, as "Failed to create payment order"', async () => {
    storeSession(makeUser());
    renderVideo(SANDBOX, {
      'POST /paypal/create-video-order': () => ({ status: 500, body: {} }),
    });
    await setupUser().click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText('Failed to create payment order')).toBeInTheDocument();
    expect(screen.queryByText('Payment failed. Please try again.')).not.toBeInTheDocument();
  });
});
