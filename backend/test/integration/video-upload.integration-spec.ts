import fs from 'node:fs';
import { sniffVideo } from '../../src/modules/profiles/profile-video.service';
import { PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const FIXTURES = 'test/fixtures';

describe('profile videos', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  async function ownerWithProfile(overrides = {}) {
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.Active, paymentStatus: PaymentStatus.Paid, videoPaid: true, ...overrides });
    return { owner, profile, auth: `Bearer ${owner.token}` };
  }

  const upload = (auth: string, id: string, file: string | Buffer, filename?: string) =>
    t.http.post(`/api/profiles/${id}/upload-video`).set('Authorization', auth).attach('video', file, filename);
  const row = async (id: string) =>
    (await t.query<{ status: string; video_key: string | null; video_paid: boolean; requires_review: boolean }>('SELECT status, video_key, video_paid, requires_review FROM profiles WHERE id = $1', [id]))[0];

  it('accepts a short MP4 and sends a published profile back for review', async () => {
    const { profile, auth } = await ownerWithProfile();
    const res = await upload(auth, profile.id, `${FIXTURES}/video-5s.mp4`).expect(201);
    expect(res.body).toMatchObject({ requires_review: true, message: 'Video uploaded! Your profile will be reviewed again before it is published.' });
    expect(await row(profile.id)).toMatchObject({ status: 'Pending Review', requires_review: true, video_key: expect.stringMatching(/\.mp4$/) });
    const served = await t.http.get(res.body.video_url).expect(200);
    expect(served.headers['content-type']).toBe('video/mp4');
  });

  it('accepts WEBM by its content, whatever the name says', async () => {
    const { profile, auth } = await ownerWithProfile({ status: ProfileStatus.PendingReview });
    const res = await upload(auth, profile.id, fs.readFileSync(`${FIXTURES}/video-3s.webm`), 'holiday.mp4').expect(201);
    expect(res.body.requires_review).toBe(false);
    expect((await row(profile.id)).video_key).toMatch(/\.webm$/);
  });

  it('refuses a 70-second video with the spec message and keeps nothing', async () => {
    const { profile, auth } = await ownerWithProfile();
    const res = await upload(auth, profile.id, `${FIXTURES}/video-70s.mp4`).expect(422);
    expect(res.body.detail).toEqual(['Video exceeds 60 second limit (70s). Please trim your video.']);
    expect(await row(profile.id)).toMatchObject({ status: 'Active', video_key: null });
  });

  it('refuses a renamed text file, an empty request, and a file over 50MB while it streams', async () => {
    const { profile, auth } = await ownerWithProfile();
    const text = await upload(auth, profile.id, Buffer.from('just some text pretending to be a video\n'.repeat(50)), 'clip.mp4').expect(422);
    expect(text.body.detail).toEqual(['Invalid file type. Please upload MP4, MOV, AVI, or WEBM']);
    // ftyp header but not a readable video.
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(200)]);
    expect((await upload(auth, profile.id, fake, 'x.mp4').expect(422)).body.detail).toEqual(['Invalid file type. Please upload MP4, MOV, AVI, or WEBM']);
    const none = await t.http.post(`/api/profiles/${profile.id}/upload-video`).set('Authorization', auth).field('note', 'no file').expect(422);
    expect(none.body.detail).toEqual(['Please select a video file']);

    const big = Buffer.alloc(51 * 1024 * 1024, 1);
    const res = await upload(auth, profile.id, big, 'big.mp4').catch((e: { response?: { status: number; body: unknown } }) => e.response ?? { status: 0, body: null });
    expect(res.status).toBe(413);
    expect((res.body as { detail: string }).detail).toBe('File size exceeds 50MB limit');
    expect((await row(profile.id)).video_key).toBeNull();
  });

  it('needs the video payment first; deleting needs paying again; an admin deletes only with a reason', async () => {
    const unpaid = await ownerWithProfile({ videoPaid: false });
    const refused = await upload(unpaid.auth, unpaid.profile.id, `${FIXTURES}/video-5s.mp4`).expect(403);
    expect(refused.body.detail).toBe('Please pay for the video first ($7 one time).');

    const { owner, profile, auth } = await ownerWithProfile({ status: ProfileStatus.PendingReview });
    await upload(auth, profile.id, `${FIXTURES}/video-5s.mp4`).expect(201);
    const admin = await registerAdmin(t);
    const noReason = await t.http.delete(`/api/profiles/${profile.id}/video`).set('Authorization', `Bearer ${admin.token}`).expect(422);
    expect(noReason.body.detail).toEqual(['Please provide a reason for deletion']);
    await t.http.delete(`/api/profiles/${profile.id}/video?reason=Shows%20a%20phone%20number`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(await row(profile.id)).toMatchObject({ video_key: null, video_paid: false });
    const [notice] = await t.query<{ title: string; admin_reason: string }>('SELECT title, admin_reason FROM notifications WHERE user_id = $1', [owner.user.id]);
    expect(notice).toEqual({ title: 'Your profile video was removed', admin_reason: 'Shows a phone number' });
    expect(await t.query('SELECT action FROM audit_log WHERE target_id = $1', [profile.id])).toEqual([{ action: 'profile.video_delete' }]);
    await upload(auth, profile.id, `${FIXTURES}/video-5s.mp4`).expect(403);
  });

  it('reads the container from the first bytes', () => {
    expect(sniffVideo(fs.readFileSync(`${FIXTURES}/video-5s.mp4`))).toBe('mp4');
    expect(sniffVideo(fs.readFileSync(`${FIXTURES}/video-3s.webm`))).toBe('webm');
    expect(sniffVideo(Buffer.from('RIFF\0\0\0\0AVI LIST'))).toBe('avi');
    expect(sniffVideo(Buffer.from('\0\0\0\x14ftypqt  \0\0\0\0'))).toBe('mov');
    expect(sniffVideo(Buffer.from('GIF89a......'))).toBeUndefined();
  });
});
