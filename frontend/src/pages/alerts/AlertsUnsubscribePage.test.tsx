import { screen, waitFor } from '@testing-library/react';
import { SAVED_SEARCH_MESSAGES } from '../../modules/savedSearches/messages';
import { apiError, fakeApi, type FakeHandler } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => import('./AlertsUnsubscribePage'));

const PAUSED = 'E-mail alerts are paused for all your saved searches.';

function openUnsubscribe(path: string, answer: FakeHandler) {
  api = fakeApi({ 'POST /saved-searches/unsubscribe': answer });
  return renderRoute(path);
}

describe('saved-search alerts unsubscribe link', () => {
  it('pauses the alerts once, without signing in, and says so with a way to the dashboard', async () => {
    openUnsubscribe('/alerts/unsubscribe?token=abc_def', () => ({ status: 200, body: { message: PAUSED } }));

    expect(await screen.findByText(PAUSED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'E-mails about your saved searches' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    const calls = api.callsTo('POST /saved-searches/unsubscribe');
    expect(calls).toHaveLength(1);
    expect((calls[0].config.params as { token: string }).token).toBe('abc_def');
    expect(calls[0].authorization).toBeNull();
  });

  it('shows the server’s reason for a forged link', async () => {
    openUnsubscribe('/alerts/unsubscribe?token=forged', () => apiError(400, SAVED_SEARCH_MESSAGES.badUnsubscribeLink));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.badUnsubscribeLink);
  });

  it('says the link is not valid when it has no token, without calling the server', async () => {
    openUnsubscribe('/alerts/unsubscribe', () => ({ status: 200, body: { message: PAUSED } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.badUnsubscribeLink);
    await waitFor(() => expect(api.callsTo('POST /saved-searches/unsubscribe')).toHaveLength(0));
  });
});
