import { Clock } from '../../src/common/clock';
import { Mailer } from '../../src/modules/mail/mailer';
import { Profile } from '../../src/modules/profiles/entities/profile.entity';
import { ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { DIGEST_SUBJECT, SavedSearchDigestJob } from '../../src/modules/saved-searches/saved-search-digest.job';
import { SAVED_SEARCH_MESSAGES } from '../../src/modules/saved-searches/saved-searches.messages';
import { DIGEST_MAX_PROFILES } from '../../src/shared/rules';
import { NOTICE_SAFETY_LINES } from '../../src/shared/text';
import { FakeSmtpServer, type ReceivedMail } from '../fakes/fake-smtp-server';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

type Account = Awaited<ReturnType<typeof registerUser>>;

const SITE = 'https://penpal.example';

/**
 * The daily digest of saved searches, on a fixed clock (each test on its own days and in its own state, so
 * the writers of one never match the profiles of another). Mail goes to a local SMTP server.
 */
describe('the saved-search digest', () => {
  let t: TestApp;
  let smtp: FakeSmtpServer;
  let job: SavedSearchDigestJob;
  let admin: Account;

  const auth = (a: Account) => ({ Authorization: `Bearer ${a.token}` });
  const mailsTo = (a: Account) => smtp.messages.filter((m) => m.to.includes(a.email));
  const unfolded = (mail: ReceivedMail) => mail.raw.replace(/\r?\n[ \t]+/g, ' ');
  const tokenIn = (mail: ReceivedMail) => /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];

  /** The clock the API reads (the save time of a search). */
  const at = (iso: string) => {
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(iso));
    return new Date(iso);
  };

  async function saveSearch(writer: Account, savedAt: string, filters: Record<string, unknown>, name = 'My search') {
    at(savedAt);
    return (await t.http.post('/api/user/saved-searches').set(auth(writer)).send({ name, filters }).expect(201)).body as { id: string };
  }

  /** A profile that became public (first published) at `published`. */
  const profile = (published: Date, overrides: Partial<Profile> = {}) => insertProfile(t, admin.user.id, { dateAdded: published, ...overrides });

  beforeAll(async () => {
    smtp = await new FakeSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: SITE });
    job = t.app.get(SavedSearchDigestJob);
    admin = await registerAdmin(t);
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('sends only the profiles published after the save that match, at most one e-mail a day, and none when nothing is new', async () => {
    const writer = await registerUser(t);
    const before = await profile(new Date('2031-03-01T09:00:00Z'), { gender: 'Female', mailingState: 'TX', name: 'Before Save' });
    await saveSearch(writer, '2031-03-01T10:00:00Z', { state: 'TX', gender: ['Female'] }, 'Women in Texas');
    const after = await profile(new Date('2031-03-01T11:00:00Z'), { gender: 'Female', mailingState: 'TX', name: 'Approved After', birthdate: '1990-06-15' });
    const man = await profile(new Date('2031-03-01T11:00:00Z'), { gender: 'Male', mailingState: 'TX' });
    const pending = await profile(new Date('2031-03-01T11:30:00Z'), { gender: 'Female', mailingState: 'TX', status: ProfileStatus.PendingReview });

    const report = await job.run(new Date('2031-03-01T14:00:00Z'));
    expect(report).toMatchObject({ ran: true, failed: 0 });
    expect(mailsTo(writer)).toHaveLength(1);
    const [mail] = mailsTo(writer);
    expect(mail.raw).toMatch(new RegExp(`^Subject: ${DIGEST_SUBJECT}\\r?$`, 'm'));
    expect(mail.text).toContain('Women in Texas (1 new)');
    expect(mail.text).toContain(`- Approved After, 40, Texas: ${SITE}/profile/${after.id}`);
    for (const absent of [before, man, pending]) expect(mail.text).not.toContain(absent.id);
    for (const line of NOTICE_SAFETY_LINES) expect(mail.text).toContain(line);
    expect(mail.text).toMatch(new RegExp(`Stop these e-mails \\(pauses all your saved searches\\): ${SITE}/alerts/unsubscribe\\?token=[A-Za-z0-9_-]{64}`));
    expect(unfolded(mail)).toMatch(new RegExp(`^List-Unsubscribe: <${SITE}/api/saved-searches/unsubscribe\\?token=${tokenIn(mail)}>\\r?$`, 'm'));
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // Later the same day: a new match waits for tomorrow.
    const later = await profile(new Date('2031-03-01T15:00:00Z'), { gender: 'Female', mailingState: 'TX' });
    await job.run(new Date('2031-03-01T20:00:00Z'));
    expect(mailsTo(writer)).toHaveLength(1);

    await job.run(new Date('2031-03-02T14:00:00Z'));
    expect(mailsTo(writer)).toHaveLength(2);
    expect(mailsTo(writer)[1].text).toContain(`${SITE}/profile/${later.id}`);
    expect(mailsTo(writer)[1].text).not.toContain(after.id);

    // Nothing new the day after: no e-mail.
    await job.run(new Date('2031-03-03T14:00:00Z'));
    expect(mailsTo(writer)).toHaveLength(2);
  });

  it(`lists at most ${DIGEST_MAX_PROFILES} profiles in all, with a link to the rest on browse`, async () => {
    const writer = await registerUser(t);
    await saveSearch(writer, '2031-04-01T10:00:00Z', { state: 'NY', gender: ['Female'] }, 'Women in New York');
    await saveSearch(writer, '2031-04-01T10:00:00Z', { state: 'NY', gender: ['Male'] }, 'Men in New York');
    for (let i = 0; i < DIGEST_MAX_PROFILES + 5; i += 1) await profile(new Date(Date.parse('2031-04-01T11:00:00Z') + i * 60_000), { gender: 'Female', mailingState: 'NY' });
    await profile(new Date('2031-04-01T12:00:00Z'), { gender: 'Male', mailingState: 'NY' });

    await job.run(new Date('2031-04-01T14:00:00Z'));
    const [mail] = mailsTo(writer);
    expect(mailsTo(writer)).toHaveLength(1);
    expect(mail.text.match(new RegExp(`${SITE}/profile/`, 'g'))).toHaveLength(DIGEST_MAX_PROFILES);
    expect(mail.text).toContain(`Women in New York (${DIGEST_MAX_PROFILES + 5} new)`);
    expect(mail.text).toContain(`and 5 more: ${SITE}/browse?gender=Female&state=NY`);
    // The second search's profile did not fit: a link to it instead.
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(`Men in New York (1 new)\n1 new: ${SITE}/browse?gender=Male&state=NY`);
  });

  it('sends nothing for a paused search', async () => {
    const writer = await registerUser(t);
    const search = await saveSearch(writer, '2031-05-01T10:00:00Z', { state: 'CA' });
    await t.http.patch(`/api/user/saved-searches/${search.id}`).set(auth(writer)).send({ paused: true }).expect(200);
    await profile(new Date('2031-05-01T11:00:00Z'), { mailingState: 'CA' });
    await job.run(new Date('2031-05-01T14:00:00Z'));
    expect(mailsTo(writer)).toHaveLength(0);
  });

  it('sends one e-mail when two app instances run the job at once, and none when the day is already claimed', async () => {
    const writer = await registerUser(t);
    await saveSearch(writer, '2031-06-01T10:00:00Z', { state: 'FL' });
    await profile(new Date('2031-06-01T11:00:00Z'), { mailingState: 'FL' });
    const second = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: SITE }, t.database);
    try {
      const now = new Date('2031-06-01T14:00:00Z');
      const reports = await Promise.all([job.run(now), second.app.get(SavedSearchDigestJob).run(now), job.run(now)]);
      expect(reports.some((r) => r.ran)).toBe(true);
      expect(mailsTo(writer)).toHaveLength(1);
    } finally {
      await second.close();
    }

    // The claim alone (as if the lock were not there): a writer whose day is taken gets nothing.
    const claimed = await registerUser(t);
    await saveSearch(claimed, '2031-06-01T10:00:00Z', { state: 'FL' });
    await t.query(`INSERT INTO writer_digests (user_id, sent_on, sent_at) VALUES ($1, '2031-06-02', now())`, [claimed.user.id]);
    await job.run(new Date('2031-06-02T14:00:00Z'));
    expect(mailsTo(claimed)).toHaveLength(0);
  });

  it('gives the day back when the e-mail fails, and sends it on the next run', async () => {
    const writer = await registerUser(t);
    await saveSearch(writer, '2031-06-10T10:00:00Z', { state: 'GA' });
    const p = await profile(new Date('2031-06-10T11:00:00Z'), { mailingState: 'GA' });
    // This writer's e-mail fails (another test's writers may be sent theirs in the same run).
    const mailer = t.app.get(Mailer);
    const send = mailer.send.bind(mailer);
    jest.spyOn(mailer, 'send').mockImplementation((message) => (message.to === writer.email ? Promise.reject(new Error('mail server down')) : send(message)));
    const report = await job.run(new Date('2031-06-10T14:00:00Z'));
    jest.restoreAllMocks();
    expect(report.failed).toBe(1);
    expect(mailsTo(writer)).toHaveLength(0);
    expect(await t.query('SELECT sent_on FROM writer_digests WHERE user_id = $1', [writer.user.id])).toEqual([]);

    await job.run(new Date('2031-06-10T15:00:00Z'));
    expect(mailsTo(writer)).toHaveLength(1);
    expect(mailsTo(writer)[0].text).toContain(p.id);
  });

  it('refuses a forged unsubscribe link (400); a real one pauses every search of the writer, by GET or by one-click POST', async () => {
    const writer = await registerUser(t);
    const searches = [await saveSearch(writer, '2031-07-01T10:00:00Z', { state: 'OH' }), await saveSearch(writer, '2031-07-01T10:00:00Z', { state: 'OH', gender: ['Male'] })];
    const bystander = await registerUser(t);
    await saveSearch(bystander, '2031-07-01T10:00:00Z', { state: 'WA' });
    await profile(new Date('2031-07-01T11:00:00Z'), { mailingState: 'OH', gender: 'Male' });
    await job.run(new Date('2031-07-01T14:00:00Z'));
    const token = tokenIn(mailsTo(writer)[0]);
    const paused = async (a: Account) =>
      ((await t.http.get('/api/user/saved-searches').set(auth(a)).expect(200)).body.saved_searches as Array<{ paused: boolean }>).map((s) => s.paused);

    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [forged, 'nonsense', '']) {
      const res = await t.http.get(`/api/saved-searches/unsubscribe?token=${bad}`).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', detail: SAVED_SEARCH_MESSAGES.badUnsubscribeLink });
      await t.http.post(`/api/saved-searches/unsubscribe?token=${bad}`).type('form').send('List-Unsubscribe=One-Click').expect(400);
    }
    expect(await paused(writer)).toEqual([false, false]);

    await t.http.get(`/api/saved-searches/unsubscribe?token=${token}`).expect(200, { message: SAVED_SEARCH_MESSAGES.unsubscribed });
    expect(await paused(writer)).toEqual([true, true]);
    expect(await paused(bystander)).toEqual([false]);

    for (const s of searches) await t.http.patch(`/api/user/saved-searches/${s.id}`).set(auth(writer)).send({ paused: false }).expect(200);
    await t.http.post(`/api/saved-searches/unsubscribe?token=${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(await paused(writer)).toEqual([true, true]);
    // Again: the same answer.
    await t.http.post(`/api/saved-searches/unsubscribe?token=${token}`).expect(200);
  });

  it('runs for an admin through the API and answers its report', async () => {
    const writer = await registerUser(t);
    await t.http.post('/api/admin/saved-searches/digest').set(auth(writer)).expect(403);
    const res = await t.http.post('/api/admin/saved-searches/digest').set(auth(admin)).expect(200);
    expect(res.body).toEqual({ ran: true, writers: expect.any(Number), emails_sent: expect.any(Number), profiles_listed: expect.any(Number), failed: 0 });
  });
});
