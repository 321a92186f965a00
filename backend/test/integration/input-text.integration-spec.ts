import { insertProfile } from '../factories/profiles';
import { GOOD_PASSWORD, registerAdmin, registerUser } from '../factories/users';
import { ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { createTestApp, TestApp } from '../helpers/test-app';

/**
 * Text PostgreSQL cannot store (NUL) or that is not Unicode (a lone surrogate) is refused with 400
 * by one check for every string a request carries: body, query and route parameters.
 */
describe('NUL characters and lone surrogates in requests', () => {
  let t: TestApp;
  let user: { token: string; user: { id: string } };
  let admin: { token: string };
  let profileId: string;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp();
    user = await registerUser(t);
    admin = await registerAdmin(t);
    profileId = (await insertProfile(t, user.user.id, { status: ProfileStatus.PendingReview })).id;
  });

  afterAll(() => t.close());

  const expect400 = (res: { status: number; body: { detail?: unknown } }, field: string) => {
    expect({ status: res.status, detail: res.body.detail }).toEqual({
      status: 400,
      detail: `${field} contains a character that is not allowed (NUL or invalid Unicode)`,
    });
  };

  it('in the e-mail of login, register and forgot-password', async () => {
    expect400(await t.http.post('/api/auth/login').send({ email: 'a\u0000@example.org', password: 'x' }), 'email');
    expect400(await t.http.post('/api/auth/register').send({ email: 'a\ud800@example.org', password: GOOD_PASSWORD }), 'email');
    expect400(await t.http.post('/api/auth/forgot-password').send({ email: '\ud800@example.org' }), 'email');
    expect400(await t.http.post('/api/auth/forgot-password').send({ email: 'a\u0000@example.org' }), 'email');
  });

  it('in a promo code and the public search', async () => {
    expect400(await t.http.post('/api/promo-code/validate?code=LAUNCH%00'), 'code');
    expect400(await t.http.get('/api/profiles?q=%00'), 'q');
  });

  it('in admin searches and reasons', async () => {
    expect400(await t.http.get('/api/admin/users?q=a%00').set(bearer(admin.token)), 'q');
    expect400(await t.http.get('/api/admin/profiles?q=%00').set(bearer(admin.token)), 'q');
    expect400(await t.http.post(`/api/admin/profiles/${profileId}/reject?rejection_reason=bad%00`).set(bearer(admin.token)), 'rejection_reason');
    expect400(await t.http.delete(`/api/admin/profiles/${profileId}?reason=%00`).set(bearer(admin.token)), 'reason');
    // Nothing happened to the profile.
    const [row] = await t.query<{ status: string }>('SELECT status FROM profiles WHERE id = $1', [profileId]);
    expect(row.status).toBe(ProfileStatus.PendingReview);
  });

  it('in profile text fields and in the JSON contact fields', async () => {
    const edit = (body: object) => t.http.put(`/api/user/profiles/${profileId}`).set(bearer(user.token)).send(body);
    expect400(await edit({ name: 'Ann\u0000' }), 'name');
    expect400(await edit({ bio: `${'A long enough biography. '.repeat(3)}\ud800` }), 'bio');
    expect400(await edit({ electronic_contact: { chirp_number: '555\u0000' } }), 'electronic_contact.chirp_number');
    expect400(await edit({ electronic_contact: { other_app: 'Signal \ud800' } }), 'electronic_contact.other_app');
    expect400(await edit({ interests: ['chess', 'x\udc00'] }), 'interests[1]');
    const res = await t.http.post('/api/profiles').set(bearer(user.token)).send({ name: 'x', electronic_contact: { other_app: '\ud800' } });
    expect400(res, 'electronic_contact.other_app');
  });

  it('in a route parameter', async () => {
    expect400(await t.http.get('/api/profiles/a%00b'), 'id');
  });

  it('still accepts emoji and accents (surrogate pairs are fine)', async () => {
    const res = await t.http
      .put(`/api/user/profiles/${profileId}`)
      .set(bearer(user.token))
      .send({ name: 'José 😀', electronic_contact: { other_app: 'Signal 📱' } });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ name: 'José 😀', electronic_contact: { other_app: 'Signal 📱' } });
  });
});
