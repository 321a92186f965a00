import { act, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi, makeUser, type FakeHandler, type FakeReply } from '../../test/fakeApi';
import { deferred } from '../../test/profileFixtures';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { setupUser } from '../../test/user';

/*
 * antd's Table and Popconfirm make every getComputedStyle in jsdom slow, so lookups go by
 * text rather than role, and the tests get more time than the default.
 */
jest.setTimeout(60_000);

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

// The page is a lazy chunk: load its module graph (antd Table, Popconfirm…) once up front.
beforeAll(() => import('./ReportedContentPage'));

const admin = makeUser({ id: 'admin-1', email: 'admin@example.com', is_admin: true });

/** A report as `GET /admin/forum/reports` answers it: full e-mail addresses (admins only). */
function makeReport(overrides: Record<string, unknown> = {}) {
  return {
    id: 'report-1',
    content_type: 'reply',
    content_id: 'reply-9',
    thread_id: 'thread-3',
    reason: 'Asks people to send money',
    status: 'pending',
    reported_by_email: 'careful.reader@example.com',
    content_preview: 'Send me $50 by Western Union and I will put money on his books',
    content_author_email: 'spammer@example.net',
    created_at: '2026-03-06T09:30:00.000Z',
    ...overrides,
  };
}

const moneyReply = makeReport();
const rudeThread = makeReport({
  id: 'report-2',
  content_type: 'thread',
  content_id: 'thread-4',
  thread_id: 'thread-4',
  reason: 'Insults another member',
  status: 'reviewed',
  reported_by_email: 'family.member@example.org',
  content_preview: 'Anyone who writes to prisoners is a fool',
  content_author_email: 'angry@example.com',
  created_at: '2026-02-11T18:00:00.000Z',
});

function openReports(reports: unknown[] = [moneyReply, rudeThread], extra: Record<string, FakeHandler> = {}) {
  storeSession(admin, 'admin-token');
  api = fakeApi({ 'GET /admin/forum/reports': () => ({ status: 200, body: reports }), ...extra });
  return renderRoute('/admin/reports');
}

/** The row of the report whose preview starts with `preview`. */
async function row(preview: string) {
  const cell = await screen.findByText((text, element) => element?.matches('td a') === true && text.startsWith(preview));
  return within(cell.closest('tr') as HTMLElement);
}

/** The confirm button of an open Popconfirm. */
function confirmButton(text: string) {
  return screen.findByText(text, { selector: '.ant-popover button > span' });
}

/** An admin dashboard with no profiles or users, and `summary` in its cards. */
function openDashboard(summary: Record<string, unknown>, extra: Record<string, FakeHandler> = {}) {
  storeSession(admin, 'admin-token');
  const emptyPage = (key: string) => () => ({
    status: 200,
    body: { [key]: [], total: 0, page: 1, totalPages: 0 },
  });
  api = fakeApi({
    'GET /admin/summary': () => ({ status: 200, body: { weekly: [], ...summary } }),
    'GET /admin/pending': emptyPage('profiles'),
    'GET /admin/profiles': emptyPage('profiles'),
    'GET /admin/users': emptyPage('users'),
    ...extra,
  });
  return renderRoute('/admin');
}

describe('Reported Content', () => {
  it('lists the reports with type, preview linking to the thread, reason, reporter, status and date', async () => {
    openReports();

    expect(await screen.findByRole('heading', { level: 1, name: 'Reported Content' })).toBeInTheDocument();
    expect(screen.getByText('Back to Dashboard').closest('a')).toHaveAttribute('href', '/admin');

    const money = await row('Send me $50');
    // A reported reply opens its thread.
    expect(money.getByText(/^Send me \$50/).closest('a')).toHaveAttribute('href', '/forum/thread/thread-3');
    expect(money.getByText('Reply')).toBeInTheDocument();
    expect(money.getByText('by spammer@example.net')).toBeInTheDocument();
    expect(money.getByText('Asks people to send money')).toBeInTheDocument();
    expect(money.getByText('careful.reader@example.com')).toBeInTheDocument();
    expect(money.getByText('Pending')).toBeInTheDocument();
    expect(money.getByText('Mar 6, 2026')).toBeInTheDocument();
    expect(money.getByText('Mark Reviewed')).toBeInTheDocument();
    expect(money.getByText('Dismiss')).toBeInTheDocument();
    expect(money.getByText('Delete Report')).toBeInTheDocument();
    expect(money.getByText('Delete Reply')).toBeInTheDocument();

    const rude = await row('Anyone who writes');
    expect(rude.getByText(/^Anyone who writes/).closest('a')).toHaveAttribute('href', '/forum/thread/thread-4');
    expect(rude.getByText('Thread')).toBeInTheDocument();
    expect(rude.getByText('family.member@example.org')).toBeInTheDocument();
    expect(rude.getByText('Reviewed')).toBeInTheDocument();
    // Already reviewed: it can still be dismissed.
    expect(rude.queryByText('Mark Reviewed')).not.toBeInTheDocument();
    expect(rude.getByText('Dismiss')).toBeInTheDocument();
    expect(rude.getByText('Delete Thread')).toBeInTheDocument();

    expect(api.callsTo('GET /admin/forum/reports')[0].authorization).toBe('Bearer admin-token');
  });

  it('shows 20 reports per page', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      makeReport({ id: `report-${index}`, content_preview: `Reported post ${index}.` }),
    );
    openReports(many);

    await row('Reported post 0.');
    expect(screen.queryByText('Reported post 20.', { selector: 'td a' })).not.toBeInTheDocument();
    await setupUser().click(screen.getByTitle('2'));
    await row('Reported post 22.');
    expect(screen.queryByText('Reported post 0.', { selector: 'td a' })).not.toBeInTheDocument();
  });

  it('marks a report reviewed with PUT ?status=reviewed and shows its new status', async () => {
    openReports([moneyReply], {
      'PUT /admin/forum/reports/report-1/status': () => ({
        status: 200,
        body: { ...moneyReply, status: 'reviewed' },
      }),
    });
    const money = await row('Send me $50');

    await setupUser().click(money.getByText('Mark Reviewed'));

    expect(await money.findByText('Reviewed')).toBeInTheDocument();
    expect(money.queryByText('Pending')).not.toBeInTheDocument();
    expect(money.queryByText('Mark Reviewed')).not.toBeInTheDocument();
    const [request] = api.callsTo('PUT /admin/forum/reports/report-1/status');
    expect(request.config.params).toEqual({ status: 'reviewed' });
    expect(request.body).toBeUndefined();
  });

  it('dismisses a report with PUT ?status=dismissed', async () => {
    openReports([moneyReply], {
      'PUT /admin/forum/reports/report-1/status': () => ({
        status: 200,
        body: { ...moneyReply, status: 'dismissed' },
      }),
    });
    const money = await row('Send me $50');

    await setupUser().click(money.getByText('Dismiss'));

    expect(await money.findByText('Dismissed')).toBeInTheDocument();
    expect(money.queryByText('Dismiss')).not.toBeInTheDocument();
    expect(money.getByText('Mark Reviewed')).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/forum/reports/report-1/status')[0].config.params).toEqual({
      status: 'dismissed',
    });
  });

  it.each([
    ['marking a report reviewed', 'Mark Reviewed'],
    ['deleting a report', 'Delete Report'],
  ])('reads the review queue afresh after %s (a decision can show a hidden post again)', async (_, action) => {
    // A reply hidden after reports waits in Forum Moderation's queue until its reports are decided.
    const hidden = {
      content_type: 'reply',
      id: 'reply-9',
      thread_id: 'thread-3',
      thread_title: 'Scams to avoid',
      content: '<p>Send me $50 by Western Union</p>',
      held: 'reports',
      pending_reports: 1,
      author_id: 'user-6',
      author_email: 'spammer@example.net',
      created_at: '2026-03-06T09:30:00.000Z',
    };
    const fresh = deferred<FakeReply>();
    let queueReads = 0;
    storeSession(admin, 'admin-token');
    api = fakeApi({
      'GET /forum/threads': () => ({ status: 200, body: { threads: [], totalPages: 0 } }),
      'GET /admin/forum/queue': () => {
        queueReads += 1;
        return queueReads === 1 ? { status: 200, body: [hidden] } : fresh.promise;
      },
      'GET /admin/forum/reports': () => ({ status: 200, body: [moneyReply] }),
      'PUT /admin/forum/reports/report-1/status': () => ({ status: 200, body: { ...moneyReply, status: 'reviewed' } }),
      'DELETE /admin/forum/reports/report-1': () => ({ status: 200, body: { message: 'Report deleted' } }),
    });
    const { router } = renderRoute('/admin/forum');
    expect(await screen.findByText('Hidden after 1 report')).toBeInTheDocument();

    await act(() => router.navigate('/admin/reports'));
    const user = setupUser();
    await user.click((await row('Send me $50')).getByText(action));
    if (action === 'Delete Report') await user.click(await confirmButton('Delete'));
    await waitFor(() => expect(api.requests.some((request) => request.url.startsWith('/admin/forum/reports/report-1'))).toBe(true));

    await act(() => router.navigate('/admin/forum'));
    await waitFor(() => expect(queueReads).toBe(2));
    // The post the decision may have shown again is not offered while the queue is read.
    expect(screen.queryByText('Hidden after 1 report')).not.toBeInTheDocument();
    await act(async () => fresh.resolve({ status: 200, body: [] }));
    expect(await screen.findByText('Nothing waiting for review.')).toBeInTheDocument();
  });

  it('says "Failed to update report" and keeps the status when the change fails', async () => {
    openReports([moneyReply], {
      'PUT /admin/forum/reports/report-1/status': () => apiError(404, 'Report not found'),
    });
    const money = await row('Send me $50');

    await setupUser().click(money.getByText('Mark Reviewed'));

    expect(await screen.findByText('Failed to update report')).toBeInTheDocument();
    expect(money.getByText('Pending')).toBeInTheDocument();
  });

  it('deletes a report after confirmation, then reads the list again', async () => {
    let deleted = false;
    openReports([], {
      'GET /admin/forum/reports': () => ({
        status: 200,
        body: deleted ? [{ ...moneyReply, status: 'dismissed' }] : [moneyReply],
      }),
      'DELETE /admin/forum/reports/report-1': () => {
        deleted = true;
        return { status: 200, body: { message: 'Report deleted' } };
      },
    });
    const user = setupUser();
    const money = await row('Send me $50');

    await user.click(money.getByText('Delete Report'));
    expect(await screen.findByText('Delete this report?')).toBeInTheDocument();
    expect(screen.getByText('The report is closed as dismissed. The reply stays.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/forum/reports/report-1')).toHaveLength(0);
    await user.click(await confirmButton('Delete'));

    expect(await screen.findByText('Report deleted')).toBeInTheDocument();
    expect(await money.findByText('Dismissed')).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/forum/reports/report-1')).toHaveLength(1);
    expect(api.callsTo('GET /admin/forum/reports')).toHaveLength(2);
  });

  it('says "Failed to delete report" when the deletion fails', async () => {
    openReports([moneyReply], { 'DELETE /admin/forum/reports/report-1': () => ({ status: 500, body: {} }) });
    const user = setupUser();
    await user.click((await row('Send me $50')).getByText('Delete Report'));
    await user.click(await confirmButton('Delete'));
    expect(await screen.findByText('Failed to delete report')).toBeInTheDocument();
  });

  it('deletes a reported reply as an admin, after confirmation', async () => {
    let deleted = false;
    openReports([], {
      'GET /admin/forum/reports': () => ({ status: 200, body: deleted ? [rudeThread] : [moneyReply, rudeThread] }),
      'DELETE /admin/forum/replies/reply-9': () => {
        deleted = true;
        return { status: 200, body: { message: 'Reply deleted successfully' } };
      },
    });
    const user = setupUser();

    await user.click((await row('Send me $50')).getByText('Delete Reply'));
    expect(await screen.findByText('Delete the reported reply?')).toBeInTheDocument();
    expect(screen.getByText('The reply is deleted. This cannot be undone.')).toBeInTheDocument();
    await user.click(await confirmButton('Delete'));

    expect(await screen.findByText('Reply deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/forum/replies/reply-9')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/^Send me \$50/, { selector: 'td a' })).not.toBeInTheDocument());
    expect(screen.getByText(/^Anyone who writes/, { selector: 'td a' })).toBeInTheDocument();
  });

  it('deletes a reported thread with its replies', async () => {
    openReports([rudeThread], {
      'DELETE /admin/forum/threads/thread-4': () => ({
        status: 200,
        body: { message: 'Thread and all replies deleted' },
      }),
    });
    const user = setupUser();

    await user.click((await row('Anyone who writes')).getByText('Delete Thread'));
    expect(await screen.findByText('Delete the reported thread?')).toBeInTheDocument();
    await user.click(await confirmButton('Delete'));

    expect(await screen.findByText('Thread and all replies deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/forum/threads/thread-4')).toHaveLength(1);
  });

  it('says "Failed to delete thread" when the reported thread cannot be deleted', async () => {
    openReports([rudeThread], { 'DELETE /admin/forum/threads/thread-4': () => ({ status: 500, body: {} }) });
    const user = setupUser();
    await user.click((await row('Anyone who writes')).getByText('Delete Thread'));
    await user.click(await confirmButton('Delete'));
    expect(await screen.findByText('Failed to delete thread')).toBeInTheDocument();
  });

  it('says "Failed to load reports" and offers to try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    openReports([], {
      'GET /admin/forum/reports': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: {} } : { status: 200, body: [moneyReply] };
      },
    });

    expect(await screen.findByText('Failed to load reports')).toBeInTheDocument();
    await setupUser().click(await screen.findByText('Try again'));
    await row('Send me $50');
  });

  it('says so when nothing has been reported', async () => {
    openReports([]);
    expect(await screen.findByText('No reported content.')).toBeInTheDocument();
  });

  it('keeps signed-in users who are not admins out', async () => {
    storeSession(makeUser({ is_admin: false }));
    api = fakeApi({ 'GET /admin/forum/reports': () => ({ status: 200, body: [moneyReply] }) });
    const { router } = renderRoute('/admin/reports');

    expect(await screen.findByText('Access denied. Admin privileges required.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('GET /admin/forum/reports')).toHaveLength(0);
  });
});

describe('open reports on the Admin Dashboard', () => {
  it('counts the open reports on the Reported Content button, which opens the reports', async () => {
    const { router } = openDashboard(
      { open_reports: 3 },
      { 'GET /admin/forum/reports': () => ({ status: 200, body: [moneyReply] }) },
    );

    const nav = within(await screen.findByLabelText('Admin sections'));
    const button = (await nav.findByText('Reported Content (3)', { selector: 'a, a *' })).closest('a') as HTMLAnchorElement;
    expect(button).toHaveAttribute('href', '/admin/reports');
    await setupUser().click(button);

    await row('Send me $50');
    expect(router.state.location.pathname).toBe('/admin/reports');
  });

  it('shows no count when no report is open', async () => {
    openDashboard({ open_reports: 0 });
    const nav = within(await screen.findByLabelText('Admin sections'));
    await waitFor(() => expect(api.callsTo('GET /admin/summary')).toHaveLength(1));
    expect(nav.getByText('Reported Content', { selector: 'a, a *' })).toBeInTheDocument();
    expect(nav.queryByText(/Reported Content \(/)).not.toBeInTheDocument();
  });

  it('reads the count again after a report is marked reviewed, without showing the old one meanwhile', async () => {
    const fresh = deferred<FakeReply>();
    let summaries = 0;
    const { router } = openDashboard(
      {},
      {
        'GET /admin/summary': () => {
          summaries += 1;
          return summaries === 1 ? { status: 200, body: { weekly: [], open_reports: 1 } } : fresh.promise;
        },
        'GET /admin/forum/reports': () => ({ status: 200, body: [moneyReply] }),
        'PUT /admin/forum/reports/report-1/status': () => ({
          status: 200,
          body: { ...moneyReply, status: 'reviewed' },
        }),
      },
    );
    const user = setupUser();
    await user.click(await screen.findByText('Reported Content (1)', { selector: 'a, a *' }));
    await user.click((await row('Send me $50')).getByText('Mark Reviewed'));
    await waitFor(() => expect(api.callsTo('PUT /admin/forum/reports/report-1/status')).toHaveLength(1));

    await user.click(screen.getByText('Back to Dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    const nav = within(await screen.findByLabelText('Admin sections'));
    await waitFor(() => expect(summaries).toBe(2));
    expect(nav.queryByText('Reported Content (1)')).not.toBeInTheDocument();

    await act(async () => fresh.resolve({ status: 200, body: { weekly: [], open_reports: 0 } }));
    expect(nav.getByText('Reported Content', { selector: 'a, a *' })).toBeInTheDocument();
  });
});
