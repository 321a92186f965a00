import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3MediaConfig } from '../../src/config/app-config';
import { LocalMediaStorage, MediaStorage, MediaStorageUnavailableError } from '../../src/modules/media/media-storage';
import { S3MediaStorage, S3Timeouts } from '../../src/modules/media/s3-media-storage';
import { FakeS3Server } from '../fakes/fake-s3-server';

const HOUR = 3_600_000;
/** Short limits, so that the tests of a stuck server finish quickly. */
const TEST_TIMEOUTS: S3Timeouts = { connectMs: 500, responseMs: 1_000, idleMs: 1_000 };

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const newKey = (suffix = '.webp') => `${randomUUID()}${suffix}`;
/** A file to upload, named unlike the app's own upload temp files (penpal-upload-*), which other tests watch. */
const sourceFile = () => path.join(os.tmpdir(), `penpal-media-source-${randomUUID()}`);

async function collect(storage: MediaStorage, olderThan: Date): Promise<{ keys: string[]; stale: string[]; batches: number }> {
  const all = { keys: [] as string[], stale: [] as string[], batches: 0 };
  for await (const batch of storage.listOld(olderThan)) {
    all.keys.push(...batch.keys);
    all.stale.push(...batch.stale);
    all.batches += 1;
  }
  return all;
}

function s3Config(server: FakeS3Server, overrides: Partial<S3MediaConfig> = {}): S3MediaConfig {
  return {
    bucket: server.bucket,
    region: server.region,
    endpoint: server.endpoint,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
    prefix: 'media/',
    ...overrides,
  };
}

/** One implementation under test: how to make it, and how to make one of its keys look old. */
interface Subject {
  storage: MediaStorage;
  age(key: string, ms: number): void;
  /** Something in the storage that is not a media key, last changed long ago. */
  addForeign(): void;
  close(): Promise<void>;
}

const subjects: Array<[string, () => Promise<Subject>]> = [
  [
    'LocalMediaStorage (a folder)',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-media-contract-'));
      const setTime = (file: string, ms: number) => fs.utimesSync(file, new Date(Date.now() - ms), new Date(Date.now() - ms));
      return {
        storage: new LocalMediaStorage(dir),
        age: (key, ms) => setTime(path.join(dir, key.slice(0, 2), key), ms),
        addForeign: () => {
          fs.writeFileSync(path.join(dir, 'README.txt'), 'operator notes');
          setTime(path.join(dir, 'README.txt'), 48 * HOUR);
        },
        close: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3MediaStorage (a local S3-compatible server)',
    async () => {
      // Two keys a page: listing pages through the bucket.
      const server = await new FakeS3Server({ maxKeysPerPage: 2 }).start();
      const storage = new S3MediaStorage(s3Config(server), TEST_TIMEOUTS);
      return {
        storage,
        age: (key, ms) => (server.objects.get(`media/${key}`)!.lastModified = new Date(Date.now() - ms)),
        addForeign: () => {
          const old = { body: Buffer.from('x'), lastModified: new Date(Date.now() - 48 * HOUR), etag: '"x"' };
          server.objects.set('media/notes.txt', old);
          server.objects.set(`other-site/${newKey()}`, old);
          server.objects.set(newKey(), old);
        },
        close: async () => {
          storage.onApplicationShutdown();
          await server.stop();
        },
      };
    },
  ],
];

describe.each(subjects)('the media storage contract: %s', (_name, make) => {
  let subject: Subject;
  let storage: MediaStorage;

  beforeAll(async () => {
    subject = await make();
    storage = subject.storage;
  });

  afterAll(() => subject.close());

  it('stores bytes and gives back their size, the whole of them and any range', async () => {
    const key = newKey('-card.webp');
    await storage.put(key, Buffer.from('0123456789'));
    expect(await storage.size(key)).toBe(10);
    expect((await read(await storage.open(key))).toString()).toBe('0123456789');
    expect((await read(await storage.open(key, { start: 2, end: 4 }))).toString()).toBe('234');
    expect((await read(await storage.open(key, { start: 9, end: 9 }))).toString()).toBe('9');
    expect((await read(await storage.open(key, { start: 0, end: 0 }))).toString()).toBe('0');
  });

  it('stores a multi-megabyte file from disk and reads back every byte and a range in its middle', async () => {
    const file = sourceFile();
    const data = randomBytes(6 * 1024 * 1024 + 123);
    fs.writeFileSync(file, data);
    try {
      const key = newKey('.mp4');
      await storage.putFile(key, file);
      expect(await storage.size(key)).toBe(data.length);
      expect(sha(await read(await storage.open(key)))).toBe(sha(data));
      const start = 3 * 1024 * 1024 - 7;
      const end = start + 1024 * 1024;
      expect((await read(await storage.open(key, { start, end }))).equals(data.subarray(start, end + 1))).toBe(true);
      expect(fs.existsSync(file)).toBe(true); // the source is the caller's to remove
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it('replaces nothing but the key written', async () => {
    const [a, b] = [newKey(), newKey()];
    await storage.put(a, Buffer.from('first'));
    await storage.put(b, Buffer.from('second!'));
    expect([await storage.size(a), await storage.size(b)]).toEqual([5, 7]);
  });

  it('says a missing key is missing: no size, and open rejects before anything is read', async () => {
    const key = newKey('.mp4');
    expect(await storage.size(key)).toBeUndefined();
    const error = await storage.open(key).then(() => undefined, (e: unknown) => e);
    expect(error).toBeDefined();
    expect(error).not.toBeInstanceOf(MediaStorageUnavailableError);
  });

  it('deletes a key (then it is missing) and deleting a missing key is no error', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('bytes'));
    await storage.delete(key);
    expect(await storage.size(key)).toBeUndefined();
    await expect(storage.open(key)).rejects.toBeDefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys it did not make', async () => {
    for (const bad of ['../../etc/passwd', 'aaaaaaaa-0000-4000-8000-000000000001.exe', 'notes.txt', '', 'AAAAAAAA-0000-4000-8000-000000000001.webp']) {
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(/Invalid media key/);
      expect(await storage.size(bad)).toBeUndefined();
      await expect(storage.open(bad)).rejects.toBeDefined();
      await expect(storage.delete(bad)).resolves.toBeUndefined();
    }
  });

  it('lists the keys last written before a time, in batches, and nothing that is not a media key', async () => {
    const old = [newKey('-card.webp'), newKey('-full.webp'), newKey('.mp4'), newKey('.webm'), newKey()];
    const young = [newKey(), newKey('.mov')];
    for (const key of [...old, ...young]) await storage.put(key, Buffer.from(key));
    old.forEach((key, i) => subject.age(key, 2 * HOUR + i * 60_000));
    subject.addForeign();

    const listed = await collect(storage, new Date(Date.now() - HOUR));
    expect(listed.keys).toEqual(expect.arrayContaining(old));
    expect(listed.keys).not.toEqual(expect.arrayContaining([young[0]]));
    expect(listed.keys).not.toEqual(expect.arrayContaining([young[1]]));
    expect(listed.keys.every((k) => /^[0-9a-f-]{36}(-[a-z]+)?\.[a-z0-9]+$/.test(k))).toBe(true);
    expect(listed.stale).toEqual([]);
    // Everything this storage holds is older than a minute from now.
    expect((await collect(storage, new Date(Date.now() + 60_000))).keys).toEqual(expect.arrayContaining([...old, ...young]));
    expect((await collect(storage, new Date(Date.now() - 100 * HOUR))).keys).toEqual([]);
  });
});

describe('S3MediaStorage', () => {
  let server: FakeS3Server;
  let storage: S3MediaStorage;

  beforeEach(async () => {
    server = await new FakeS3Server().start();
    storage = new S3MediaStorage(s3Config(server), TEST_TIMEOUTS);
  });

  afterEach(async () => {
    storage.onApplicationShutdown();
    await server.stop();
  });

  it('writes under the prefix with the content type and a year-long immutable Cache-Control', async () => {
    const photo = newKey('-full.webp');
    const video = newKey('.mov');
    await storage.put(photo, Buffer.from('webp bytes'));
    const file = sourceFile();
    fs.writeFileSync(file, Buffer.alloc(3 * 1024 * 1024, 3));
    await storage.putFile(video, file);
    fs.rmSync(file);

    expect(server.objects.get(`media/${photo}`)).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    expect(server.objects.get(`media/${video}`)).toMatchObject({ contentType: 'video/quicktime', cacheControl: 'public, max-age=31536000, immutable' });
    expect(server.objects.get(`media/${video}`)!.body.length).toBe(3 * 1024 * 1024);
    expect(server.objects.has(photo)).toBe(false);
  });

  it('streams a file upload with its length and no aws-chunked framing, signed by the configured key', async () => {
    const file = sourceFile();
    fs.writeFileSync(file, Buffer.alloc(2 * 1024 * 1024 + 1, 5));
    await storage.putFile(newKey('.mp4'), file);
    fs.rmSync(file);
    const put = server.requests.find((r) => r.method === 'PUT')!;
    expect(put.headers['content-length']).toBe(String(2 * 1024 * 1024 + 1));
    expect(put.headers['content-encoding'] ?? '').not.toContain('aws-chunked');
    expect(put.headers.authorization).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=${server.accessKeyId}/`));
  });

  it('works at the top level of the bucket when there is no prefix', async () => {
    const bare = new S3MediaStorage(s3Config(server, { prefix: '' }), TEST_TIMEOUTS);
    const key = newKey();
    await bare.put(key, Buffer.from('top'));
    expect(server.objects.has(key)).toBe(true);
    expect((await collect(bare, new Date(Date.now() + 60_000))).keys).toEqual([key]);
    bare.onApplicationShutdown();
  });

  it('says a key deleted by another instance is missing once a read finds it gone', async () => {
    const other = new S3MediaStorage(s3Config(server), TEST_TIMEOUTS);
    const key = newKey();
    await storage.put(key, Buffer.from('bytes'));
    expect(await storage.size(key)).toBe(5);
    await other.delete(key);
    other.onApplicationShutdown();
    // This instance still knows the size; the read finds the object gone (a 404 for the client) and forgets it.
    const error = await storage.open(key).then(() => undefined, (e: unknown) => e);
    expect(error).toBeDefined();
    expect(error).not.toBeInstanceOf(MediaStorageUnavailableError);
    expect(await storage.size(key)).toBeUndefined();
  });

  it('reports wrong credentials as unavailable storage (503), not as a missing file', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('bytes'));
    const wrong = new S3MediaStorage(s3Config(server, { secretAccessKey: 'not-the-secret' }), TEST_TIMEOUTS);
    await expect(wrong.size(key)).rejects.toBeInstanceOf(MediaStorageUnavailableError);
    await expect(wrong.open(key)).rejects.toBeInstanceOf(MediaStorageUnavailableError);
    await expect(wrong.put(newKey(), Buffer.from('x'))).rejects.toBeInstanceOf(MediaStorageUnavailableError);
    wrong.onApplicationShutdown();
  });

  it('reports a server that is down or answers 503 as unavailable storage, for every operation', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('bytes'));
    const operations = [() => storage.size(newKey()), () => storage.open(key), () => storage.put(newKey(), Buffer.from('x')), () => storage.delete(key), () => collect(storage, new Date())];
    server.behaviour = 'unavailable';
    for (const operation of operations) {
      await expect(operation()).rejects.toMatchObject({ status: 503, message: 'Media storage is not reachable right now. Please try again in a moment.' });
    }
    await server.stop();
    for (const operation of operations) await expect(operation()).rejects.toBeInstanceOf(MediaStorageUnavailableError);
  });

  it('pages through a listing larger than one answer', async () => {
    server.maxKeysPerPage = 2;
    const keys = [newKey(), newKey(), newKey(), newKey(), newKey()];
    for (const key of keys) await storage.put(key, Buffer.from(key));
    const listed = await collect(storage, new Date(Date.now() + 60_000));
    expect(listed.keys.sort()).toEqual([...keys].sort());
    expect(listed.batches).toBe(3);
    expect(server.requests.filter((r) => r.query['list-type'] === '2' && r.query['continuation-token'])).toHaveLength(2);
  });

  it('gives up on a server that never answers, within its time limits', async () => {
    const impatient = new S3MediaStorage(s3Config(server), { connectMs: 300, responseMs: 500, idleMs: 500 });
    server.behaviour = 'hang';
    const started = Date.now();
    await expect(impatient.size(newKey())).rejects.toBeInstanceOf(MediaStorageUnavailableError);
    await expect(impatient.open(newKey())).rejects.toBeInstanceOf(MediaStorageUnavailableError);
    await expect(impatient.put(newKey(), Buffer.from('x'))).rejects.toBeInstanceOf(MediaStorageUnavailableError);
    // Three calls, each up to three attempts of half a second.
    expect(Date.now() - started).toBeLessThan(10_000);
    impatient.onApplicationShutdown();
  }, 20_000);
});
