import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type request from 'supertest';
import { AppConfig } from '../../src/config/app-config';
import { MediaStorage } from '../../src/modules/media/media-storage';
import { MediaSweeper } from '../../src/modules/media/media-sweeper';
import { PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { jpegWithExif } from '../factories/images';
import { insertProfile } from '../factories/profiles';
import { registerUser } from '../factories/users';
import { FakeS3Server } from '../fakes/fake-s3-server';
import { createTestApp, TestApp } from '../helpers/test-app';
import { abortAfterFirstBytes } from '../helpers/aborted-download';

const HOUR = 3_600_000;
const VIDEO = 'test/fixtures/video-5s.mp4';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The response body as bytes, whatever its type. */
const bytes = (req: request.Test) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

describe('media in an S3-compatible bucket (MEDIA_STORAGE=s3)', () => {
  let s3: FakeS3Server;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await new FakeS3Server().start();
    t = await createTestApp(s3.env('site/media'));
  });

  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const keyOf = (url: string) => url.replace('/api/media/', '');
  const mediaDirFiles = () => {
    const dir = t.app.get(AppConfig).mediaDir;
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }) : [];
  };

  it('stores an uploaded account photo in the bucket and serves it with its type, a year-long immutable cache and byte ranges', async () => {
    const { token } = await registerUser(t);
    const res = await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: await jpegWithExif(64, 48) }).expect(200);
    const url: string = res.body.user.profile_photo_url;
    const stored = s3.objects.get(`site/media/${keyOf(url)}`);
    expect(stored).toMatchObject({ contentType: 'image/webp', cacheControl: IMMUTABLE });

    const whole = await bytes(t.http.get(url)).expect(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': IMMUTABLE, 'accept-ranges': 'bytes', 'content-length': String(stored!.body.length) });
    expect((whole.body as Buffer).equals(stored!.body)).toBe(true);

    const part = await bytes(t.http.get(url).set('Range', 'bytes=10-19')).expect(206);
    expect(part.headers).toMatchObject({ 'content-range': `bytes 10-19/${stored!.body.length}`, 'content-length': '10', 'cache-control': IMMUTABLE });
    expect((part.body as Buffer).equals(stored!.body.subarray(10, 20))).toBe(true);

    // Nothing on this machine's disk.
    expect(mediaDirFiles()).toEqual([]);
  });

  it('streams an uploaded video into the bucket and plays it back in ranges, as a browser asks', async () => {
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.Active, paymentStatus: PaymentStatus.Paid, videoPaid: true });
    const res = await t.http.post(`/api/profiles/${profile.id}/upload-video`).set(auth(owner.token)).attach('video', VIDEO).expect(201);
    const video = fs.readFileSync(VIDEO);
    const stored = s3.objects.get(`site/media/${keyOf(res.body.video_url as string)}`);
    expect(stored).toMatchObject({ contentType: 'video/mp4', cacheControl: IMMUTABLE });
    expect(stored!.body.equals(video)).toBe(true);

    const first = await bytes(t.http.get(res.body.video_url as string).set('Range', 'bytes=0-')).expect(206);
    expect(first.headers).toMatchObject({ 'content-type': 'video/mp4', 'content-range': `bytes 0-${video.length - 1}/${video.length}`, 'cache-control': IMMUTABLE });
    expect((first.body as Buffer).equals(video)).toBe(true);
    const tail = await bytes(t.http.get(res.body.video_url as string).set('Range', 'bytes=-100')).expect(206);
    expect(tail.headers['content-range']).toBe(`bytes ${video.length - 100}-${video.length - 1}/${video.length}`);
    expect((tail.body as Buffer).equals(video.subarray(video.length - 100))).toBe(true);
    // The upload's temporary file is gone, and nothing is kept under DATA_DIR.
    expect(mediaDirFiles()).toEqual([]);
  });

  it('closes its connection to the bucket when a viewer goes away mid-stream', async () => {
    await t.app.listen(0, '127.0.0.1');
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const key = `${randomUUID()}.mp4`;
    await t.app.get(MediaStorage).put(key, Buffer.alloc(30 * 1024 * 1024, 7));
    await abortAfterFirstBytes(port, key);
    // The read from the bucket is dropped with its connection, not left to run or kept in the pool half-read.
    const read = s3.reads.find((r) => r.key === `site/media/${key}`)!;
    const deadline = Date.now() + 2_000;
    while (!read.connectionClosed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(read).toMatchObject({ range: 'bytes=0-31457279', connectionClosed: true });
    await t.http.get('/api/health').expect(200);
  });

  it('answers 416 for a range past the end and 404 in the error shape for a key not in the bucket', async () => {
    const { token } = await registerUser(t);
    const res = await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: await jpegWithExif() }).expect(200);
    const size = s3.objects.get(`site/media/${keyOf(res.body.user.profile_photo_url as string)}`)!.body.length;
    const outside = await t.http.get(res.body.user.profile_photo_url as string).set('Range', `bytes=${size}-`).expect(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);

    const missing = await t.http.get(`/api/media/${randomUUID()}.mp4`).expect(404);
    expect(missing.body).toEqual({ statusCode: 404, error: 'Not Found', detail: 'Media not found' });
  });

  it('deletes the replaced photo from the bucket', async () => {
    const { token } = await registerUser(t);
    const first = await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: await jpegWithExif() }).expect(200);
    await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: await jpegWithExif() }).expect(200);
    expect(s3.objects.has(`site/media/${keyOf(first.body.user.profile_photo_url as string)}`)).toBe(false);
    await t.http.get(first.body.user.profile_photo_url as string).expect(404);
  });

  it('sweeps old objects no row references and keeps referenced and young ones', async () => {
    const { token } = await registerUser(t);
    const res = await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: await jpegWithExif() }).expect(200);
    const referenced = `site/media/${keyOf(res.body.user.profile_photo_url as string)}`;
    const put = (key: string, ageMs: number) =>
      s3.objects.set(key, { body: Buffer.from('orphan'), lastModified: new Date(Date.now() - ageMs), etag: '"orphan"' });
    const orphanOld = `site/media/${randomUUID()}.webm`;
    const orphanYoung = `site/media/${randomUUID()}-card.webp`;
    const foreign = `site/media/backup.tar`;
    const otherPrefix = `elsewhere/${randomUUID()}.mp4`;
    put(orphanOld, 2 * HOUR);
    put(orphanYoung, 10 * 60_000);
    put(foreign, 48 * HOUR);
    put(otherPrefix, 48 * HOUR);
    s3.objects.get(referenced)!.lastModified = new Date(Date.now() - 48 * HOUR);

    const report = await t.app.get(MediaSweeper).sweep();

    expect(report).toMatchObject({ orphans: 1, partials: 0 });
    expect([referenced, orphanOld, orphanYoung, foreign, otherPrefix].map((k) => [k, s3.objects.has(k)])).toEqual([
      [referenced, true],
      [orphanOld, false],
      [orphanYoung, true],
      [foreign, true],
      [otherPrefix, true],
    ]);
    await t.http.get(res.body.user.profile_photo_url as string).expect(200);
  });

  it('answers 503 with a clear detail, not 500, while the storage is down, and recovers when it is back', async () => {
    const { token } = await registerUser(t);
    const res = await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: await jpegWithExif() }).expect(200);
    const url: string = res.body.user.profile_photo_url;
    const port = s3.port;
    await s3.stop();
    try {
      const unavailable = { statusCode: 503, error: 'Service Unavailable', detail: 'Media storage is not reachable right now. Please try again in a moment.' };
      // A new key is looked up in the store: its size is not known yet.
      expect((await t.http.get(`/api/media/${randomUUID()}.mp4`).expect(503)).body).toEqual(unavailable);
      // A known key's size is kept; reading it still needs the store.
      expect((await t.http.get(url).set('Range', 'bytes=0-9').expect(503)).body).toEqual(unavailable);
      expect((await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: await jpegWithExif() }).expect(503)).body).toEqual(unavailable);
      await t.http.get('/api/health').expect(200);
    } finally {
      await s3.start(port);
    }
    await bytes(t.http.get(url)).expect(200);
  });
});
