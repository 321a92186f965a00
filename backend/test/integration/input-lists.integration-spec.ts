import { registerAdmin, registerUser } from '../factories/users';
import { insertProfile } from '../factories/profiles';
import { createTestApp, TestApp } from '../helpers/test-app';

/** Paging and sorting values out of range answer 422 with a message; none reaches the database. */
describe('list query values', () => {
  let t: TestApp;
  let user: { token: string; user: { id: string } };
  let admin: { token: string };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp();
    user = await registerUser(t);
    admin = await registerAdmin(t);
    await insertProfile(t, user.user.id);
  });

  afterAll(() => t.close());

  it("sorts by the default for sort=all and sort= (the spec's client may send them)", async () => {
    for (const sort of ['all', '']) {
      const res = await t.http.get(`/api/profiles?sort=${sort}`);
      expect({ sort, status: res.status }).toEqual({ sort, status: 200 });
      expect(res.body.profiles).toHaveLength(1);
    }
  });

  it('refuses an unlisted sort with 422 and the allowed values', async () => {
    const res = await t.http.get('/api/profiles?sort=cheapest').expect(422);
    expect(res.body.detail).toEqual([expect.stringMatching(/^sort must be one of: newest/)]);
  });

  const lists = [
    { path: '/api/profiles', token: () => undefined, maxLimit: 100 },
    { path: '/api/profiles/newest', token: () => undefined, maxLimit: 50, noPage: true },
    { path: '/api/user/profiles', token: () => user.token, maxLimit: 50 },
    { path: '/api/admin/profiles', token: () => admin.token, maxLimit: 100 },
    { path: '/api/admin/pending', token: () => admin.token, maxLimit: 100 },
    { path: '/api/admin/users', token: () => admin.token, maxLimit: 100 },
    { path: '/api/admin/audit-log', token: () => admin.token, maxLimit: 100 },
    { path: '/api/forum/threads', token: () => undefined, maxLimit: 100 },
  ];
  const get = (list: (typeof lists)[number], query: string) => {
    const req = t.http.get(`${list.path}?${query}`);
    const token = list.token();
    return token ? req.set(bearer(token)) : req;
  };

  it('refuses huge, negative, fractional and non-numeric pages with 422 on every list', async () => {
    for (const list of lists.filter((l) => !l.noPage)) {
      for (const page of ['1e20', '1e308', '100001', '0', '-1', '1.5', 'abc', '', '0x10']) {
        const res = await get(list, `page=${page}`);
        expect({ list: list.path, page, status: res.status }).toEqual({ list: list.path, page, status: 422 });
        expect(res.body.detail).toEqual([expect.stringMatching(/^page must be (between 1 and 100000|a whole number)$/)]);
      }
    }
  });

  it('refuses page sizes out of range with 422 on every list', async () => {
    for (const list of lists) {
      for (const limit of ['1e20', '1e308', String(list.maxLimit + 1), '0', '-5', '2.5', 'all']) {
        const res = await get(list, `limit=${limit}`);
        expect({ list: list.path, limit, status: res.status }).toEqual({ list: list.path, limit, status: 422 });
      }
    }
  });

  it('accepts the largest page and page size', async () => {
    for (const list of lists) {
      const res = await get(list, list.noPage ? `limit=${list.maxLimit}` : `page=100000&limit=${list.maxLimit}`);
      expect({ list: list.path, status: res.status }).toEqual({ list: list.path, status: 200 });
    }
  });
});
