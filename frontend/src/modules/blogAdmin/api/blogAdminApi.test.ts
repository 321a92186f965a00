import { apiError, fakeApi } from '../../../test/fakeApi';
import { makePost } from '../test/blogAdminFixtures';
import { fetchAdminPosts, generateDraft } from './blogAdminApi';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

describe('blogAdminApi', () => {
  it('asks for one page of every post, drafts too, 20 per page', async () => {
    const post = makePost();
    api = fakeApi({
      'GET /blog/posts': () => ({ status: 200, body: { posts: [post], total: 21, page: 2, totalPages: 2 } }),
    });

    await expect(fetchAdminPosts(2)).resolves.toEqual({ posts: [post], total: 21, page: 2, totalPages: 2 });
    expect(api.callsTo('GET /blog/posts')[0].config.params).toEqual({ published_only: false, page: 2, limit: 20 });
  });

  it('reads a bare or partial answer as an empty page', async () => {
    api = fakeApi({ 'GET /blog/posts': () => ({ status: 200, body: {} }) });
    await expect(fetchAdminPosts(1)).resolves.toEqual({ posts: [], total: 0, page: 1, totalPages: 0 });
  });

  it('makes a whole draft with the plain call: title, keywords and category in the query, no body', async () => {
    const draft = { slug: 'a', excerpt: 'b', content: '<p>c</p>', read_time: 1, word_count: 1 };
    api = fakeApi({ 'POST /admin/blog/generate': () => ({ status: 200, body: draft }) });

    await expect(
      generateDraft({ title: 'A', keywords: 'k', category: 'Safety' }),
    ).resolves.toEqual(draft);
    const [call] = api.callsTo('POST /admin/blog/generate');
    expect(call.config.params).toEqual({ title: 'A', keywords: 'k', category: 'Safety' });
    expect(call.body).toBeUndefined();
  });

  it('passes on the refusal of the plain call when drafting is not set up', async () => {
    api = fakeApi({ 'POST /admin/blog/generate': () => apiError(503, 'AI drafting is not set up on this server.') });
    await expect(generateDraft({ title: 'A', keywords: 'k', category: 'Safety' })).rejects.toMatchObject({
      response: { status: 503 },
    });
  });
});
