import { sanitizeHtml } from '../../common/html/sanitize-html';
import { countLinks } from './forum-posting-rules';
import { ANONYMOUS, isListedFor, seesContent, stateOf, type PostFlags } from './forum-visibility';

const author = { id: '11111111-1111-4111-8111-111111111111', isAdmin: false };
const reader = { id: '22222222-2222-4222-8222-222222222222', isAdmin: false };
const admin = { id: '33333333-3333-4333-8333-333333333333', isAdmin: true };
const post = (held: PostFlags['held'], deleted = false): PostFlags => ({ author_id: author.id, held, deleted_at: deleted ? new Date() : null });

describe('forum visibility', () => {
  it('names the state readers see: deleted first, then awaiting approval, hidden, visible', () => {
    expect(stateOf(post(null))).toBe('visible');
    expect(stateOf(post('approval'))).toBe('awaiting_approval');
    expect(stateOf(post('reports'))).toBe('hidden');
    expect(stateOf(post('reports', true))).toBe('deleted');
    expect(stateOf(post('approval', true))).toBe('deleted');
  });

  it('lists a post awaiting approval only for its author and admins', () => {
    for (const viewer of [author, admin]) expect(isListedFor(viewer, post('approval'))).toBe(true);
    for (const viewer of [reader, ANONYMOUS]) expect(isListedFor(viewer, post('approval'))).toBe(false);
    for (const viewer of [reader, ANONYMOUS]) expect([post(null), post('reports'), post(null, true)].every((p) => isListedFor(viewer, p))).toBe(true);
  });

  it("gives a hidden post's words to its author and admins only, and a deleted post's to nobody", () => {
    expect([author, admin, reader, ANONYMOUS].map((v) => seesContent(v, post(null)))).toEqual([true, true, true, true]);
    expect([author, admin, reader, ANONYMOUS].map((v) => seesContent(v, post('reports')))).toEqual([true, true, false, false]);
    expect([author, admin, reader, ANONYMOUS].map((v) => seesContent(v, post(null, true)))).toEqual([false, false, false, false]);
  });
});

describe('countLinks', () => {
  it('counts the links left once the content is sanitized', () => {
    expect(countLinks(sanitizeHtml('<p>No links, just https://example.org as text</p>'))).toBe(0);
    expect(countLinks(sanitizeHtml('<p><a href="https://a.example">a</a> <A HREF="https://b.example">b</A> <a href="mailto:x@example.org">c</a></p>'))).toBe(3);
    // Refused links are unwrapped by the sanitizer, so they do not count.
    expect(countLinks(sanitizeHtml('<p><a href="javascript:alert(1)">a</a> <a>b</a> <a href="data:text/html,x">c</a> <abbr>d</abbr></p>'))).toBe(0);
  });
});
