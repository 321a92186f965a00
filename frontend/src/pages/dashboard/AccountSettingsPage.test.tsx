import { screen, waitFor, within } from '@testing-library/react';
import type { AxiosProgressEvent } from 'axios';
import { fillIn, setupUser } from '../../test/user';
import { loadPageAfresh } from '../../modules/auth/fullPageLoad';
import { apiError, fakeApi, makeUser, type FakeHandler } from '../../test/fakeApi';
import { renderRoute, storeSession } from '../../test/renderRoute';

jest.mock('../../modules/auth/fullPageLoad', () => ({ loadPageAfresh: jest.fn() }));

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const account = makeUser();

function openSettings(extra: Record<string, FakeHandler> = {}) {
  storeSession(account, 'token-1');
  api = fakeApi({ 'GET /user/profile': () => ({ status: 200, body: account }), ...extra });
  return renderRoute('/dashboard/settings');
}

async function card(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-card-head-title' });
  return within(heading.closest('.ant-card') as HTMLElement);
}

describe('account settings', () => {
  it('shows the photo, password and delete cards to a signed-in user', async () => {
    openSettings();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }),
    ).toBeInTheDocument();
    expect(screen.getByText(account.email)).toBeInTheDocument();
    await card('Account photo');
    await card('Change password');
    await card('Delete account');
  });

  describe('change password', () => {
    async function fill(current: string, next: string, confirmation: string) {
      const form = await card('Change password');
      const user = setupUser();
      await fillIn(user, form.getByLabelText('Current password'), current);
      await fillIn(user, form.getByLabelText('New password'), next);
      await fillIn(user, form.getByLabelText('Confirm new password'), confirmation);
      await user.click(form.getByRole('button', { name: 'Change password' }));
    }

    it('says "New passwords do not match" and sends nothing', async () => {
      openSettings();
      await fill('Letters-2026-Sky', 'Stamps-2027-Sea', 'Stamps-2027-Sun');
      expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
      expect(api.callsTo('PUT /user/profile')).toHaveLength(0);
    });

    it('asks for a new password of at least 8 characters', async () => {
      openSettings();
      await fill('Letters-2026-Sky', 'short', 'short');
      expect(
        await screen.findByText('New password must be at least 8 characters'),
      ).toBeInTheDocument();
      expect(api.callsTo('PUT /user/profile')).toHaveLength(0);
    });

    it('stores the new token and user the server answers with', async () => {
      const updated = makeUser({ email: account.email });
      openSettings({
        'PUT /user/profile': () => ({
          status: 200,
          body: { message: 'Password changed', access_token: 'token-2', user: updated },
        }),
      });

      await fill('Letters-2026-Sky', 'Stamps-2027-Sea', 'Stamps-2027-Sea');

      expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
      expect(window.localStorage.getItem('auth_token')).toBe('token-2');
      expect(JSON.parse(window.localStorage.getItem('user_data') ?? 'null')).toEqual(updated);
      const [request] = api.callsTo('PUT /user/profile');
      expect(request.body).toEqual({
        current_password: 'Letters-2026-Sky',
        new_password: 'Stamps-2027-Sea',
      });
      expect(request.authorization).toBe('Bearer token-1');
      // The form is emptied for the next time.
      expect((await card('Change password')).getByLabelText('Current password')).toHaveValue('');
    });

    it('shows the server detail when the current password is wrong, and stays signed in', async () => {
      openSettings({ 'PUT /user/profile': () => apiError(400, 'Current password is incorrect') });

      await fill('not-my-password', 'Stamps-2027-Sea', 'Stamps-2027-Sea');

      expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
      expect(window.localStorage.getItem('auth_token')).toBe('token-1');
    });
  });

  describe('delete account', () => {
    async function openDialog() {
      const danger = await card('Delete account');
      await setupUser().click(danger.getByRole('button', { name: 'Delete my account' }));
      return within(await screen.findByRole('dialog'));
    }

    it('asks for the password before deleting anything', async () => {
      openSettings();
      const dialog = await openDialog();

      await setupUser().click(dialog.getByRole('button', { name: 'Delete account' }));

      expect(
        await dialog.findByText('Please enter your password to confirm'),
      ).toBeInTheDocument();
      expect(api.callsTo('DELETE /user/account')).toHaveLength(0);
    });

    it('shows the server detail when the password is wrong', async () => {
      openSettings({ 'DELETE /user/account': () => apiError(400, 'Password is incorrect') });
      const dialog = await openDialog();
      const user = setupUser();

      await fillIn(user, dialog.getByLabelText('Password'), 'wrong');
      await user.click(dialog.getByRole('button', { name: 'Delete account' }));

      expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
      expect(window.localStorage.getItem('auth_token')).toBe('token-1');
    });

    it('deletes the account, clears the stored login and reloads the home page 2 seconds later', async () => {
      openSettings({ 'DELETE /user/account': () => ({ status: 200, body: { message: 'Deleted' } }) });
      const dialog = await openDialog();
      const user = setupUser();

      await fillIn(user, dialog.getByLabelText('Password'), 'Letters-2026-Sky');
      await user.click(dialog.getByRole('button', { name: 'Delete account' }));

      expect(await screen.findByText('Account deleted. You will be logged out.')).toBeInTheDocument();
      expect(api.callsTo('DELETE /user/account')[0].body).toEqual({
        current_password: 'Letters-2026-Sky',
      });
      expect(window.localStorage.getItem('auth_token')).toBeNull();
      expect(window.localStorage.getItem('user_data')).toBeNull();
      expect(screen.getByText('Your account has been deleted')).toBeInTheDocument();
      expect(loadPageAfresh).not.toHaveBeenCalled();
      await waitFor(() => expect(loadPageAfresh).toHaveBeenCalledWith('/'), { timeout: 3000 });
    });
  });

  describe('account photo', () => {
    function photoInput(): HTMLInputElement {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('no file input');
      return input;
    }

    function imageFile(name = 'me.png', size?: number): File {
      const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
      if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
      return file;
    }

    it('accepts images only', async () => {
      openSettings();
      await card('Account photo');
      expect(photoInput()).toHaveAttribute('accept', 'image/*');
    });

    it('says "No photo selected" when saving without choosing one', async () => {
      openSettings();
      const photo = await card('Account photo');
      await setupUser().click(photo.getByRole('button', { name: 'Save photo' }));
      expect(await screen.findByText('No photo selected')).toBeInTheDocument();
      expect(api.callsTo('PUT /user/profile')).toHaveLength(0);
    });

    it('refuses a photo of 5MB or more', async () => {
      openSettings();
      await card('Account photo');
      await setupUser().upload(photoInput(), imageFile('huge.png', 6 * 1024 * 1024));
      expect(await screen.findByText('Photo must be less than 5MB')).toBeInTheDocument();
    });

    it('previews the chosen photo, uploads it as a data URL with a progress bar, and updates the stored user', async () => {
      const updated = makeUser({ profile_photo_url: '/api/media/new-avatar.webp' });
      let finishUpload = () => undefined as void;
      const uploadFinished = new Promise<void>((resolve) => {
        finishUpload = resolve;
      });
      openSettings({
        'PUT /user/profile': async (request) => {
          request.config.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50 } as AxiosProgressEvent);
          await uploadFinished;
          return { status: 200, body: { message: 'Photo updated', user: updated } };
        },
      });
      const photo = await card('Account photo');
      const user = setupUser();

      await user.upload(photoInput(), imageFile('me.png'));
      expect(await photo.findByText('me.png')).toBeInTheDocument();
      expect(photo.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      );

      await user.click(photo.getByRole('button', { name: 'Save photo' }));
      expect(await photo.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
      finishUpload();

      expect(await screen.findByText('Photo updated!')).toBeInTheDocument();
      expect(api.callsTo('PUT /user/profile')[0].body).toEqual({
        profile_photo_base64: expect.stringMatching(/^data:image\/png;base64,/),
      });
      expect(JSON.parse(window.localStorage.getItem('user_data') ?? 'null')).toEqual(updated);
      expect(
        await photo.findByRole('img', { name: 'Your account photo' }),
      ).toHaveAttribute('src', '/api/media/new-avatar.webp');
      expect(photo.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('shows the server detail when the photo is refused', async () => {
      openSettings({
        'PUT /user/profile': () =>
          apiError(422, ['Photo must be a JPEG, PNG, WebP, GIF or HEIC image']),
      });
      const photo = await card('Account photo');
      const user = setupUser();

      await user.upload(photoInput(), imageFile('me.png'));
      await photo.findByText('me.png');
      await user.click(photo.getByRole('button', { name: 'Save photo' }));

      expect(
        await screen.findByText('Photo must be a JPEG, PNG, WebP, GIF or HEIC image'),
      ).toBeInTheDocument();
    });

    it('removes the current photo', async () => {
      const withPhoto = makeUser({ profile_photo_url: '/api/media/old.webp' });
      storeSession(withPhoto, 'token-1');
      api = fakeApi({
        'GET /user/profile': () => ({ status: 200, body: withPhoto }),
        'PUT /user/profile': () => ({
          status: 200,
          body: { message: 'Photo removed', user: makeUser({ profile_photo_url: null }) },
        }),
      });
      renderRoute('/dashboard/settings');
      const photo = await card('Account photo');

      await setupUser().click(await photo.findByRole('button', { name: /Remove photo/ }));

      await waitFor(() =>
        expect(api.callsTo('PUT /user/profile')[0]?.body).toEqual({ profile_photo_base64: null }),
      );
      expect(await photo.findByText('You have no photo yet.')).toBeInTheDocument();
    });
  });
});
