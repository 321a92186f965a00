import { ListingLifecycleJob } from '../../src/modules/lifecycle/listing-lifecycle.job';
import { NoticeCodesService } from '../../src/modules/notices/notice-codes.service';
import { NotificationsService } from '../../src/modules/notifications/notifications.service';
import { NOTICE_CODE_DAYS } from '../../src/shared/rules';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const DAY = 86_400_000;

describe('read notices past READ_NOTICE_RETENTION_DAYS, and expired notice codes', () => {
  let t: TestApp;
  let job: ListingLifecycleJob;

  beforeAll(async () => {
    t = await createTestApp({ READ_NOTICE_RETENTION_DAYS: '30' });
    job = t.app.get(ListingLifecycleJob);
  });

  afterAll(() => t.close());

  /** A notice for the user, posted `daysAgo` days before `now`, read or not. */
  async function notice(userId: string, title: string, daysAgo: number, isRead: boolean, now: Date) {
    await t.query(`INSERT INTO notifications (user_id, title, message, is_read, created_at) VALUES ($1, $2, 'm', $3, $4)`, [
      userId,
      title,
      isRead,
      new Date(now.getTime() - daysAgo * DAY),
    ]);
  }

  it('the lifecycle job deletes read notices older than the setting; unread and recent ones stay, and the owner sees the rest', async () => {
    const owner = await registerUser(t);
    const now = new Date();
    await notice(owner.user.id, 'old read', 31, true, now);
    await notice(owner.user.id, 'old unread', 400, false, now);
    await notice(owner.user.id, 'recent read', 29, true, now);
    await notice(owner.user.id, 'new unread', 0, false, now);

    const report = await job.run(now);
    expect(report.readNoticesDeleted).toBeGreaterThanOrEqual(1);

    const listed = await t.http.get('/api/user/notifications').set('Authorization', `Bearer ${owner.token}`).expect(200);
    const titles = (listed.body as { notifications: Array<{ title: string }> }).notifications.map((n) => n.title).sort();
    expect(titles).toEqual(['new unread', 'old unread', 'recent read']);
    expect((listed.body as { unread_count: number }).unread_count).toBe(2);

    // A day later, the notice read 29 days ago has passed the limit too; unread ones never go.
    await job.run(new Date(now.getTime() + 2 * DAY));
    const later = await t.http.get('/api/user/notifications').set('Authorization', `Bearer ${owner.token}`).expect(200);
    expect((later.body as { notifications: Array<{ title: string }> }).notifications.map((n) => n.title).sort()).toEqual([
      'new unread',
      'old unread',
    ]);
  });

  it('deletes in batches until none are left, however many are due', async () => {
    const owner = await registerUser(t);
    const now = new Date();
    await t.query(
      `INSERT INTO notifications (user_id, title, message, is_read, created_at)
       SELECT $1, 'bulk ' || n, 'm', true, $2 FROM generate_series(1, 2500) AS n`,
      [owner.user.id, new Date(now.getTime() - 60 * DAY)],
    );
    await notice(owner.user.id, 'kept unread', 60, false, now);

    const deleted = await t.app.get(NotificationsService).deleteReadBefore(new Date(now.getTime() - 30 * DAY));
    expect(deleted).toBeGreaterThanOrEqual(2500);
    const left = await t.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1', [owner.user.id]);
    expect(left.map((n) => n.title)).toEqual(['kept unread']);
  });

  it('deletes the records of notice reference codes past NOTICE_CODE_DAYS; a live code still checks out', async () => {
    const owner = await registerUser(t);
    const now = new Date();
    const live = await t.app.get(NoticeCodesService).referenced({
      userId: owner.user.id,
      to: owner.email,
      subject: 'Payment received',
      text: 'Thank you.',
      kind: 'notification',
      action: 'Nothing: this is a receipt.',
    });
    const code = /Reference: (PP(?:-[0-9A-Z]{4}){4})/.exec(live.text)![1];
    await t.query(
      `INSERT INTO notice_codes (code_hash, user_id, email, kind, subject, action, sent_at, expires_at)
       VALUES (repeat('a', 64), $1, $2, 'notification', 'Old', 'Nothing', $3, $4)`,
      [owner.user.id, owner.email, new Date(now.getTime() - (NOTICE_CODE_DAYS + 1) * DAY), new Date(now.getTime() - DAY)],
    );

    const report = await job.run(now);
    expect(report.expiredNoticeCodesDeleted).toBeGreaterThanOrEqual(1);
    expect(await t.query(`SELECT 1 FROM notice_codes WHERE code_hash = repeat('a', 64)`)).toEqual([]);
    expect((await t.http.post('/api/notices/verify').send({ code }).expect(200)).body).toMatchObject({ sent: true, subject: 'Payment received' });
  });
});
