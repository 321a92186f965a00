import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppConfig } from '../../src/config/app-config';
import { ListingLifecycleJob } from '../../src/modules/lifecycle/listing-lifecycle.job';
import { MediaStorage, UPLOAD_TEMP_PREFIX } from '../../src/modules/media/media-storage';
import { MediaSweeper } from '../../src/modules/media/media-sweeper';
import { ProfilePhoto } from '../../src/modules/profiles/entities/profile-photo.entity';
import { insertProfile } from '../factories/profiles';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const HOUR = 3_600_000;

describe('the media sweep', () => {
  let t: TestApp;
  let storage: MediaStorage;
  let mediaDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    storage = t.app.get(MediaStorage);
    mediaDir = t.app.get(AppConfig).mediaDir;
  });

  afterAll(() => t.close());

  const fileOf = (name: string) => path.join(mediaDir, name.slice(0, 2), name);
  const age = (file: string, ms: number) => fs.utimesSync(file, new Date(Date.now() - ms), new Date(Date.now() - ms));
  const exists = (file: string) => fs.existsSync(file);

  async function stored(ext: string, oldBy: number): Promise<string> {
    const key = `${randomUUID()}${ext}`;
    await storage.put(key, Buffer.from('bytes'));
    age(fileOf(key), oldBy);
    return key;
  }

  it('removes exactly the old unreferenced files and old partial writes', async () => {
    const owner = await registerUser(t);
    // Referenced, old: a photo pair, a video, an avatar.
    const card = await stored('-card.webp', 3 * HOUR);
    const full = await stored('-full.webp', 3 * HOUR);
    const video = await stored('.mp4', 3 * HOUR);
    const avatar = await stored('.webp', 3 * HOUR);
    await insertProfile(t, owner.user.id, { videoKey: video, photos: [Object.assign(new ProfilePhoto(), { position: 0, cardKey: card, fullKey: full, width: 10, height: 10 })] });
    await t.query('UPDATE users SET profile_photo_key = $2 WHERE id = $1', [owner.user.id, avatar]);
    // Unreferenced: old ones go, young ones (an upload in progress) stay.
    const orphanOld = [await stored('-card.webp', 2 * HOUR), await stored('-full.webp', 61 * 60_000), await stored('.webm', 5 * HOUR), await stored('.webp', 24 * HOUR)];
    const orphanYoung = [await stored('-card.webp', 0), await stored('.mp4', 59 * 60_000)];
    // Partial writes (a crash between write and rename).
    const tmpOld = `${fileOf(orphanYoung[0])}.4242.tmp`;
    const tmpYoung = `${fileOf(orphanYoung[1])}.4243.tmp`;
    fs.writeFileSync(tmpOld, 'half');
    fs.writeFileSync(tmpYoung, 'half');
    age(tmpOld, 2 * HOUR);
    // Not ours: left alone whatever its age.
    const foreign = path.join(mediaDir, 'README.txt');
    fs.writeFileSync(foreign, 'operator notes');
    age(foreign, 48 * HOUR);
    // An abandoned video upload in the app's upload folder, and one in progress.
    const uploads = t.app.get(AppConfig).uploadTempDir;
    fs.mkdirSync(uploads, { recursive: true });
    const upload = path.join(uploads, `${UPLOAD_TEMP_PREFIX}${randomUUID()}`);
    const uploadYoung = path.join(uploads, `${UPLOAD_TEMP_PREFIX}${randomUUID()}`);
    // Another app's on the machine (the OS temp dir was everyone's): not this app's to sweep.
    const elsewhere = path.join(os.tmpdir(), `${UPLOAD_TEMP_PREFIX}${randomUUID()}`);
    fs.writeFileSync(elsewhere, 'partial video');
    age(elsewhere, 2 * HOUR);
    fs.writeFileSync(upload, 'partial video');
    fs.writeFileSync(uploadYoung, 'partial video');
    age(upload, 2 * HOUR);

    const report = await t.app.get(MediaSweeper).sweep();

    expect(report).toEqual({ orphans: 4, partials: 1, uploads: 1 });
    for (const key of [card, full, video, avatar, ...orphanYoung]) expect([key, exists(fileOf(key))]).toEqual([key, true]);
    for (const key of orphanOld) expect([key, exists(fileOf(key))]).toEqual([key, false]);
    expect([exists(tmpOld), exists(tmpYoung), exists(foreign), exists(upload), exists(uploadYoung), exists(elsewhere)]).toEqual([
      false,
      true,
      true,
      false,
      true,
      true,
    ]);
    fs.rmSync(uploadYoung, { force: true });
    fs.rmSync(elsewhere, { force: true });
    await t.http.get(`/api/media/${card}`).expect(200);
  });

  it('runs in the lifecycle job', async () => {
    const orphan = await stored('.mp4', 2 * HOUR);
    const report = await t.app.get(ListingLifecycleJob).run();
    expect(report.mediaFilesSwept).toBeGreaterThanOrEqual(1);
    expect(exists(fileOf(orphan))).toBe(false);
  });
});
