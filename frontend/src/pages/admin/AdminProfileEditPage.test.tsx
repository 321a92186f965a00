import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../components/feedback/toast';
import { apiError, fakeApi, makeUser, type FakeHandler } from '../../test/fakeApi';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { fillIn, setupUser } from '../../test/user';
import {
  landingPageHandlers,
  makeAdminProfile,
  OWNER_EDITABLE_KEYS,
  PROFILE_ID,
} from '../../modules/profileEdit/test/ownerProfileFixtures';
import { findDialog, getButton, queryButton } from '../../modules/profileEdit/test/queries';

// A long form of antd fields: slow to render and click through in jsdom.
jest.setTimeout(90000);

const EDIT_PATH = `/admin/edit/${PROFILE_ID}`;
const PROFILE_KEY = `GET /admin/profiles/${PROFILE_ID}`;
const SAVE_KEY = `PUT /admin/profiles/${PROFILE_ID}`;
const VIDEO_KEY = `DELETE /profiles/${PROFILE_ID}/video`;
const CHECKS_KEY = `GET /admin/profiles/${PROFILE_ID}/checks`;

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

// The page is a lazy chunk: load its module graph (the profile form, the check history…) once up front.
beforeAll(() => import('./AdminProfileEditPage'));

async function openAdminEdit(
  profile: Record<string, unknown> = makeAdminProfile(),
  handlers: Record<string, FakeHandler> = {},
) {
  storeSession(makeUser({ is_admin: true, email: 'admin@example.com' }), 'admin-token');
  api = fakeApi({
    ...landingPageHandlers(),
    [PROFILE_KEY]: () => ({ status: 200, body: profile }),
    [SAVE_KEY]: () => ({ status: 200, body: profile }),
    [CHECKS_KEY]: () => ({ status: 200, body: { checks: [] } }),
    ...handlers,
  });
  const view = renderRoute(EDIT_PATH);
  await screen.findByText('Edit Profile (Admin)', { selector: 'h1' });
  return { ...view, user: setupUser() };
}

describe('admin profile edit', () => {
  it('shows the owner and the premium switch, and saves the fields with is_premium, then goes to /admin', async () => {
    const { user, router } = await openAdminEdit();

    expect(screen.getByText('Owner: writer@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Avery');
    expect(
      screen.queryByText(
        'After saving, your profile will be reviewed by our team before it becomes active again.',
      ),
    ).not.toBeInTheDocument();
    const premium = screen.getByLabelText(/Premium profile/);
    expect(premium).not.toBeChecked();

    // The notice is checked at its source: the admin dashboard that follows is slow to draw,
    // and the notice may be gone by the time the page can be searched.
    const success = jest.spyOn(toast, 'success');
    await user.click(premium);
    await user.click(getButton('Save Changes'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(success).toHaveBeenCalledWith('Profile updated successfully!');
    const [request] = api!.callsTo(SAVE_KEY);
    expect(request.authorization).toBe('Bearer admin-token');
    expect(request.config.params).toBeUndefined();
    const body = request.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([...OWNER_EDITABLE_KEYS, 'is_premium'].sort());
    expect(body.is_premium).toBe(true);
  });

  it('shows the locator checks, newest first, with who made them, the facility shown and the note', async () => {
    await openAdminEdit(makeAdminProfile(), {
      [CHECKS_KEY]: () => ({
        status: 200,
        body: {
          checks: [
            {
              id: 'c-2',
              outcome: 'transferred',
              facility: 'Ellis Unit',
              note: 'Moved in October',
              checked_at: '2026-11-20T15:04:00.000Z',
              checked_by_email: 'admin@example.com',
            },
            { id: 'c-1', outcome: 'in_custody', facility: null, note: null, checked_at: '2026-08-01T09:00:00.000Z', checked_by_email: null },
          ],
        },
      }),
    });
    const history = within((await screen.findByText('Locator checks')).closest('section') as HTMLElement);
    const items = await history.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'TransferredNov 20, 2026, 3:04 PM UTC by admin@example.comFacility shown: Ellis UnitMoved in October',
      'In custodyAug 1, 2026, 9:00 AM UTC by a removed admin',
    ]);
  });

  it('says when a profile was never checked', async () => {
    await openAdminEdit();
    expect(await screen.findByText('Never checked: the profile shows no verified date.')).toBeInTheDocument();
  });

  it('asks for a reason before removing a photo, and sends it as admin_reason', async () => {
    const { user } = await openAdminEdit();

    await user.click(screen.getByLabelText('Delete photo 2'));
    const dialogElement = await findDialog('Remove this photo?');
    const dialog = within(dialogElement);

    await user.click(getButton('Remove Photo', dialogElement));
    expect(await dialog.findByText('Please provide a reason for deletion')).toBeInTheDocument();

    await fillIn(user, dialog.getByLabelText('Reason for deletion'), 'Shows another person');
    await user.click(getButton('Remove Photo', dialogElement));

    expect(await screen.findByText('Photo removed! Remember to save changes.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByLabelText('Delete photo 2')).not.toBeInTheDocument(),
    );

    await user.click(getButton('Save Changes'));
    await waitFor(() => expect(api!.callsTo(SAVE_KEY)).toHaveLength(1));
    const [request] = api!.callsTo(SAVE_KEY);
    expect(request.config.params).toEqual({ admin_reason: 'Shows another person' });
    expect((request.body as { photos: string[] }).photos).toEqual(['/api/media/a-full.webp']);
  });

  it('keeps the photo when the reason dialog is cancelled', async () => {
    const { user } = await openAdminEdit();
    await user.click(screen.getByLabelText('Delete photo 2'));
    const dialog = await findDialog('Remove this photo?');
    await user.click(getButton('Cancel', dialog));

    await waitFor(() => expect(screen.queryByText('Remove this photo?')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Delete photo 2')).toBeInTheDocument();
    expect(api!.callsTo(SAVE_KEY)).toHaveLength(0);
  });

  it('deletes the video with a reason', async () => {
    const { user } = await openAdminEdit(
      makeAdminProfile({ video_paid: true, video_url: '/api/media/clip.mp4' }),
      { [VIDEO_KEY]: () => ({ status: 200, body: { message: 'Video deleted' } }) },
    );
    // Admins cannot upload or pay: the upload belongs to the owner.
    expect(queryButton(/Upload Video/)).not.toBeInTheDocument();

    await user.click(getButton(/Delete Video/));
    const dialogElement = await findDialog('Delete this video?');
    const dialog = within(dialogElement);
    await user.click(getButton('Delete Video', dialogElement));
    expect(await dialog.findByText('Please provide a reason for deletion')).toBeInTheDocument();
    expect(api!.callsTo(VIDEO_KEY)).toHaveLength(0);

    await fillIn(user, dialog.getByLabelText('Reason for deletion'), 'Not appropriate');
    await user.click(getButton('Delete Video', dialogElement));

    expect(await screen.findByText('Video deleted')).toBeInTheDocument();
    expect(api!.callsTo(VIDEO_KEY)[0].config.params).toEqual({ reason: 'Not appropriate' });
  });

  it('shows "Failed to delete video" with the server detail', async () => {
    const { user } = await openAdminEdit(
      makeAdminProfile({ video_paid: true, video_url: '/api/media/clip.mp4' }),
      { [VIDEO_KEY]: () => apiError(422, ['Please provide a reason for deletion']) },
    );
    await user.click(getButton(/Delete Video/));
    const dialogElement = await findDialog('Delete this video?');
    const dialog = within(dialogElement);
    await fillIn(user, dialog.getByLabelText('Reason for deletion'), 'x');
    await user.click(getButton('Delete Video', dialogElement));

    expect(
      await screen.findByText('Failed to delete video: Please provide a reason for deletion'),
    ).toBeInTheDocument();
  });

  it('Cancel goes back to /admin', async () => {
    const { user, router } = await openAdminEdit();
    await user.click(getButton('Cancel'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('goes back to /admin with "Profile not found" for an unknown profile', async () => {
    storeSession(makeUser({ is_admin: true }), 'admin-token');
    api = fakeApi({
      ...landingPageHandlers(),
      [PROFILE_KEY]: () => ({ status: 404, body: { statusCode: 404, error: 'Not Found', detail: 'Profile not found' } }),
    });
    const error = jest.spyOn(toast, 'error');
    const { router } = renderRoute(EDIT_PATH);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(error).toHaveBeenCalledWith('Profile not found', 'profile-load-failed');
  });

  it('keeps non-admins out', async () => {
    storeSession(makeUser({ is_admin: false }), 'token-1');
    api = fakeApi({ ...landingPageHandlers() });
    const { router } = renderRoute(EDIT_PATH);

    expect(await screen.findByText('Access denied. Admin privileges required.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo(PROFILE_KEY)).toHaveLength(0);
  });
});
