import type { AddressInfo } from 'node:net';
import { CaseBuilder, FuzzCase, Identity, listOperations, OpenApiDocument } from '../fuzz/openapi-cases';
import { fuzzSeed, Prng } from '../fuzz/prng';
import { describeFailure, isFailure, runAll } from '../fuzz/runner';
import { establish } from '../factories/forum';
import { FakeLlmServer } from '../fakes/fake-llm-server';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { createTestApp, TestApp } from '../helpers/test-app';

/**
 * Every operation of the app's own OpenAPI document, as anonymous, user and admin, with
 * mutated path ids, query values, JSON bodies and malformed raw bodies. No answer may be a 5xx,
 * and the server must still be healthy at the end. Seeded: FUZZ_SEED=<n> replays a run.
 */
describe('OpenAPI fuzz', () => {
  let t: TestApp;
  let port: number;
  // AI drafting runs against the fake model server, so its calls meet the real code, not a 503.
  let llm: FakeLlmServer;

  beforeAll(async () => {
    llm = await new FakeLlmServer().start();
    t = await createTestApp({ LLM_BASE_URL: llm.url, LLM_MODEL: 'fake-writer' });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });

  afterAll(async () => {
    await t.close();
    await llm.stop();
  });

  it('answers no request with a 5xx and stays healthy', async () => {
    const seed = fuzzSeed();
    const rng = new Prng(seed);
    const user = await registerUser(t);
    const admin = await registerAdmin(t);
    const other = await registerUser(t);
    const own = await insertProfile(t, user.user.id, { status: ProfileStatus.AwaitingPayment });
    const published = await insertProfile(t, other.user.id);
    // Forum posts and a report, so the forum's routes meet ids that exist: shown posts by members, and a
    // newcomer's post waiting for approval.
    await establish(t, user);
    await establish(t, other);
    const thread = (await t.http.post('/api/forum/threads').set('Authorization', `Bearer ${user.token}`).send({ category: 'general', title: 'Fuzz', content: '<p>x</p>' }).expect(201)).body;
    const reply = (await t.http.post('/api/forum/replies').set('Authorization', `Bearer ${other.token}`).send({ thread_id: thread.id, content: '<p>y</p>' }).expect(201)).body;
    await t.http.post('/api/forum/report').set('Authorization', `Bearer ${user.token}`).send({ content_type: 'reply', content_id: reply.id, reason: 'z' }).expect(201);
    const [report] = await t.query<{ id: string }>('SELECT id FROM forum_reports');
    const newcomer = await registerUser(t);
    const held = (await t.http.post('/api/forum/replies').set('Authorization', `Bearer ${newcomer.token}`).send({ thread_id: thread.id, content: '<p>z</p>' }).expect(201)).body;
    // A blog post and a draft, so the blog's {slug} routes meet slugs that exist.
    const post = (await t.http.post('/api/admin/blog/posts').set('Authorization', `Bearer ${admin.token}`).send({ slug: 'fuzz-guide', title: 'Fuzz', excerpt: 'x', content: '<p>x</p>', category: 'Safety' }).expect(201)).body;
    const draft = (await t.http.post('/api/admin/blog/posts').set('Authorization', `Bearer ${admin.token}`).send({ slug: 'fuzz-draft', title: 'Draft', excerpt: 'x', content: '<p>x</p>', category: 'Safety', is_published: false }).expect(201)).body;
    const knownIds = [own.id, published.id, other.user.id, thread.id, reply.id, report.id, held.id, post.slug, draft.slug];

    const doc = (await t.http.get('/api/docs-json').expect(200)).body as OpenApiDocument;
    const operations = listOperations(doc);
    expect(operations.length).toBeGreaterThan(40);
    const builder = new CaseBuilder(doc, rng, knownIds);
    const identities: Identity[] = ['anonymous', 'user', 'admin'];
    const cases: FuzzCase[] = operations.flatMap((op) => identities.flatMap((identity) => builder.casesFor(op, identity)));
    // Deletions last, so the records they may remove serve the other requests first.
    cases.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

    const started = Date.now();
    const results = await runAll(port, cases, { anonymous: undefined, user: user.token, admin: admin.token });
    const seconds = (Date.now() - started) / 1000;

    const byStatus = new Map<string, number>();
    for (const r of results) byStatus.set(String(r.status), (byStatus.get(String(r.status)) ?? 0) + 1);
    const failures = results.filter(isFailure);
    const counts = [...byStatus.entries()].sort().map(([s, n]) => `${s}: ${n}`).join(', ');
    console.log(
      `OpenAPI fuzz, seed ${seed} (replay with FUZZ_SEED=${seed}): ${operations.length} operations, ${results.length} requests in ${seconds.toFixed(1)} s\n` +
        `by status: ${counts}\n` +
        (failures.length ? `${failures.length} failures (5xx, no answer, or refused only by the database):\n${failures.map(describeFailure).join('\n')}` : 'no 5xx'),
    );

    // The replay command is in the failure's own message (a CI log shows the failed tests' messages, not their logs).
    expect({ replay: `FUZZ_SEED=${seed}`, failures: failures.map(describeFailure) }).toEqual({ replay: `FUZZ_SEED=${seed}`, failures: [] });
    await t.http.get('/api/health').expect(200);
  }, 120_000);
});
