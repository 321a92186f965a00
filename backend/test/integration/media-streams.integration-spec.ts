import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AppConfig } from '../../src/config/app-config';
import { MediaStorage } from '../../src/modules/media/media-storage';
import { createTestApp, TestApp } from '../helpers/test-app';
import { abortAfterFirstBytes } from '../helpers/aborted-download';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Paths this process has open (Linux). */
function openFiles(): string[] {
  return fs.readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      return [fs.readlinkSync(`/proc/self/fd/${fd}`)];
    } catch {
      return [];
    }
  });
}

describe('media responses', () => {
  let t: TestApp;
  let port: number;
  let storage: MediaStorage;
  let mediaDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    storage = t.app.get(MediaStorage);
    mediaDir = t.app.get(AppConfig).mediaDir;
  });

  afterAll(() => t.close());

  const fileOf = (key: string) => path.join(mediaDir, key.slice(0, 2), key);

  it('closes the file when a client aborts a range request mid-stream', async () => {
    const key = 'aaaaaaaa-0000-4000-8000-000000000001.mp4';
    await storage.put(key, Buffer.alloc(30 * 1024 * 1024, 7));
    await abortAfterFirstBytes(port, key);
    await sleep(500);
    expect(openFiles()).not.toContain(fileOf(key));
  });

  it('answers 404 and stays up when the file vanishes between its size and its read', async () => {
    const key = 'aaaaaaaa-0000-4000-8000-000000000002.webp';
    await storage.put(key, Buffer.alloc(1000, 1));
    const size = storage.size.bind(storage);
    const spy = jest.spyOn(storage, 'size').mockImplementationOnce(async (k: string) => {
      const s = await size(k);
      fs.rmSync(fileOf(k));
      return s;
    });
    const res = await t.http.get(`/api/media/${key}`);
    spy.mockRestore();
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, detail: 'Media not found' });
    await t.http.get('/api/health').expect(200);
  });

  it('still serves whole files and ranges', async () => {
    const key = 'aaaaaaaa-0000-4000-8000-000000000003.webp';
    await storage.put(key, Buffer.from('0123456789'));
    expect((await t.http.get(`/api/media/${key}`).buffer(true).parse((r, cb) => { let s = ''; r.on('data', (c: Buffer) => (s += c.toString())); r.on('end', () => cb(null, s)); }).expect(200)).body).toBe('0123456789');
    const part = await t.http.get(`/api/media/${key}`).set('Range', 'bytes=2-4').buffer(true).parse((r, cb) => { let s = ''; r.on('data', (c: Buffer) => (s += c.toString())); r.on('end', () => cb(null, s)); }).expect(206);
    expect(part.body).toBe('234');
    expect(part.headers['content-range']).toBe('bytes 2-4/10');
  });
});
