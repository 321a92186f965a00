import { createHash, createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** An object as the fake keeps it. */
export interface FakeS3Object {
  body: Buffer;
  contentType?: string;
  cacheControl?: string;
  lastModified: Date;
  etag: string;
}

/** One request as it reached the fake (after its signature was checked). */
export interface FakeS3Request {
  method: string;
  bucket: string;
  key: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

/**
 * normal: answers like S3. unavailable: every request gets 503 ServiceUnavailable.
 * hang: reads every request and never answers (a stuck server or network).
 */
export type FakeS3Behaviour = 'normal' | 'unavailable' | 'hang';

export interface FakeS3Options {
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Most keys per ListObjectsV2 page, whatever the client asks (small values make tests page). */
  maxKeysPerPage?: number;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** URI encoding as SigV4 wants it: RFC 3986 unreserved characters stay, everything else is %XX. */
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A small S3-compatible server on a loopback port, for testing the real S3MediaStorage with the real AWS SDK:
 * PutObject, GetObject (with Range), HeadObject, DeleteObject and ListObjectsV2 (paged), path-style, one bucket,
 * objects in memory. Every request must be signed with AWS Signature Version 4 by the configured key pair:
 * the signature is recomputed and compared, and a signed payload hash is checked against the body.
 * aws-chunked uploads (the SDK's default checksum trailers) are refused with 501, as several S3-compatible
 * servers do.
 */
export class FakeS3Server {
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  maxKeysPerPage: number;
  behaviour: FakeS3Behaviour = 'normal';
  readonly objects = new Map<string, FakeS3Object>();
  readonly requests: FakeS3Request[] = [];
  /** Every object body sent, and whether its connection has since been closed (kept-alive ones stay open). */
  readonly reads: Array<{ key: string; range?: string; connectionClosed: boolean }> = [];
  port = 0;
  private server?: http.Server;
  private readonly sockets = new Set<Socket>();

  constructor(options: FakeS3Options = {}) {
    this.bucket = options.bucket ?? 'penpal-media';
    this.region = options.region ?? 'us-east-1';
    this.accessKeyId = options.accessKeyId ?? 'AKIAFAKES3TESTKEY0001';
    this.secretAccessKey = options.secretAccessKey ?? 'fake/s3/secret+key/for-tests-0123456789';
    this.maxKeysPerPage = options.maxKeysPerPage ?? 1000;
  }

  /** Listens on `port` (0: any free port; a stopped server's port to stand in for it again). */
  async start(port = 0): Promise<this> {
    // Idle kept-alive connections stay open for a minute: a closed one was closed by the client.
    const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => void this.handle(req, res));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  /** Stops listening and drops every connection, answered or not. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The settings that point the app at this server. */
  env(prefix = ''): Record<string, string> {
    return {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: this.bucket,
      S3_REGION: this.region,
      S3_ENDPOINT: this.endpoint,
      S3_ACCESS_KEY_ID: this.accessKeyId,
      S3_SECRET_ACCESS_KEY: this.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    try {
      const body = await new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => resolve(Buffer.concat(chunks)));
        req.on('error', reject);
      });
      if (this.behaviour === 'hang') return;
      if (this.behaviour === 'unavailable') throw new S3Error(503, 'ServiceUnavailable', 'Please reduce your request rate.');
      const url = new URL(req.url ?? '/', 'http://fake-s3');
      const [, bucket = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const query = Object.fromEntries(url.searchParams);
      this.verifySignature(req, url, body);
      this.requests.push({ method: req.method ?? '', bucket, key, query, headers: req.headers });
      if (decodeURIComponent(bucket) !== this.bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key && req.method === 'GET' && query['list-type'] === '2') return this.list(query, res);
      if (!key) throw new S3Error(501, 'NotImplemented', 'Only object requests and ListObjectsV2 are implemented');
      switch (req.method) {
        case 'PUT':
          return this.put(key, req, body, res);
        case 'GET':
        case 'HEAD':
          return this.get(key, req, res);
        case 'DELETE':
          this.objects.delete(key);
          res.writeHead(204).end();
          return;
        default:
          throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      }
    } catch (error) {
      const e = error instanceof S3Error ? error : new S3Error(500, 'InternalError', String(error));
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${e.code}</Code><Message>${xmlEscape(e.message)}</Message><RequestId>${randomUUID()}</RequestId></Error>`;
      res.writeHead(e.status, { 'Content-Type': 'application/xml' });
      res.end(req.method === 'HEAD' ? undefined : xml);
    }
  }

  /** Recomputes the AWS Signature Version 4 of the request with the secret key, as S3 does. */
  private verifySignature(req: http.IncomingMessage, url: URL, body: Buffer): void {
    const auth = req.headers.authorization ?? '';
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
    if (!match) throw new S3Error(403, 'AccessDenied', 'Requests must be signed with AWS4-HMAC-SHA256');
    const [, accessKeyId, date, region, signedHeaders, signature] = match;
    if (accessKeyId !== this.accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (region !== this.region) throw new S3Error(400, 'AuthorizationHeaderMalformed', `The region '${region}' is wrong; expecting '${this.region}'`);
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash.startsWith('STREAMING-') || req.headers['content-encoding']?.includes('aws-chunked')) {
      throw new S3Error(501, 'NotImplemented', 'aws-chunked uploads are not supported by this server');
    }
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
      throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
    }
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const headerNames = signedHeaders.split(';');
    if (!headerNames.includes('host') || !amzDate.startsWith(date)) throw new S3Error(403, 'AccessDenied', 'The host and x-amz-date headers must be signed');
    const canonicalHeaders = headerNames.map((name) => {
      const value = req.headers[name];
      return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
    });
    const canonicalQuery = [...url.searchParams]
      .map(([k, v]) => [rfc3986(k), rfc3986(v)])
      .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const canonicalRequest = [req.method, url.pathname, canonicalQuery, canonicalHeaders.join(''), signedHeaders, payloadHash].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${this.secretAccessKey}`, date), region), 's3'), 'aws4_request');
    if (createHmac('sha256', signingKey).update(stringToSign).digest('hex') !== signature) {
      throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
    }
  }

  private put(key: string, req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): void {
    const declared = req.headers['content-length'];
    if (declared === undefined) throw new S3Error(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    this.objects.set(key, { body, contentType: req.headers['content-type'], cacheControl: req.headers['cache-control'], lastModified: new Date(), etag });
    res.writeHead(200, { ETag: etag }).end();
  }

  private get(key: string, req: http.IncomingMessage, res: http.ServerResponse): void {
    const object = this.objects.get(key);
    if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
    const size = object.body.length;
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': object.contentType ?? 'binary/octet-stream',
      'Last-Modified': object.lastModified.toUTCString(),
      ETag: object.etag,
      'Accept-Ranges': 'bytes',
      ...(object.cacheControl ? { 'Cache-Control': object.cacheControl } : {}),
    };
    let [start, end] = [0, size - 1];
    const range = req.headers.range;
    const m = range ? /^bytes=(\d*)-(\d*)$/.exec(range) : null;
    if (m && (m[1] || m[2])) {
      if (m[1]) [start, end] = [Number(m[1]), m[2] ? Math.min(Number(m[2]), size - 1) : size - 1];
      else [start, end] = [Math.max(0, size - Number(m[2])), size - 1];
      if (start >= size || start > end) throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable');
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    }
    headers['Content-Length'] = end - start + 1;
    if (req.method === 'GET') {
      const read = { key, range, connectionClosed: false };
      this.reads.push(read);
      req.socket.once('close', () => (read.connectionClosed = true));
    }
    res.writeHead(headers['Content-Range'] ? 206 : 200, headers);
    res.end(req.method === 'HEAD' ? undefined : object.body.subarray(start, end + 1));
  }

  private list(query: Record<string, string>, res: http.ServerResponse): void {
    const prefix = query.prefix ?? '';
    const maxKeys = Math.min(Number(query['max-keys'] ?? 1000), this.maxKeysPerPage);
    const after = query['continuation-token'] ? Buffer.from(query['continuation-token'], 'base64url').toString('utf8') : (query['start-after'] ?? '');
    const keys = [...this.objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    const page = keys.slice(0, maxKeys);
    const truncated = keys.length > page.length;
    const contents = page.map((k) => {
      const o = this.objects.get(k)!;
      return `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      `<Name>${xmlEscape(this.bucket)}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>`,
      `<IsTruncated>${truncated}</IsTruncated>`,
      ...contents,
      query['continuation-token'] ? `<ContinuationToken>${xmlEscape(query['continuation-token'])}</ContinuationToken>` : '',
      truncated ? `<NextContinuationToken>${Buffer.from(page[page.length - 1]).toString('base64url')}</NextContinuationToken>` : '',
      '</ListBucketResult>',
    ].join('');
    res.writeHead(200, { 'Content-Type': 'application/xml' }).end(xml);
  }
}
