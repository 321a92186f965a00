import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { S3MediaConfig } from '../../config/app-config';
import { safeError } from '../../common/logging/safe-error';
import { CONTENT_TYPES, MEDIA_CACHE_CONTROL, MEDIA_KEY, MediaStorage, MediaStorageUnavailableError } from './media-storage';

/** How long an S3 request may take. Every call is bounded: an unreachable or stuck server answers 503, never hangs. */
export interface S3Timeouts {
  /** Opening the connection. */
  connectMs: number;
  /** From sending the request to the response's headers (a write also has its body's upload time, see putFile). */
  responseMs: number;
  /** Longest silence on an open connection, while a body is sent or received. */
  idleMs: number;
}

export const S3_TIMEOUTS: S3Timeouts = { connectMs: 5_000, responseMs: 15_000, idleMs: 60_000 };

/** The slowest upload rate a write is allowed before it counts as stuck: its time limit grows with its size. */
const MIN_UPLOAD_BYTES_PER_SECOND = 256 * 1024;

/** Requests at once to the store. Each video being watched holds one for as long as it streams. */
const MAX_SOCKETS = 256;

/** Keys never change content, so a size once read stays true until the key is deleted. */
const SIZE_CACHE_ENTRIES = 10_000;

/** A 404 on the object itself (HeadObject says NotFound, GetObject NoSuchKey), not a missing bucket. */
function isMissingObject(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, ...), under an optional prefix.
 * Writes are single PutObject requests, which S3 makes visible all at once: there are never partial writes to
 * sweep. Failures to reach the store (down, timed out, refused credentials, a missing bucket) are
 * MediaStorageUnavailableError, which answers 503; a missing key is undefined from size() and a rejection from open().
 */
export class S3MediaStorage extends MediaStorage {
  private readonly logger = new Logger('MediaStorage');
  private readonly client: S3Client;
  private readonly sizes = new LRUCache<string, number>({ max: SIZE_CACHE_ENTRIES });

  constructor(
    private readonly config: S3MediaConfig,
    private readonly timeouts: S3Timeouts = S3_TIMEOUTS,
  ) {
    super();
    const agent = { keepAlive: true, maxSockets: MAX_SOCKETS };
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Without a key pair the SDK's default chain applies (AWS_* variables, shared config files, an instance or task role).
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      // Since 3.729 the SDK adds a CRC32 checksum to every upload by default, sent for a streamed body as an
      // aws-chunked body with a trailer. Many S3-compatible servers do not decode aws-chunked (they refuse the
      // upload or store the chunk framing as the file's bytes), so checksums are sent only where the operation
      // requires one. Photos are still covered by the signed SHA-256 of their body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: {
        connectionTimeout: timeouts.connectMs,
        requestTimeout: timeouts.responseMs,
        throwOnRequestTimeout: true,
        socketTimeout: timeouts.idleMs,
        httpAgent: agent,
        httpsAgent: agent,
      },
    });
  }

  /** Where the bucket is, for the start-up log: no credentials. */
  describe(): string {
    const where = this.config.endpoint ? ` at ${new URL(this.config.endpoint).origin}` : ` in ${this.config.region}`;
    return `S3 bucket ${this.config.bucket}${where}${this.config.prefix ? ` under ${this.config.prefix}` : ''}`;
  }

  private objectKey(key: string): string {
    if (!MEDIA_KEY.test(key)) throw new Error(`Invalid media key: ${key}`);
    return this.config.prefix + key;
  }

  /** Runs one S3 request; anything but a missing object becomes MediaStorageUnavailableError. */
  private async call<T>(operation: string, key: string | undefined, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isMissingObject(error)) throw error;
      this.logger.warn({ err: safeError(error), operation, key, bucket: this.config.bucket }, 'Media storage request failed');
      throw new MediaStorageUnavailableError(error);
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.write(key, data, data.length);
  }

  /** Streams the file from disk: a large video is never read into memory. */
  async putFile(key: string, sourcePath: string): Promise<void> {
    const { size } = await fs.promises.stat(sourcePath);
    const body = fs.createReadStream(sourcePath);
    try {
      await this.write(key, body, size);
    } finally {
      body.destroy();
    }
  }

  private async write(key: string, body: Buffer | Readable, length: number): Promise<void> {
    const Key = this.objectKey(key);
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key,
      Body: body,
      ContentLength: length,
      ContentType: CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
      CacheControl: MEDIA_CACHE_CONTROL,
    });
    // The response limit counts from the start of the upload, so it grows with what there is to send.
    const requestTimeout = this.timeouts.responseMs + Math.ceil((length / MIN_UPLOAD_BYTES_PER_SECOND) * 1000);
    await this.call('put', key, () => this.client.send(command, { requestTimeout }));
    this.sizes.set(key, length);
  }

  async size(key: string): Promise<number | undefined> {
    if (!MEDIA_KEY.test(key)) return undefined;
    const known = this.sizes.get(key);
    if (known !== undefined) return known;
    try {
      const head = await this.call('head', key, () => this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) })));
      const size = head.ContentLength ?? 0;
      this.sizes.set(key, size);
      return size;
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  async open(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const Key = this.objectKey(key);
    try {
      const res = await this.call('get', key, () =>
        this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined })),
      );
      const body = res.Body as Readable;
      if (range && !res.ContentRange) {
        // A server that ignored the range would send the whole file under a 206 for a part of it.
        body.destroy();
        this.logger.warn({ key, bucket: this.config.bucket }, 'Media storage ignored a byte range');
        throw new MediaStorageUnavailableError(new Error('The store answered a range request with the whole object'));
      }
      return body;
    } catch (error) {
      // Deleted (by another instance, say) since its size was read and kept.
      if (isMissingObject(error)) this.sizes.delete(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!MEDIA_KEY.test(key)) return;
    this.sizes.delete(key);
    await this.call('delete', key, () => this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) })));
  }

  /** Pages through the objects under the prefix; only names that are media keys, never anything else in the bucket. */
  async *listOld(olderThan: Date): AsyncIterable<{ keys: string[]; stale: string[] }> {
    const { bucket, prefix } = this.config;
    let token: string | undefined;
    do {
      const page = await this.call('list', undefined, () =>
        this.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token, MaxKeys: 1000 })),
      );
      const keys = (page.Contents ?? [])
        .filter((o) => o.Key?.startsWith(prefix) && o.LastModified && o.LastModified < olderThan)
        .map((o) => o.Key!.slice(prefix.length))
        .filter((k) => MEDIA_KEY.test(k));
      if (keys.length) yield { keys, stale: [] };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** A PutObject is stored whole or not at all: there is never an interrupted write to remove. */
  async deleteStale(): Promise<void> {}

  /** Closes the kept-alive connections when the app stops. */
  onApplicationShutdown(): void {
    this.client.destroy();
  }
}
