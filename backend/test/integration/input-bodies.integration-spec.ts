import { gzipSync } from 'node:zlib';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

/** Request bodies the parsers cannot read are the client's fault, on every route and before any guard. */
describe('malformed request bodies', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerUser(t)).token;
  });

  afterAll(() => t.close());

  const routes: Array<{ method: 'post' | 'put' | 'get'; path: string; signedIn?: boolean }> = [
    { method: 'post', path: '/api/auth/login' },
    { method: 'post', path: '/api/client-errors' },
    { method: 'get', path: '/api/profiles' },
    { method: 'get', path: '/api/user/profiles' },
    { method: 'post', path: '/api/paypal/webhook' },
    // The large photo routes read their body after the auth guard: signed in, they reach the parser.
    { method: 'post', path: '/api/profiles', signedIn: true },
    { method: 'put', path: '/api/user/profile', signedIn: true },
  ];
  const send = (route: (typeof routes)[number], encoding: string, body: Buffer) => {
    const req = t.http[route.method](route.path).set('Content-Type', 'application/json').set('Content-Encoding', encoding);
    if (route.signedIn) req.set('Authorization', `Bearer ${token}`);
    // Sent as the bytes given (superagent would otherwise serialize a Buffer as JSON).
    return req.serialize(((bytes: Buffer) => bytes) as never).send(body);
  };

  // zlib names each way a body fails to decompress differently (brotli alone has dozens of codes).
  const notCompressed = [
    Buffer.from('this is not compressed at all, just text'),
    Buffer.from('not compressed garbage here 1234567890'),
    Buffer.from(Array.from({ length: 256 }, (_, i) => (i * 97) % 256)),
  ];

  it.each(['gzip', 'deflate', 'br'])('answer a %s body that does not decompress with 400 on every route', async (encoding) => {
    for (const route of routes) {
      for (const body of notCompressed) {
        const res = await send(route, encoding, body);
        expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 400 });
        expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', detail: 'The request body could not be decompressed (check Content-Encoding)' });
      }
    }
  });

  it('answer a truncated gzip body with 400', async () => {
    const truncated = gzipSync(Buffer.from(JSON.stringify({ email: 'a@example.org', password: 'x' }))).subarray(0, 12);
    const res = await send(routes[0], 'gzip', truncated);
    expect(res.status).toBe(400);
  });

  it('answer an unsupported encoding with 415 on every route', async () => {
    for (const route of routes) {
      const res = await send(route, 'compress', Buffer.from('{}'));
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 415 });
    }
  });

  it('still read a well-formed gzip body', async () => {
    const res = await send(routes[0], 'gzip', gzipSync(Buffer.from(JSON.stringify({ email: 'nobody@example.org', password: 'x' }))));
    expect(res.status).toBe(401);
  });

  it('answer an anonymous 30 MB profile submission with 401 without parsing its body', async () => {
    const parse = jest.spyOn(JSON, 'parse');
    try {
      const body = JSON.stringify({ name: 'x', photos: ['a'.repeat(30 * 1024 * 1024)] });
      const started = Date.now();
      const res = await t.http.post('/api/profiles').set('Content-Type', 'application/json').send(body);
      expect(res.status).toBe(401);
      expect(Date.now() - started).toBeLessThan(5000);
      const bigParses = parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 1024 * 1024);
      expect(bigParses).toHaveLength(0);
    } finally {
      parse.mockRestore();
    }
  });

  it('parse a large body once the auth guard has let the request in', async () => {
    const res = await t.http
      .post('/api/profiles')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'x', photos: ['a'.repeat(2 * 1024 * 1024)] });
    // Parsed and validated: the body's problems are listed (the photo is not an image).
    expect(res.status).toBe(422);
    expect(Array.isArray(res.body.detail)).toBe(true);
  });
});
