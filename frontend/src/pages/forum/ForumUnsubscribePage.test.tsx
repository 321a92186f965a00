import { screen, waitFor } from '@testing-library/react';
import { FORUM_MESSAGES } from '../../modules/forum/messages';
import { apiError, fakeApi, type FakeHandler, type FakeRequest } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => import('./ForumUnsubscribePage'));

const UNSUBSCRIBED = 'You will no longer get e-mails about this thread.';

function openUnsubscribe(path: string, answer: FakeHandler) {
  api = fakeApi({ 'POST /forum/unsubscribe': answer });
  return renderRoute(path);
}

function tokenOf(request: FakeRequest): string {
  return (request.config.params as { token: string }).token;
}

describe('forum unsubscribe link', () => {
  it('turns off the e-mails once, without signing in, and says so', async () => {
    openUnsubscribe('/forum/unsubscribe?token=abc.def', () => ({ status: 201, body: { message: UNSUBSCRIBED } }));

    expect(await screen.findByText(UNSUBSCRIBED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Forum' })).toHaveAttribute('href', '/forum');
    const calls = api.callsTo('POST /forum/unsubscribe');
    expect(calls).toHaveLength(1);
    expect(tokenOf(calls[0])).toBe('abc.def');
    expect(calls[0].authorization).toBeNull();
  });

  it('shows the server’s reason for a link that is not valid, with a way to the forum', async () => {
    openUnsubscribe('/forum/unsubscribe?token=forged', () => apiError(400, FORUM_MESSAGES.badUnsubscribeLink));

    expect(await screen.findByRole('alert')).toHaveTextContent(FORUM_MESSAGES.badUnsubscribeLink);
    expect(screen.getByRole('link', { name: 'Go to the Forum' })).toHaveAttribute('href', '/forum');
  });

  it('says "Failed to unsubscribe" when the server gives no reason', async () => {
    openUnsubscribe('/forum/unsubscribe?token=abc', () => ({ status: 500, body: {} }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FORUM_MESSAGES.unsubscribeFailed);
  });

  it('says the link is not valid when it has no token, without calling the server', async () => {
    openUnsubscribe('/forum/unsubscribe', () => ({ status: 201, body: { message: UNSUBSCRIBED } }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FORUM_MESSAGES.badUnsubscribeLink);
    await waitFor(() => expect(api.callsTo('POST /forum/unsubscribe')).toHaveLength(0));
  });
});
