import { NotificationsService } from '../../src/modules/notifications/notifications.service';
import { FakeSmtpServer } from '../fakes/fake-smtp-server';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

describe('notifications: in the app and by e-mail', () => {
  let t: TestApp;
  let smtp: FakeSmtpServer;

  beforeAll(async () => {
    smtp = await new FakeSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('notifies in the app and by e-mail, with the admin reason apart', async () => {
    const user = await registerUser(t);
    const before = smtp.messages.length;
    await t.app.get(NotificationsService).notify(user.user.id, {
      title: 'Profile needs changes',
      message: 'Your profile was not approved.',
      adminReason: 'The photo shows another person.',
    });
    const mail = await smtp.next(before);
    expect(mail.to).toEqual([user.email]);
    expect(mail.text).toContain('Reason given by our team: The photo shows another person.');

    const res = await t.http.get('/api/user/notifications').set('Authorization', `Bearer ${user.token}`).expect(200);
    expect(res.body.unread_count).toBe(1);
    expect(res.body.notifications[0]).toMatchObject({
      title: 'Profile needs changes',
      admin_reason: 'The photo shows another person.',
      is_read: false,
    });
  });

  it('marks one and all read, deletes, and keeps other users out', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const service = t.app.get(NotificationsService);
    const first = await service.notify(user.user.id, { title: 'One', message: 'First' });
    await service.notify(user.user.id, { title: 'Two', message: 'Second' });
    const auth = { Authorization: `Bearer ${user.token}` };

    await t.http.post(`/api/user/notifications/${first.id}/mark-read`).set('Authorization', `Bearer ${other.token}`).expect(404);
    await t.http.delete(`/api/user/notifications/${first.id}`).set('Authorization', `Bearer ${other.token}`).expect(404);
    await t.http.post(`/api/user/notifications/${first.id}/mark-read`).set(auth).expect(204);
    expect((await t.http.get('/api/user/notifications').set(auth)).body.unread_count).toBe(1);
    const all = await t.http.post('/api/user/notifications/mark-all-read').set(auth).expect(200);
    expect(all.body.message).toBe('1 notification marked as read');
    await t.http.delete(`/api/user/notifications/${first.id}`).set(auth).expect(204);
    const left = await t.http.get('/api/user/notifications').set(auth).expect(200);
    expect(left.body.notifications.map((n: { title: string }) => n.title)).toEqual(['Two']);
    await t.http.post('/api/user/notifications/not-a-uuid/mark-read').set(auth).expect(400);
  });

  it('merges notices with one group key while unread, with their link; a read one is followed by a new notice', async () => {
    const user = await registerUser(t);
    const service = t.app.get(NotificationsService);
    const auth = { Authorization: `Bearer ${user.token}` };
    const list = async () => (await t.http.get('/api/user/notifications').set(auth).expect(200)).body;
    const group = { groupKey: 'forum_thread:1', link: '/forum/thread/1?unread=1' };

    const first = await service.post(user.user.id, { title: 'New replies', message: '1 new reply', ...group });
    await service.post(user.user.id, { title: 'Something else', message: 'Apart' });
    await t.query(`UPDATE notifications SET created_at = now() - interval '1 hour' WHERE id = $1`, [first.id]);
    const merged = await service.post(user.user.id, { title: 'New replies', message: '2 new replies', ...group });
    expect(merged.id).toBe(first.id);
    let body = await list();
    expect(body.unread_count).toBe(2);
    // The merged notice moved to now: it leads the list again.
    expect(body.notifications.map((n: { message: string; link: string | null }) => [n.message, n.link])).toEqual([
      ['2 new replies', '/forum/thread/1?unread=1'],
      ['Apart', null],
    ]);

    await t.http.post(`/api/user/notifications/${first.id}/mark-read`).set(auth).expect(204);
    const next = await service.post(user.user.id, { title: 'New replies', message: '1 new reply', ...group });
    expect(next.id).not.toBe(first.id);
    body = await list();
    expect(body.notifications.map((n: { message: string; is_read: boolean }) => [n.message, n.is_read])).toEqual([
      ['1 new reply', false],
      ['2 new replies', true],
      ['Apart', false],
    ]);

    // Posted at the same moment, they still make one notice.
    await Promise.all([1, 2, 3, 4].map((i) => service.post(user.user.id, { title: 'Race', message: `${i}`, groupKey: 'race' })));
    expect((await t.query('SELECT id FROM notifications WHERE user_id = $1 AND group_key = $2', [user.user.id, 'race'])).length).toBe(1);
  });
});
