import { createTestApp, TestApp } from '../helpers/test-app';

const validReport = { message: 'TypeError: x is undefined', url: 'http://localhost:3000/browse' };

describe('error bodies and request validation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('answer an unknown API route with 404 in the common shape', async () => {
    const res = await t.http.get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', detail: 'Cannot GET /api/no-such-thing' });
  });

  it('answer malformed JSON with 400 in the common shape', async () => {
    const res = await t.http
      .post('/api/client-errors')
      .set('Content-Type', 'application/json')
      .send('{"message": "oops",')
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', detail: 'Malformed JSON in request body' });
  });

  it('answer a body over the size limit with 413', async () => {
    const res = await t.http
      .post('/api/client-errors')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024), url: '/' }))
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, detail: 'Request body is too large' });
  });

  it('answer an invalid DTO with 422 and a list of readable messages', async () => {
    const res = await t.http.post('/api/client-errors').send({ message: '', url: 42 }).expect(422);
    expect(res.body.statusCode).toBe(422);
    expect(res.body.error).toBe('Unprocessable Entity');
    expect(res.body.detail).toEqual(
      expect.arrayContaining([expect.stringMatching(/^message /), expect.stringMatching(/^url /)]),
    );
    expect(res.body.detail).toHaveLength(2);
  });

  it('refuse fields the DTO does not know', async () => {
    const res = await t.http.post('/api/client-errors').send({ ...validReport, is_admin: true }).expect(422);
    expect(res.body.detail).toEqual(['property is_admin should not exist']);
  });

  it('refuse a JSON body that is not an object', async () => {
    for (const body of ['[1,2]', '"text"', 'null', '42']) {
      const res = await t.http.post('/api/client-errors').set('Content-Type', 'application/json').send(body);
      expect(res.status).toBe(422);
      expect(Array.isArray(res.body.detail)).toBe(true);
    }
  });

  it('list the required fields when no body is sent', async () => {
    const res = await t.http.post('/api/client-errors').expect(422);
    expect(res.body.detail).toHaveLength(2);
  });

  it('accept a well-formed client error report', async () => {
    await t.http.post('/api/client-errors').send(validReport).expect(202);
  });

  it('answer an unknown method on a known path with 404 in the common shape', async () => {
    const res = await t.http.delete('/api/health').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
