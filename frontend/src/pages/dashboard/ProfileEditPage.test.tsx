import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { AxiosProgressEvent } from 'axios';
import { toast } from '../../components/feedback/toast';
import { apiError, fakeApi, makeUser, type FakeHandler, type FakeReply } from '../../test/fakeApi';
import { deferred, makeDetail } from '../../test/profileFixtures';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { fillIn } from '../../test/user';
import {
  landingPageHandlers,
  makeOwnerProfile,
  OWNER_EDITABLE_KEYS,
  PROFILE_ID,
} from '../../modules/profileEdit/test/ownerProfileFixtures';
import { galleryPhotos, getButton, queryButton } from '../../modules/profileEdit/test/queries';

// A long form of antd fields: slow to render and click through in jsdom.
jest.setTimeout(90000);

const EDIT_PATH = `/dashboard/edit/${PROFILE_ID}`;
const PROFILE_KEY = `GET /user/profiles/${PROFILE_ID}`;
const SAVE_KEY = `PUT /user/profiles/${PROFILE_ID}`;
const UPLOAD_KEY = `POST /profiles/${PROFILE_ID}/upload-video`;

const FLORIDA_RULE =
  'Florida prison rules forbid people in state prison to advertise for pen pals, and a person can be disciplined if an ad is posted for them.';

const SAVED = {
  status: 200,
  body: {
    message: 'Profile updated successfully!',
    note: 'Your profile will be reviewed by our team before it becomes active again.',
    profile: makeOwnerProfile({ status: 'Pending Review' }),
  },
};

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

/** userEvent for antd screens; file pickers take any file (the app checks types itself). */
function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
}

async function openEdit(profile: Record<string, unknown> = makeOwnerProfile(), handlers: Record<string, FakeHandler> = {}) {
  storeSession(makeUser(), 'token-1');
  api = fakeApi({
    ...landingPageHandlers(),
    [PROFILE_KEY]: () => ({ status: 200, body: profile }),
    [SAVE_KEY]: () => SAVED,
    ...handlers,
  });
  const view = renderRoute(EDIT_PATH);
  await screen.findByText('Edit Profile', { selector: 'h1' });
  return { ...view, user: setupUser() };
}

function imageFile(name: string, { size, type = 'image/png' }: { size?: number; type?: string } = {}): File {
  const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function photoInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"][accept="image/*"]');
  if (!input) throw new Error('no photo input');
  return input;
}

function videoInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"][accept^="video/"]');
  if (!input) throw new Error('no video input');
  return input;
}

describe('owner profile edit', () => {
  it('starts from the profile, saves only the editable fields, shows the message and note and goes to /dashboard', async () => {
    const { user, router } = await openEdit();

    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Avery');
    expect(screen.getByLabelText('Birthdate')).toHaveValue('1990-05-14');
    expect(screen.getByLabelText('Male')).toBeChecked();
    expect(screen.getByLabelText('Inmate ID')).toHaveValue('TX-12345');
    expect(screen.getByLabelText('Prison name')).toHaveValue('Huntsville Unit');
    expect(screen.getByLabelText('Street address')).toHaveValue('815 12th Street');
    expect(screen.getByLabelText('City')).toHaveValue('Huntsville');
    expect(screen.getByTitle('Texas (TX)')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('77348');
    expect(screen.getByLabelText('Interests & hobbies')).toHaveValue('Chess, Reading');
    expect(screen.getByLabelText('Pen Pal')).toBeChecked();
    expect(screen.getByLabelText('Romance')).not.toBeChecked();
    expect(screen.getByLabelText('JPay')).toBeChecked();
    expect(screen.getByLabelText('Chirp number (optional)')).toHaveValue('555-0100');
    expect(screen.getByLabelText('Instagram (optional)')).toHaveValue('@jordan');
    expect(screen.getByLabelText('Commissary sites (optional)')).toHaveValue(
      'https://www.accesscatalog.com/',
    );
    expect(screen.getByTestId('bio-word-counter')).toHaveTextContent('25 / 1000 words');
    expect(
      screen.getByText(
        'After saving, your profile will be reviewed by our team before it becomes active again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Premium profile')).not.toBeInTheDocument();

    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await fillIn(user, name, 'Jordan A. Avery');
    await user.click(screen.getByLabelText('Romance'));
    // The notices are checked at their source: My Account, which follows, is slow to draw in
    // jsdom and they may be gone by the time the page can be searched.
    const success = jest.spyOn(toast, 'success');
    const info = jest.spyOn(toast, 'info');
    await user.click(getButton('Save Changes'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(success).toHaveBeenCalledWith('Profile updated successfully!');
    expect(info).toHaveBeenCalledWith(
      'Your profile will be reviewed by our team before it becomes active again.',
    );

    const [request] = api!.callsTo(SAVE_KEY);
    expect(request.authorization).toBe('Bearer token-1');
    const body = request.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([...OWNER_EDITABLE_KEYS].sort());
    expect(body).toMatchObject({
      name: 'Jordan A. Avery',
      gender: 'Male',
      birthdate: '1990-05-14',
      sexual_orientation: 'Straight',
      height: `5'11"`,
      mailing_address: {
        street: '815 12th Street',
        street_2: null,
        city: 'Huntsville',
        state: 'TX',
        zip: '77348',
      },
      interests: ['Chess', 'Reading'],
      seeking_relationships: ['Friendship', 'Romance', 'Pen Pal'],
      incarceration_start_date: '2019-03-05',
      earliest_release_date: '2027-01-15',
      crime: null,
      social_media: { instagram: '@jordan', facebook: null, tiktok: null },
      commissary_sites: ['https://www.accesscatalog.com/'],
      electronic_contact: {
        jpay: true,
        corrlinks: false,
        securus: false,
        gettingout: false,
        chirp: true,
        chirp_number: '555-0100',
        other_app: null,
      },
      photos: ['/api/media/a-full.webp', '/api/media/b-full.webp'],
    });
  });

  it('back on My Account after a save, reads the list again before showing it', async () => {
    storeSession(makeUser(), 'token-1');
    const afterSave = deferred<FakeReply>();
    let listLoads = 0;
    api = fakeApi({
      ...landingPageHandlers(),
      'GET /user/profiles': () =>
        ++listLoads === 1
          ? { status: 200, body: { profiles: [makeOwnerProfile()], total: 1, page: 1, totalPages: 1 } }
          : afterSave.promise,
      [PROFILE_KEY]: () => ({ status: 200, body: makeOwnerProfile() }),
      [SAVE_KEY]: () => SAVED,
    });
    const { router } = renderRoute('/dashboard');
    const card = await screen.findByLabelText('Profile of Jordan Avery');
    expect(card).toHaveTextContent('Active');

    await act(() => router.navigate(EDIT_PATH));
    await screen.findByText('Edit Profile', { selector: 'h1' });
    await setupUser().click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

    // Not the card from before the save ("Active"): the profile is back in review.
    expect(await screen.findByText('Loading your profiles…')).toBeInTheDocument();
    expect(screen.queryByLabelText('Profile of Jordan Avery')).not.toBeInTheDocument();
    await act(async () => {
      afterSave.resolve({
        status: 200,
        body: { profiles: [makeOwnerProfile({ status: 'Pending Review' })], total: 1, page: 1, totalPages: 1 },
      });
    });
    expect(await screen.findByLabelText('Profile of Jordan Avery')).toHaveTextContent('Pending Review');
  });

  it('asks for the required fields and sends nothing without them', async () => {
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('Inmate ID'));
    await user.click(getButton('Save Changes'));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Inmate ID is required')).toBeInTheDocument();
    expect(api!.callsTo(SAVE_KEY)).toHaveLength(0);
  });

  it('shows "Failed to update profile" with every reason the server gives', async () => {
    const { user, router } = await openEdit(makeOwnerProfile(), {
      [SAVE_KEY]: () =>
        apiError(422, ['ZIP code must be 5 digits (or ZIP+4)', 'Maximum 5 photos allowed']),
    });
    await user.click(getButton('Save Changes'));

    expect(
      await screen.findByText(
        'Failed to update profile: ZIP code must be 5 digits (or ZIP+4); Maximum 5 photos allowed',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(EDIT_PATH);
    expect(getButton('Save Changes')).toBeEnabled();
  });

  it('goes back to /dashboard with "Failed to load profile" when the profile cannot be read', async () => {
    storeSession(makeUser(), 'token-1');
    api = fakeApi({
      ...landingPageHandlers(),
      [PROFILE_KEY]: () => ({ status: 404, body: { statusCode: 404, error: 'Not Found', detail: 'Profile not found' } }),
    });
    const error = jest.spyOn(toast, 'error');
    const { router } = renderRoute(EDIT_PATH);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(error).toHaveBeenCalledWith('Failed to load profile: Profile not found', 'profile-load-failed');
  });

  it('Cancel goes back to /dashboard without saving', async () => {
    const { user, router } = await openEdit();
    await user.click(getButton('Cancel'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api!.callsTo(SAVE_KEY)).toHaveLength(0);
  });

  it('turns the bio counter and field red over 1000 words and does not save', async () => {
    const { user } = await openEdit();
    const bio = screen.getByLabelText('About / Bio');
    await user.clear(bio);
    await fillIn(user, bio, Array.from({ length: 1001 }, (_, index) => `word${index}`).join(' '));

    const counter = screen.getByTestId('bio-word-counter');
    expect(counter).toHaveTextContent('1001 / 1000 words');
    expect(counter).toHaveClass('bio-counter--over');
    expect(await screen.findByText('Bio exceeds 1000 word limit. Please shorten.')).toBeInTheDocument();
    expect(bio.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');

    await user.click(getButton('Save Changes'));
    await waitFor(() =>
      expect(screen.getAllByText('Bio exceeds 1000 word limit. Please shorten.').length).toBeGreaterThan(0),
    );
    expect(api!.callsTo(SAVE_KEY)).toHaveLength(0);

    await user.clear(bio);
    await fillIn(user, bio, 'Back to a short bio that is still long enough for the fifty character rule.');
    expect(screen.getByTestId('bio-word-counter')).not.toHaveClass('bio-counter--over');
  });

  it('shows the chirp number only with Chirp, and clears it when Chirp is unchecked', async () => {
    const { user } = await openEdit();
    await user.click(screen.getByLabelText('Chirp'));
    expect(screen.queryByLabelText('Chirp number (optional)')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Chirp'));
    expect(screen.getByLabelText('Chirp number (optional)')).toHaveValue('');
  });

  it('asks to confirm the risk when the listing moves into a restricted state, and sends the confirmation', async () => {
    const { user } = await openEdit(makeOwnerProfile(), {
      'GET /states/FL': () => ({
        status: 200,
        body: {
          name: 'Florida',
          code: 'FL',
          slug: 'florida',
          notes: [{ kind: 'listing-restriction', text: FLORIDA_RULE, sources: [] }],
        },
      }),
    });
    const state = screen.getByLabelText('State');
    fireEvent.mouseDown(state);
    fireEvent.change(state, { target: { value: 'Flor' } });
    await user.click(await screen.findByTitle('Florida (FL)'));

    expect(await screen.findByText(FLORIDA_RULE)).toBeInTheDocument();
    await user.click(getButton('Save Changes'));
    expect(
      await screen.findByText('Please confirm that you understand the risk to the person listed in this state'),
    ).toBeInTheDocument();
    expect(api!.callsTo(SAVE_KEY)).toHaveLength(0);

    await user.click(screen.getByLabelText('I understand the risk to the person listed and want to continue'));
    await user.click(getButton('Save Changes'));
    await waitFor(() => expect(api!.callsTo(SAVE_KEY)).toHaveLength(1));
    expect(api!.callsTo(SAVE_KEY)[0].body).toMatchObject({
      mailing_address: { state: 'FL' },
      restricted_state_acknowledged: true,
    });
  });

  describe('photos', () => {
    it('removes a photo locally, tells to save, and keeps the others on save', async () => {
      const { user } = await openEdit();
      expect(galleryPhotos()).toHaveLength(2);

      await user.click(screen.getByLabelText('Delete photo 1'));

      expect(await screen.findByText('Photo removed! Remember to save changes.')).toBeInTheDocument();
      expect(galleryPhotos()).toHaveLength(1);
      expect(api!.callsTo(SAVE_KEY)).toHaveLength(0);

      await user.click(getButton('Save Changes'));
      await waitFor(() => expect(api!.callsTo(SAVE_KEY)).toHaveLength(1));
      expect((api!.callsTo(SAVE_KEY)[0].body as { photos: string[] }).photos).toEqual([
        '/api/media/b-full.webp',
      ]);
    });

    it('refuses to delete the last photo', async () => {
      const { user } = await openEdit(
        makeOwnerProfile({
          photos: ['/api/media/only-full.webp'],
          photo_thumbnails: ['/api/media/only-card.webp'],
          photo_base64: '/api/media/only-full.webp',
        }),
      );
      await user.click(screen.getByLabelText('Delete photo 1'));

      expect(
        await screen.findByText('Cannot delete the last photo. Profile must have at least one photo.'),
      ).toBeInTheDocument();
      expect(galleryPhotos()).toHaveLength(1);
    });

    it('counts the legacy single photo as the last photo', async () => {
      const { user } = await openEdit(
        makeOwnerProfile({ photos: [], photo_thumbnails: [], photo_base64: '/api/media/legacy.webp' }),
      );
      expect(galleryPhotos()).toHaveLength(1);
      expect(galleryPhotos()[0]).toHaveAttribute('src', '/api/media/legacy.webp');
      await user.click(screen.getByLabelText('Delete photo 1'));
      expect(
        await screen.findByText('Cannot delete the last photo. Profile must have at least one photo.'),
      ).toBeInTheDocument();
    });

    it('adds images under 5MB, at most 5, and sends them as data URLs after the kept ones', async () => {
      const { user } = await openEdit();

      await user.upload(photoInput(), imageFile('notes.txt', { type: 'text/plain' }));
      expect(await screen.findByText('Please upload an image file')).toBeInTheDocument();

      await user.upload(photoInput(), imageFile('huge.png', { size: 5 * 1024 * 1024 }));
      expect(await screen.findByText('Image size must be less than 5MB')).toBeInTheDocument();

      await user.upload(photoInput(), [
        imageFile('three.png'),
        imageFile('four.png'),
        imageFile('five.png'),
        imageFile('six.png'),
      ]);
      expect(await screen.findByText('Maximum 5 photos allowed')).toBeInTheDocument();
      await waitFor(() => expect(galleryPhotos()).toHaveLength(5));

      // The new third photo becomes the primary one.
      await user.click(screen.getByLabelText('Make photo 3 the primary photo'));
      await user.click(getButton('Save Changes'));
      await waitFor(() => expect(api!.callsTo(SAVE_KEY)).toHaveLength(1));
      const { photos } = api!.callsTo(SAVE_KEY)[0].body as { photos: string[] };
      expect(photos).toHaveLength(5);
      expect(photos[0]).toMatch(/^data:image\/png;base64,/);
      expect(photos.slice(1, 3)).toEqual(['/api/media/a-full.webp', '/api/media/b-full.webp']);
    });
  });

  describe('video', () => {
    const paid = () => makeOwnerProfile({ video_paid: true });

    it('shows "No video added" and offers the $7 payment while the video is not paid for', async () => {
      await openEdit();
      expect(screen.getByText('No video added')).toBeInTheDocument();
      expect(getButton(/Add Video \(\$7\)/)).toBeInTheDocument();
      expect(queryButton(/Upload Video/)).not.toBeInTheDocument();
    });

    it('takes the $7 payment, then reads the profile again and offers the upload', async () => {
      let loads = 0;
      const { user } = await openEdit(makeOwnerProfile(), {
        [PROFILE_KEY]: () => {
          loads += 1;
          return { status: 200, body: makeOwnerProfile({ video_paid: loads > 1 }) };
        },
        'GET /paypal/plan-ids': () => ({
          status: 200,
          body: {
            profile_listing_plan_id: null,
            premium_plan_id: null,
            client_id: null,
            mode: 'demo',
            listing_price: '2.00',
            premium_price: '2.00',
            video_price: '7.00',
          },
        }),
        'POST /paypal/create-video-order': () => ({ status: 201, body: { order_id: 'ORDER-1' } }),
        'POST /paypal/capture-video-order': () => ({
          status: 200,
          body: { message: 'Payment captured', video_paid: true },
        }),
      });

      await user.click(getButton(/Add Video \(\$7\)/));
      await user.click(await screen.findByText('Pay $7.00 (demo)'));

      expect(await screen.findByText('Payment successful! You can now upload your video.')).toBeInTheDocument();
      expect(api!.callsTo('POST /paypal/capture-video-order')[0].config.params).toEqual({
        order_id: 'ORDER-1',
        profile_id: PROFILE_ID,
      });
      await waitFor(() => expect(queryButton(/Upload Video/)).not.toBeNull());
      expect(screen.getByText('No video added')).toBeInTheDocument();
    });

    it('checks the type, the size and that a file is chosen before uploading', async () => {
      const { user } = await openEdit(paid());

      await user.click(getButton(/Upload Video/));
      expect(await screen.findByText('Please select a video file')).toBeInTheDocument();

      await user.upload(videoInput(), new File(['x'], 'clip.mkv', { type: 'video/x-matroska' }));
      expect(
        await screen.findByText('Invalid file type. Please upload MP4, MOV, AVI, or WEBM'),
      ).toBeInTheDocument();

      const big = new File(['x'], 'big.mp4', { type: 'video/mp4' });
      Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
      await user.upload(videoInput(), big);
      expect(await screen.findByText('File size exceeds 50MB limit')).toBeInTheDocument();

      expect(api!.callsTo(UPLOAD_KEY)).toHaveLength(0);
    });

    it('uploads the chosen video with a progress bar, then reads the profile again', async () => {
      const finish = deferred<void>();
      const { user } = await openEdit(paid(), {
        [UPLOAD_KEY]: async (request) => {
          request.config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40 } as AxiosProgressEvent);
          await finish.promise;
          return {
            status: 201,
            body: {
              message: 'Video uploaded! Your profile will be reviewed again before it is published.',
              requires_review: true,
              video_url: '/api/media/new.mp4',
            },
          };
        },
      });
      const loadsBefore = api!.callsTo(PROFILE_KEY).length;

      await user.upload(videoInput(), new File(['x'], 'hello.mp4', { type: 'video/mp4' }));
      expect(await screen.findByText('hello.mp4')).toBeInTheDocument();
      await user.click(getButton(/Upload Video/));

      expect(await screen.findByLabelText('Video upload progress')).toHaveAttribute(
        'aria-valuenow',
        '40',
      );
      finish.resolve();

      expect(
        await screen.findByText('Video uploaded! Your profile will be reviewed again before it is published.'),
      ).toBeInTheDocument();
      const [request] = api!.callsTo(UPLOAD_KEY);
      expect(request.body).toBeInstanceOf(FormData);
      expect(((request.body as FormData).get('video') as File).name).toBe('hello.mp4');
      await waitFor(() => expect(api!.callsTo(PROFILE_KEY).length).toBe(loadsBefore + 1));
    });

    it('shows "Failed to upload video" with the server detail', async () => {
      const { user } = await openEdit(paid(), {
        [UPLOAD_KEY]: () => apiError(422, ['Video exceeds 60 second limit (75s). Please trim your video.']),
      });
      await user.upload(videoInput(), new File(['x'], 'long.webm', { type: 'video/webm' }));
      await screen.findByText('long.webm');
      await user.click(getButton(/Upload Video/));

      expect(
        await screen.findByText(
          'Failed to upload video: Video exceeds 60 second limit (75s). Please trim your video.',
        ),
      ).toBeInTheDocument();
    });

    it('plays the current video and deletes it after a confirmation', async () => {
      const withVideo = makeOwnerProfile({ video_paid: true, video_url: '/api/media/clip.mp4' });
      const { user } = await openEdit(withVideo, {
        [`DELETE /profiles/${PROFILE_ID}/video`]: () => ({
          status: 200,
          body: { message: 'Video deleted. Adding a video again needs a new $7 payment.' },
        }),
      });
      expect(screen.getByLabelText('Video of Jordan Avery')).toHaveAttribute('src', '/api/media/clip.mp4');

      await user.click(getButton(/Delete Video/));
      const confirm = await screen.findByText('Delete', { selector: '.ant-popconfirm button span' });
      fireEvent.click(confirm.closest('button') as HTMLElement);

      expect(
        await screen.findByText('Video deleted. Adding a video again needs a new $7 payment.'),
      ).toBeInTheDocument();
      const [request] = api!.callsTo(`DELETE /profiles/${PROFILE_ID}/video`);
      expect(request.config.params).toBeUndefined();
    });

    it('the public profile page, seen just before, shows the video gone after it is deleted here', async () => {
      let isDeleted = false;
      const withVideo = makeOwnerProfile({ video_paid: true, video_url: '/api/media/clip.mp4' });
      storeSession(makeUser(), 'token-1');
      api = fakeApi({
        ...landingPageHandlers(),
        [PROFILE_KEY]: () => ({ status: 200, body: isDeleted ? makeOwnerProfile() : withVideo }),
        [`GET /profiles/${PROFILE_ID}`]: () => ({
          status: 200,
          body: makeDetail({ id: PROFILE_ID, video_url: isDeleted ? null : '/api/media/clip.mp4' }),
        }),
        [`DELETE /profiles/${PROFILE_ID}/video`]: () => {
          isDeleted = true;
          return { status: 200, body: { message: 'Video deleted. Adding a video again needs a new $7 payment.' } };
        },
      });
      const { router } = renderRoute(`/profile/${PROFILE_ID}`);
      // The profile page shows the video's poster and a link that plays it (VideoPoster).
      expect(await screen.findByRole('link', { name: 'Play video of Jordan Avery' })).toHaveAttribute(
        'href',
        '/api/media/clip.mp4',
      );

      await act(() => router.navigate(EDIT_PATH));
      await screen.findByText('Edit Profile', { selector: 'h1' });
      const user = setupUser();
      await user.click(getButton(/Delete Video/));
      const confirm = await screen.findByText('Delete', { selector: '.ant-popconfirm button span' });
      fireEvent.click(confirm.closest('button') as HTMLElement);
      await screen.findByText('Video deleted. Adding a video again needs a new $7 payment.');

      await act(() => router.navigate(`/profile/${PROFILE_ID}`));
      await waitFor(() => expect(api!.callsTo(`GET /profiles/${PROFILE_ID}`)).toHaveLength(2));
      expect(await screen.findByLabelText('Photos of Jordan Avery')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Play video of Jordan Avery' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Video of Jordan Avery')).not.toBeInTheDocument();
    });
  });
});
