import { isVisibleToPublic, seesUnpublished, stateOf, stateSql, visibleToPublic } from './blog-visibility';

const now = new Date('2026-03-01T12:00:00Z');
const post = (is_published: boolean, offsetMs: number) => ({ is_published, published_date: new Date(now.getTime() + offsetMs) });

describe('blog visibility', () => {
  it('names a post not published a draft, whatever its date', () => {
    expect(stateOf(post(false, -86_400_000), now)).toBe('draft');
    expect(stateOf(post(false, 86_400_000), now)).toBe('draft');
  });

  it('names a published post with a date still to come scheduled, and published from that moment on', () => {
    expect(stateOf(post(true, 1), now)).toBe('scheduled');
    expect(stateOf(post(true, 0), now)).toBe('published');
    expect(stateOf(post(true, -1), now)).toBe('published');
  });

  it('shows the public only published posts whose date has come', () => {
    expect([post(false, -1), post(true, 1000), post(true, 0), post(true, -1000)].map((p) => isVisibleToPublic(p, now))).toEqual([false, false, true, true]);
  });

  it('says the same in SQL, on the database clock', () => {
    expect(visibleToPublic('p')).toBe('(p.is_published AND p.published_date <= now())');
    expect(stateSql('p')).toBe("(CASE WHEN NOT p.is_published THEN 'draft' WHEN p.published_date > now() THEN 'scheduled' ELSE 'published' END)");
  });

  it('lets only admins see drafts and scheduled posts', () => {
    expect([null, undefined, { isAdmin: false }, { isAdmin: true }].map(seesUnpublished)).toEqual([false, false, false, true]);
  });
});
