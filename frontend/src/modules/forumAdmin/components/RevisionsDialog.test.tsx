import { screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi, makeUser, type FakeHandler } from '../../../test/fakeApi';
import { renderWithProviders, storeSession } from '../../../test/renderRoute';
import { setupUser } from '../../../test/user';
import DefaultRevisionsDialog, { RevisionsDialog, type RevisionsDialogProps } from './RevisionsDialog';

jest.setTimeout(30_000);

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const admin = makeUser({ id: 'admin-1', email: 'admin@example.com', is_admin: true });

/** Versions as `GET /admin/forum/revisions` answers them: newest first, sanitized HTML. */
const secondVersion = {
  id: 'rev-2',
  title: 'What to put on an envelope',
  content: '<p>Use the <strong>full</strong> inmate number.</p>',
  replaced_at: '2026-03-07T15:20:00.000Z',
};
const firstVersion = {
  id: 'rev-1',
  title: 'Envelope question',
  content: '<p>How do I address it?</p>',
  replaced_at: '2026-03-07T15:04:00.000Z',
};

function openDialog(revisions: FakeHandler, props: Partial<RevisionsDialogProps> = {}) {
  storeSession(admin, 'admin-token');
  api = fakeApi({ 'GET /admin/forum/revisions': revisions });
  const onClose = jest.fn();
  const view = renderWithProviders(
    <RevisionsDialog open contentType="thread" contentId="thread-7" onClose={onClose} {...props} />,
  );
  return { ...view, onClose };
}

describe('RevisionsDialog', () => {
  it('is the default export too (the thread page loads it lazily)', () => {
    api = fakeApi({});
    expect(DefaultRevisionsDialog).toBe(RevisionsDialog);
  });

  it("shows a thread's earlier versions, newest first, with when each was replaced, its title and its HTML", async () => {
    const { onClose } = openDialog(() => ({ status: 200, body: [secondVersion, firstVersion] }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Earlier versions of this thread')).toBeInTheDocument();
    const items = await dialog.findAllByRole('listitem');
    expect(items).toHaveLength(2);

    const newest = within(items[0]);
    expect(newest.getByText('Mar 7, 2026, 3:20 PM UTC')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(/^Replaced on Mar 7, 2026, 3:20 PM UTC/);
    expect(newest.getByRole('heading', { name: 'What to put on an envelope' })).toBeInTheDocument();
    // The version's HTML is rendered, not shown as text.
    expect(newest.getByText('full', { selector: '.safe-html strong' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Replaced on Mar 7, 2026, 3:04 PM UTC');
    expect(within(items[1]).getByText('How do I address it?')).toBeInTheDocument();

    const [request] = api.callsTo('GET /admin/forum/revisions');
    expect(request.config.params).toEqual({ content_type: 'thread', content_id: 'thread-7' });
    expect(request.authorization).toBe('Bearer admin-token');

    // The footer's Close (the corner's × closes too).
    await setupUser().click(dialog.getByText('Close', { selector: '.ant-modal-footer button span' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows a reply's versions without a title", async () => {
    openDialog(
      () => ({ status: 200, body: [{ ...firstVersion, title: null, content: '<p>First words.</p>' }] }),
      { contentType: 'reply', contentId: 'reply-9' },
    );

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Earlier versions of this reply')).toBeInTheDocument();
    expect(await dialog.findByText('First words.')).toBeInTheDocument();
    expect(dialog.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/forum/revisions')[0].config.params).toEqual({
      content_type: 'reply',
      content_id: 'reply-9',
    });
  });

  it('says "No earlier versions." when the post was never edited', async () => {
    openDialog(() => ({ status: 200, body: [] }));
    expect(await screen.findByText('No earlier versions.')).toBeInTheDocument();
  });

  it('says what the server answered when the versions cannot be loaded, and tries again', async () => {
    let calls = 0;
    openDialog(() => {
      calls += 1;
      return calls === 1 ? apiError(404, 'Thread not found') : { status: 200, body: [firstVersion] };
    });

    expect(await screen.findByText('The earlier versions could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Thread not found')).toBeInTheDocument();

    await setupUser().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('How do I address it?')).toBeInTheDocument();
  });

  it('shows "Loading…" until the versions arrive', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    openDialog(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    answer({ status: 200, body: [firstVersion] });
    expect(await screen.findByText('How do I address it?')).toBeInTheDocument();
  });

  it('asks nothing while it is closed', async () => {
    openDialog(() => ({ status: 200, body: [] }), { open: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('GET /admin/forum/revisions')).toHaveLength(0);
  });
});
