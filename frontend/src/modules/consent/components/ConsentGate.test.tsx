import { screen, waitFor, within } from '@testing-library/react';
import { CONSENT_REQUIRED_MESSAGE } from '@shared/text';
import { FORUM_MESSAGES } from '../../forum/messages';
import { apiError, fakeApi, makeUser, type FakeHandler } from '../../../test/fakeApi';
import { renderRoute, storeSession } from '../../../test/renderRoute';
import { fillIn, setupUser } from '../../../test/user';

// The message editor is TipTap, which jsdom cannot type into: a textarea stands in for it.
jest.mock('../../forum/components/editor/RichTextEditor', () => jest.requireActual('../../forum/test/textareaEditor'));

jest.setTimeout(60000);

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => Promise.all([import('../../../pages/forum/NewThreadPage'), import('./ConsentDialog')]));

const CONSENTED_AT = '2026-11-27T20:00:00.000Z';
const TERMS_BOX = { name: /^I am 18 or older and I accept the Terms of Service/ };
/** The page and the dialog are loaded on demand: slow on a busy machine. */
const LOADED = { timeout: 15000 };

/** /forum/new-thread for an account as stored, with the server's answers. */
function openNewThread(user: Record<string, unknown>, handlers: Record<string, FakeHandler> = {}) {
  storeSession(user);
  api = fakeApi({
    'POST /user/consent': () => ({ status: 200, body: { ...user, terms_accepted_at: CONSENTED_AT } }),
    ...handlers,
  });
  return renderRoute('/forum/new-thread');
}

function storedUser() {
  return JSON.parse(window.localStorage.getItem('user_data') ?? 'null') as Record<string, unknown>;
}

describe('the one-time consent dialog', () => {
  it('asks an account without a recorded confirmation before it can post, and not again once confirmed', async () => {
    const user = setupUser();
    openNewThread(makeUser({ terms_accepted_at: null }));

    const dialog = await screen.findByRole('dialog', { name: 'Before you continue' }, LOADED);
    expect(screen.getByText(CONSENT_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /^Terms of Service/ })).toHaveAttribute('href', '/terms');
    expect(within(dialog).getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute('href', '/privacy');

    // Confirm without the tick: says why, sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please confirm you are 18 or older and accept the Terms of Service.');
    expect(within(dialog).getByRole('checkbox', TERMS_BOX)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /user/consent')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', TERMS_BOX));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /user/consent').map((call) => call.body)).toEqual([{ accept_terms: true }]);
    expect(storedUser().terms_accepted_at).toBe(CONSENTED_AT);
  });

  it('asks an account stored before the field existed too', async () => {
    const { terms_accepted_at: _omitted, ...older } = makeUser();
    openNewThread(older);
    expect(await screen.findByRole('dialog', { name: 'Before you continue' }, LOADED)).toBeInTheDocument();
  });

  it('closes on "Not now", leaving the reason and a button to ask again', async () => {
    const user = setupUser();
    openNewThread(makeUser({ terms_accepted_at: null }));

    await user.click(await screen.findByRole('button', { name: 'Not now' }, LOADED));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(CONSENT_REQUIRED_MESSAGE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByRole('dialog', { name: 'Before you continue' }, LOADED)).toBeInTheDocument();
  });

  it('does not ask an account that confirmed', async () => {
    openNewThread(makeUser());
    expect(await screen.findByRole('textbox', { name: 'Title' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks when the server answers the consent 403 to a client that believed otherwise', async () => {
    const user = setupUser();
    openNewThread(makeUser({ terms_accepted_at: CONSENTED_AT }), {
      'POST /forum/threads': () => ({ status: 403, body: { statusCode: 403, error: 'Forbidden', detail: CONSENT_REQUIRED_MESSAGE } }),
    });

    await fillIn(user, await screen.findByRole('textbox', { name: 'Title' }, LOADED), 'Hello everyone');
    await fillIn(user, await screen.findByRole('textbox', { name: 'Message' }), '<p>My first post</p>');
    await user.click(screen.getByRole('button', { name: 'Create Thread' }));

    expect(await screen.findByRole('dialog', { name: 'Before you continue' }, LOADED)).toBeInTheDocument();
    expect(storedUser().terms_accepted_at).toBeNull();
  });

  it('leaves other 403s alone', async () => {
    const user = setupUser();
    openNewThread(makeUser(), { 'POST /forum/threads': () => apiError(403, FORUM_MESSAGES.threadLocked) });

    await fillIn(user, await screen.findByRole('textbox', { name: 'Title' }, LOADED), 'Hello everyone');
    await fillIn(user, await screen.findByRole('textbox', { name: 'Message' }), '<p>My first post</p>');
    await user.click(screen.getByRole('button', { name: 'Create Thread' }));

    await waitFor(() => expect(api.callsTo('POST /forum/threads')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedUser().terms_accepted_at).toBe(makeUser().terms_accepted_at);
  });
});
