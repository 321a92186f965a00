import { inProcessApi, type RequestHandler } from '../../src/modules/pages/in-process-api';
import { PageRendererService } from '../../src/modules/pages/page-renderer.service';
import type { ReadApi } from '../../src/shared/page-render';
import { createPost } from '../factories/blog';
import { postReply, postThread, registerMember } from '../factories/forum';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

/** Counters a read moves on (a thread's views): not part of what is compared. */
const withoutCounters = (body: string): unknown =>
  JSON.parse(body, (key: string, value: unknown) => (key === 'view_count' || key === 'views' ? undefined : value));

describe('the API read in process (what server renders read)', () => {
  let t: TestApp;
  let read: ReadApi;
  const paths: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    read = inProcessApi(t.app.getHttpAdapter().getInstance() as RequestHandler);
    const owner = await registerUser(t);
    const admin = await registerAdmin(t);
    const profile = await insertProfile(t, owner.user.id, { name: 'Read In Process', mailingState: 'TX' });
    const member = await registerMember(t);
    const thread = await postThread(t, member, { title: 'Read in process too', content: '<p>Words.</p>' });
    await postReply(t, member, thread.id, '<p>A reply.</p>');
    const post = await createPost(t, admin, { title: 'A post read in process' });
    paths.push(
      `/api/profiles/${profile.id}`,
      '/api/profiles?state=TX&page=1',
      '/api/profiles/newest?limit=8',
      '/api/profiles/stats?state=TX',
      '/api/profiles/birthdays',
      '/api/states',
      '/api/states/texas',
      '/api/forum/categories',
      '/api/forum/threads?category=general',
      `/api/forum/threads/${thread.id}`,
      `/api/forum/threads/${thread.id}/replies`,
      '/api/blog/posts',
      `/api/blog/posts/${post.slug}`,
      `/api/blog/posts/${post.slug}/related`,
      '/api/site',
      // Refusals are the same too: an unknown record, a query the API refuses, an address it does not have.
      '/api/profiles/00000000-0000-4000-8000-00000000abcd',
      '/api/profiles?page=-3',
      '/api/no-such-thing',
      // What a page's address can put in a read: a malformed id, a bad query, an unknown field, a slug with %.
      '/api/profiles/not-a-uuid',
      '/api/profiles?sort=sideways&limit=5000',
      '/api/profiles?state=TX&unknown_field=1',
      '/api/profiles?state=TX&state=CA',
      '/api/forum/threads/not-a-uuid/replies?page=0',
      `/api/forum/threads/${thread.id}/replies?page=2&limit=1`,
      '/api/forum/threads?category=nowhere',
      '/api/blog/posts/%E2%9C%93-no-such-post',
      `/api/blog/posts/${post.slug}/related?limit=99`,
      '/api/states/atlantis',
      '/api/profiles/%ZZ',
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  const sameAsHttp = async (reader: ReadApi) => {
    for (const path of paths) {
      const http = await t.http.get(path).set('Accept', 'application/json');
      const answer = await reader(path);
      expect({ path, status: answer.status, type: answer.contentType, body: withoutCounters(answer.body) }).toEqual({
        path,
        status: http.status,
        type: http.headers['content-type'],
        body: withoutCounters(http.text),
      });
    }
  };

  it("answers a page render's reads as over HTTP, calling the public reads straight: status, type and body", async () => {
    const renderer = t.app.get(PageRendererService);
    const reader = renderer.readApi();
    if (!reader) throw new Error('The renderer has no reader');
    await sameAsHttp(reader);
    // Every read a public page makes is called straight; what needs the request (or is unknown) is not.
    const direct = paths.filter((path) => renderer.readsDirectly(path));
    expect(paths.filter((path) => !direct.includes(path))).toEqual(['/api/no-such-thing', '/api/profiles/%ZZ']);
  });

  it('answers every public GET a page reads exactly as over HTTP through the request handler: status, type and body', async () => {
    await sameAsHttp(read);
  });
});
