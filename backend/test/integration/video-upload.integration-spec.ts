import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Repository } from 'typeorm';
import { AppConfig } from '../../src/config/app-config';
import { MediaStorage, UPLOAD_TEMP_PREFIX } from '../../src/modules/media/media-storage';
import { Profile } from '../../src/modules/profiles/entities/profile.entity';
import { probeDuration, probeSlots, sniffVideo } from '../../src/modules/profiles/profile-video.service';
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
  /** Runs `sql` right after the next read of a profile row (a change made by someone else between a read and a write). */
  function afterProfileRead(sql: string) {
    const original = Repository.prototype.findOneBy;
    let done = false;
    return jest.spyOn(Repository.prototype, 'findOneBy').mockImplementation(async function (this: Repository<Profile>, where) {
      const found = await original.call(this, where);
      if (!done && this.metadata.target === Profile) {
        done = true;
        await t.query(sql);
      }
      return found;
    });
  }

  it('leaves no temporary file when the client drops the connection in the middle of an upload', async () => {
    const { profile, auth } = await ownerWithProfile();
    // The app's own upload folder (no other test's files there): watch it for new files.
    const folder = t.app.get(AppConfig).uploadTempDir;
    const temps = () => new Set(fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.startsWith(UPLOAD_TEMP_PREFIX)) : []);
    const before = temps();
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const boundary = 'xxBOUNDARYxx';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
    const req = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: `/api/profiles/${profile.id}/upload-video`,
      headers: { Authorization: auth, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(20 * 1024 * 1024) },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(Buffer.alloc(2 * 1024 * 1024, 1));
    // Wait until the server has started its temporary file, then drop the connection.
    let started: string[] = [];
    for (let i = 0; i < 100 && !started.length; i++) {
      await new Promise((r) => setTimeout(r, 50));
      started = [...temps()].filter((f) => !before.has(f));
    }
    expect(started.length).toBeGreaterThanOrEqual(1);
    req.destroy();
    await new Promise((r) => setTimeout(r, 1000));
    const left = temps();
    expect(started.filter((f) => left.has(f))).toEqual([]);
    await t.http.get('/api/health').expect(200);
  });

  it('probes only local files: a playlist pointing at http:// is not a video and nothing is fetched', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits += 1;
      res.end(fs.readFileSync(`${FIXTURES}/video-5s.mp4`));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-probe-'));
    try {
      const hls = path.join(dir, 'list.m3u8');
      fs.writeFileSync(hls, `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:5,\n${url}/seg.mp4\n#EXT-X-ENDLIST\n`);
      const concat = path.join(dir, 'list.ffconcat');
      fs.writeFileSync(concat, `ffconcat version 1.0\nfile ${url}/clip.mp4\n`);
      // data: URLs are another protocol; only file is allowed.
      const data = path.join(dir, 'data.m3u8');
      const b64 = fs.readFileSync(`${FIXTURES}/video-5s.mp4`).toString('base64');
      fs.writeFileSync(data, `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:5,\ndata:video/mp4;base64,${b64}\n#EXT-X-ENDLIST\n`);
      expect(await probeDuration(hls)).toBeUndefined();
      expect(await probeDuration(concat)).toBeUndefined();
      expect(await probeDuration(data)).toBeUndefined();
      expect(hits).toBe(0);
      // A file whose name looks like a protocol is still read as a file.
      const odd = path.join(dir, 'http:x.mp4');
      fs.copyFileSync(`${FIXTURES}/video-5s.mp4`, odd);
      expect(await probeDuration(odd)).toBeCloseTo(5, 0);
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs at most two probes at a time and queues the rest', async () => {
    probeSlots.peak = 0;
    const results = await Promise.all(Array.from({ length: 6 }, () => probeDuration(`${FIXTURES}/video-5s.mp4`)));
    expect(results.every((d) => d !== undefined && Math.round(d) === 5)).toBe(true);
    expect(probeSlots.peak).toBe(2);
  });

  it('replaces the current video, not the one read when the upload started, and refuses when the video was deleted meanwhile', async () => {
    const { profile, auth } = await ownerWithProfile({ status: ProfileStatus.PendingReview });
    await upload(auth, profile.id, `${FIXTURES}/video-5s.mp4`).expect(201);
    // Another upload finished while this one was streaming: simulate by changing the row after the controller read it.
    const other = 'bbbbbbbb-0000-4000-8000-000000000001.mp4';
    await t.app.get(MediaStorage).put(other, Buffer.from('other upload'));
    const spy = afterProfileRead(`UPDATE profiles SET video_key = '${other}' WHERE id = '${profile.id}'`);
    await upload(auth, profile.id, `${FIXTURES}/video-5s.mp4`).expect(201);
    spy.mockRestore();
    // The video the row pointed at when this upload finished is the one replaced (and its file deleted).
    expect((await row(profile.id)).video_key).toMatch(/^[0-9a-f-]{36}\.mp4$/);
    await t.http.get(`/api/media/${other}`).expect(404);

    const spy2 = afterProfileRead(`UPDATE profiles SET video_key = NULL, video_paid = false WHERE id = '${profile.id}'`);
    const refused = await upload(auth, profile.id, `${FIXTURES}/video-5s.mp4`).expect(403);
    spy2.mockRestore();
    expect(refused.body.detail).toBe('Please pay for the video first ($7 one time).');
    expect(await row(profile.id)).toMatchObject({ video_key: null, video_paid: false });
  });
});
