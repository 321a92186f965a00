import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { jpegWithExif } from '../factories/images';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { UnsubscribeTokens } from '../../src/modules/forum/forum-unsubscribe-token';
import { DigestUnsubscribeTokens } from '../../src/modules/saved-searches/digest-unsubscribe-token';
import { PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { createTestApp, TestApp } from '../helpers/test-app';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SCHEMA_FILE = path.join(ROOT, 'frontend', 'src', 'api', 'schema.ts');
const GENERATOR = path.join(ROOT, 'scripts', 'api-types.mjs');

type Schema = {
  $ref?: string;
  allOf?: Schema[];
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
};
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { operationId: string; responses: Record<string, Response> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

/** `METHOD /path STATUS` of every 2xx answer in the document. */
function successes(doc: Document): Array<{ key: string; response: Response }> {
  return Object.entries(doc.paths).flatMap(([route, item]) =>
    Object.entries(item).flatMap(([method, op]) =>
      Object.entries(op.responses)
        .filter(([status]) => status.startsWith('2'))
        .map(([status, response]) => ({ key: `${method.toUpperCase()} ${route} ${status}`, response })),
    ),
  );
}

/**
 * Where `value` departs from `schema`: an undocumented property, a missing required one, a value
 * outside its enumeration, a wrong type. Empty when the value is exactly what the document says.
 */
function departures(doc: Document, value: unknown, schema: Schema, at = '$'): string[] {
  if (schema.$ref) return departures(doc, value, doc.components.schemas[schema.$ref.split('/').pop()!], at);
  if (value === null) return schema.nullable ? [] : [`${at} is null, which is not documented`];
  if (schema.allOf) return schema.allOf.flatMap((part) => departures(doc, value, part, at));
  if (schema.enum && !schema.enum.includes(value)) return [`${at} = ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
  switch (schema.type) {
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => departures(doc, item, schema.items!, `${at}[${i}]`)) : [`${at} is not an array`];
    case 'object':
    case undefined: {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at} is not an object`];
      const properties = schema.properties ?? {};
      if (!schema.properties && schema.additionalProperties) return [];
      const keys = Object.keys(value);
      return [
        ...keys.filter((k) => !(k in properties)).map((k) => `${at}.${k} is not documented`),
        ...(schema.required ?? []).filter((k) => !keys.includes(k)).map((k) => `${at}.${k} is documented as required but missing`),
        ...keys.filter((k) => k in properties).flatMap((k) => departures(doc, (value as Record<string, unknown>)[k], properties[k], `${at}.${k}`)),
      ];
    }
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at} is not an integer`];
    default:
      return typeof value === schema.type ? [] : [`${at} is a ${typeof value}, documented as ${schema.type}`];
  }
}

describe('the API contract: the OpenAPI document and the generated client types', () => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.http.get('/api/docs-json').expect(200)).body;
  });

  afterAll(() => t.close());

  it('matches the committed frontend/src/api/schema.ts', () => {
    // The same generation as `npm run api:types`, from the document this app serves.
    const generated = execFileSync(process.execPath, [GENERATOR, '--stdin'], {
      cwd: ROOT,
      input: JSON.stringify(doc),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const committed = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
    if (generated !== committed) {
      const lines = [generated.split('\n'), committed.split('\n')];
      const line = lines[0].findIndex((text, i) => text !== lines[1][i]);
      throw new Error(
        `frontend/src/api/schema.ts is stale: run npm run api:types\n` +
          `first difference at line ${line + 1}:\n  generated: ${lines[0][line]}\n  committed: ${lines[1][line]}`,
      );
    }
  });

  it('documents a schema for every 2xx answer that has a body', () => {
    const missing = successes(doc)
      .filter(({ response }) => response.content)
      .flatMap(({ key, response }) =>
        Object.entries(response.content!)
          .filter(([, media]) => !media.schema || !(media.schema.$ref || media.schema.type || media.schema.allOf))
          .map(([type]) => `${key} ${type}`),
      );
    expect(missing).toEqual([]);
  });

  it('documents as bodiless only the answers that really have no body', async () => {
    const bodiless = successes(doc)
      .filter(({ response }) => !response.content)
      .map(({ key }) => key)
      .sort();
    // Each of these is called below and must answer an empty body; a new one needs its check here.
    expect(bodiless).toEqual(
      [
        'DELETE /api/admin/promo-codes/{id} 204',
        'DELETE /api/user/notifications/{id} 204',
        'POST /api/client-errors 202',
        'POST /api/forum/threads/{id}/read 204',
        'POST /api/user/notifications/{id}/mark-read 204',
      ].sort(),
    );

    const admin = await registerAdmin(t);
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview });
    await t.http.post(`/api/admin/profiles/${profile.id}/approve`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    const [notification] = (await t.http.get('/api/user/notifications').set('Authorization', `Bearer ${owner.token}`).expect(200)).body.notifications;
    const promo = (await t.http.post('/api/admin/promo-codes').set('Authorization', `Bearer ${admin.token}`).send({ code: 'CONTRACT1' }).expect(201)).body;
    const thread = (await t.http.post('/api/forum/threads').set('Authorization', `Bearer ${owner.token}`).send({ category: 'general', title: 'Read', content: '<p>Read me</p>' }).expect(201)).body;

    const answers = [
      await t.http.post(`/api/forum/threads/${thread.id}/read`).set('Authorization', `Bearer ${owner.token}`).send({}).expect(204),
      await t.http.post('/api/client-errors').send({ message: 'TypeError: x is undefined', url: 'http://localhost/browse' }).expect(202),
      await t.http.post(`/api/user/notifications/${notification.id}/mark-read`).set('Authorization', `Bearer ${owner.token}`).expect(204),
      await t.http.delete(`/api/user/notifications/${notification.id}`).set('Authorization', `Bearer ${owner.token}`).expect(204),
      await t.http.delete(`/api/admin/promo-codes/${promo.id}`).set('Authorization', `Bearer ${admin.token}`).expect(204),
    ];
    expect(answers.map((res) => res.text ?? '')).toEqual(['', '', '', '', '']);
  });

  it('answers with exactly the documented fields and enumeration values', async () => {
    const admin = await registerAdmin(t);
    const owner = await registerUser(t);
    const listed = await insertProfile(t, owner.user.id, {
      sexualOrientation: 'Straight',
      raceEthnicity: 'White',
      religion: 'Christian',
      seekingRelationships: ['Pen Pal', 'Friendship'],
      mailingState: 'FL',
    });
    const pending = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview, paymentStatus: PaymentStatus.Paid });
    const unpaid = await insertProfile(t, owner.user.id, { status: ProfileStatus.AwaitingPayment, paymentStatus: PaymentStatus.Unpaid });
    const withVideo = await insertProfile(t, owner.user.id, { videoPaid: true });
    const asAdmin = { Authorization: `Bearer ${admin.token}` };
    const asOwner = { Authorization: `Bearer ${owner.token}` };
    // A new account's thread (held for approval until the admin approves it below), edited once.
    const thread = (
      await t.http.post('/api/forum/threads').set(asOwner).send({ category: 'questions', title: 'Stamps?', content: '<p>How many stamps?</p>' }).expect(201)
    ).body;
    const reply = (await t.http.post('/api/forum/replies').set(asAdmin).send({ thread_id: thread.id, content: '<p>One, under an ounce.</p>' }).expect(201)).body;
    await t.http.post('/api/forum/report').set(asOwner).send({ content_type: 'reply', content_id: reply.id, reason: 'Testing' }).expect(201);
    await t.query("UPDATE users SET profile_photo_key = 'contract-avatar.webp' WHERE id = $1", [owner.user.id]);
    const [report] = await t.query<{ id: string }>('SELECT id FROM forum_reports');

    // Blog posts: one with an image, a draft and a scheduled one (every state), and one to delete.
    const guide = { title: 'Guide', excerpt: 'About letters', content: '<p>Write</p>', category: 'Safety', keywords: 'letters' };
    const blogPost = (await t.http.post('/api/admin/blog/posts').set(asAdmin).send({ ...guide, slug: 'contract-guide', image_base64: await jpegWithExif() }).expect(201)).body;
    await t.http.post('/api/admin/blog/posts').set(asAdmin).send({ ...guide, slug: 'contract-draft', is_published: false }).expect(201);
    await t.http.post('/api/admin/blog/posts').set(asAdmin).send({ ...guide, slug: 'contract-later', published_date: '2099-01-01T00:00:00Z' }).expect(201);

    const calls: Array<[method: 'get' | 'post' | 'put', route: string, url: string, status: number, headers: Record<string, string>]> = [
      ['get', '/api/blog/posts', '/api/blog/posts?published_only=false', 200, asAdmin],
      ['get', '/api/blog/posts', '/api/blog/posts?page=1', 200, {}],
      ['get', '/api/blog/posts/{slug}', '/api/blog/posts/contract-guide', 200, {}],
      ['get', '/api/blog/posts/{slug}/related', '/api/blog/posts/contract-guide/related', 200, {}],
      ['get', '/api/admin/summary', '/api/admin/summary', 200, asAdmin],
      ['get', '/api/admin/pending', '/api/admin/pending', 200, asAdmin],
      ['post', '/api/admin/profiles/{id}/approve', `/api/admin/profiles/${pending.id}/approve`, 200, asAdmin],
      ['get', '/api/admin/profiles', '/api/admin/profiles?status=Active', 200, asAdmin],
      ['get', '/api/admin/profiles/{id}', `/api/admin/profiles/${listed.id}`, 200, asAdmin],
      ['get', '/api/admin/users', '/api/admin/users', 200, asAdmin],
      ['put', '/api/admin/users/{id}', `/api/admin/users/${owner.user.id}?is_admin=false`, 200, asAdmin],
      ['get', '/api/admin/audit-log', '/api/admin/audit-log', 200, asAdmin],
      ['post', '/api/paypal/create-video-order', `/api/paypal/create-video-order?profile_id=${listed.id}`, 201, asOwner],
      ['get', '/api/paypal/plan-ids', '/api/paypal/plan-ids', 200, {}],
      ['get', '/api/user/notifications', '/api/user/notifications', 200, asOwner],
      ['get', '/api/user/profiles', '/api/user/profiles', 200, asOwner],
      ['get', '/api/user/profiles/{id}', `/api/user/profiles/${unpaid.id}`, 200, asOwner],
      ['get', '/api/profiles', '/api/profiles', 200, {}],
      ['get', '/api/profiles/{id}', `/api/profiles/${listed.id}`, 200, {}],
      ['get', '/api/admin/forum/queue', '/api/admin/forum/queue', 200, asAdmin],
      ['get', '/api/admin/forum/revisions', `/api/admin/forum/revisions?content_type=thread&content_id=${thread.id}`, 200, asAdmin],
      ['post', '/api/admin/forum/threads/{id}/approve', `/api/admin/forum/threads/${thread.id}/approve`, 200, asAdmin],
      ['get', '/api/forum/categories', '/api/forum/categories', 200, {}],
      ['get', '/api/forum/threads', '/api/forum/threads?category=questions', 200, {}],
      ['get', '/api/forum/threads/{id}', `/api/forum/threads/${thread.id}`, 200, {}],
      ['get', '/api/forum/threads/{id}', `/api/forum/threads/${thread.id}`, 200, asOwner],
      ['get', '/api/forum/threads/{id}/replies', `/api/forum/threads/${thread.id}/replies`, 200, {}],
      ['get', '/api/forum/search', '/api/forum/search?q=stamps', 200, asOwner],
      ['post', '/api/forum/threads/{id}/follow', `/api/forum/threads/${thread.id}/follow`, 200, asAdmin],
      ['post', '/api/forum/unsubscribe', `/api/forum/unsubscribe?token=${t.app.get(UnsubscribeTokens).sign(owner.user.id, thread.id)}`, 200, {}],
      ['get', '/api/user/saved-searches', '/api/user/saved-searches', 200, asOwner],
      ['get', '/api/saved-searches/unsubscribe', `/api/saved-searches/unsubscribe?token=${t.app.get(DigestUnsubscribeTokens).sign(owner.user.id)}`, 200, {}],
      ['post', '/api/admin/saved-searches/digest', '/api/admin/saved-searches/digest', 200, asAdmin],
      ['post', '/api/admin/forum/threads/{id}/pin', `/api/admin/forum/threads/${thread.id}/pin`, 200, asAdmin],
      ['get', '/api/admin/forum/reports', '/api/admin/forum/reports', 200, asAdmin],
      ['put', '/api/admin/forum/reports/{id}/status', `/api/admin/forum/reports/${report.id}/status?status=reviewed`, 200, asAdmin],
    ];
    const problems: string[] = [];
    const check = (method: string, route: string, status: number, body: unknown) => {
      const schema = doc.paths[route][method].responses[String(status)].content!['application/json'].schema!;
      problems.push(...departures(doc, body, schema).map((p) => `${method.toUpperCase()} ${route}: ${p}`));
    };
    check('put', '/api/forum/threads/{id}/my', 200, (await t.http.put(`/api/forum/threads/${thread.id}/my`).set(asOwner).send({ title: 'How many stamps?' }).expect(200)).body);
    check('put', '/api/forum/replies/{id}/my', 200, (await t.http.put(`/api/forum/replies/${reply.id}/my`).set(asAdmin).send({ content: '<p>One.</p>' }).expect(200)).body);
    check('post', '/api/admin/blog/posts', 201, blogPost);
    const savedSearch = (
      await t.http.post('/api/user/saved-searches').set(asOwner).send({ name: 'Women in Florida', filters: { state: 'FL', gender: 'Female', min_age: 30, premium_only: true } }).expect(201)
    ).body;
    check('post', '/api/user/saved-searches', 201, savedSearch);
    check('patch', '/api/user/saved-searches/{id}', 200, (await t.http.patch(`/api/user/saved-searches/${savedSearch.id}`).set(asOwner).send({ paused: true }).expect(200)).body);
    check('put', '/api/admin/blog/posts/{slug}', 200, (await t.http.put('/api/admin/blog/posts/contract-guide').set(asAdmin).send({ ...guide, slug: 'contract-guide', title: 'Edited' }).expect(200)).body);
    check('delete', '/api/admin/blog/posts/{slug}', 200, (await t.http.delete('/api/admin/blog/posts/contract-draft').set(asAdmin).expect(200)).body);
    for (const [method, route, url, status, headers] of calls) {
      check(method, route, status, (await t.http[method](url).set(headers).expect(status)).body);
    }
    const video = await t.http
      .post(`/api/profiles/${withVideo.id}/upload-video`)
      .set(asOwner)
      .attach('video', path.join(__dirname, '..', 'fixtures', 'video-3s.webm'))
      .expect(201);
    check('post', '/api/profiles/{id}/upload-video', 201, video.body);
    expect(problems).toEqual([]);
  });
});
