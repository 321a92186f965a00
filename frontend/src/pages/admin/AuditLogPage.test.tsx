import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, makeUser, type FakeHandler } from '../../test/fakeApi';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { setupUser } from '../../test/user';

// antd's Table and Pagination make getComputedStyle slow in jsdom: give the tests time.
jest.setTimeout(60_000);

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => import('./AuditLogPage'));

function makeEntry(overrides: Record<string, unknown> = {}) {
  return {
    id: 'e-1',
    actor_id: 'admin-1',
    actor_email: 'admin@example.com',
    action: 'profile.approve',
    target_type: 'profile',
    target_id: 'p-1',
    target_label: 'Jordan Avery',
    reason: null,
    details: {},
    created_at: '2026-03-05T14:30:00.000Z',
    ...overrides,
  };
}

const entries = [
  makeEntry(),
  makeEntry({ id: 'e-2', action: 'profile.reject', target_id: 'p-2', target_label: 'Sam Rivera', reason: 'Blurry photo' }),
  makeEntry({
    id: 'e-3',
    action: 'profile.edit',
    target_id: 'p-3',
    target_label: 'Alex Morgan',
    reason: 'Photo showed another person',
    details: { fields: ['bio'], photos_removed: 1 },
  }),
  makeEntry({ id: 'e-4', action: 'profile.delete', target_id: 'p-4', target_label: 'Casey Lee' }),
  makeEntry({ id: 'e-5', action: 'profile.video_delete', target_id: 'p-5', target_label: 'Riley Stone' }),
  makeEntry({ id: 'e-6', action: 'user.make_admin', target_type: 'user', target_id: 'u-1', target_label: 'new-admin@example.com' }),
  makeEntry({ id: 'e-7', action: 'user.remove_admin', target_type: 'user', target_id: 'u-2', target_label: 'old-admin@example.com' }),
  makeEntry({ id: 'e-8', action: 'user.delete', target_type: 'user', target_id: 'u-3', target_label: 'gone@example.com' }),
];

function openAuditLog(extra: Record<string, FakeHandler> = {}) {
  storeSession(makeUser({ is_admin: true }), 'admin-token');
  api = fakeApi({
    'GET /admin/audit-log': () => ({
      status: 200,
      body: { entries, total: entries.length, page: 1, totalPages: 1 },
    }),
    ...extra,
  });
  return renderRoute('/admin/audit-log');
}

async function row(label: string) {
  const cell = await screen.findByText(label, { selector: 'td a, td span' });
  return within(cell.closest('tr') as HTMLElement);
}

describe('audit log', () => {
  it('lists admin actions in plain words, with links to the profiles', async () => {
    openAuditLog();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    const approved = await row('Jordan Avery');
    expect(approved.getByText('Approved profile')).toBeInTheDocument();
    expect(approved.getByText('admin@example.com')).toBeInTheDocument();
    expect(approved.getByText('Mar 5, 2026, 2:30 PM UTC')).toBeInTheDocument();
    expect(approved.getByText('Jordan Avery').closest('a')).toHaveAttribute('href', '/admin/edit/p-1');

    const rejected = await row('Sam Rivera');
    expect(rejected.getByText('Rejected profile')).toBeInTheDocument();
    expect(rejected.getByText('Blurry photo')).toBeInTheDocument();

    const edited = await row('Alex Morgan');
    expect(edited.getByText('Edited profile')).toBeInTheDocument();
    expect(edited.getByText('Photo showed another person')).toBeInTheDocument();
    expect(edited.getByText('Fields: bio · 1 photo removed')).toBeInTheDocument();

    const deleted = await row('Casey Lee');
    expect(deleted.getByText('Deleted profile')).toBeInTheDocument();
    // The profile is gone: no link to its edit page.
    expect(deleted.getByText('Casey Lee').closest('a')).toBeNull();

    expect((await row('Riley Stone')).getByText('Deleted video')).toBeInTheDocument();
    expect((await row('new-admin@example.com')).getByText('Made admin')).toBeInTheDocument();
    expect((await row('old-admin@example.com')).getByText('Removed admin')).toBeInTheDocument();
    expect((await row('gone@example.com')).getByText('Deleted user')).toBeInTheDocument();
    expect(screen.getByText('gone@example.com').closest('a')).toBeNull();

    expect(api.callsTo('GET /admin/audit-log')[0].config.params).toEqual({ page: 1, limit: 20 });
    expect(api.callsTo('GET /admin/audit-log')[0].authorization).toBe('Bearer admin-token');
  });

  it('pages through the log, 20 entries at a time', async () => {
    openAuditLog({
      'GET /admin/audit-log': (request) => {
        const { page } = request.config.params as { page: number };
        const body =
          page === 1
            ? Array.from({ length: 20 }, (_, index) =>
                makeEntry({ id: `e-${index}`, target_label: `Person ${index}` }),
              )
            : [makeEntry({ id: 'e-last', action: 'user.delete', target_type: 'user', target_label: 'last@example.com' })];
        return { status: 200, body: { entries: body, total: 21, page, totalPages: 2 } };
      },
    });
    await row('Person 0');
    await setupUser().click(screen.getByTitle('2'));
    expect((await row('last@example.com')).getByText('Deleted user')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /admin/audit-log')[1].config.params).toEqual({ page: 2, limit: 20 }),
    );
  });

  it('offers to try again when the log cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    openAuditLog({
      'GET /admin/audit-log': () =>
        fail
          ? { status: 500, body: {} }
          : { status: 200, body: { entries, total: entries.length, page: 1, totalPages: 1 } },
    });
    expect(await screen.findByText('The audit log could not be loaded')).toBeInTheDocument();
    fail = false;
    await setupUser().click(screen.getByText('Try again'));
    expect((await row('Jordan Avery')).getByText('Approved profile')).toBeInTheDocument();
  });
});
