import { contentStats, describeState, fromDateTimeInput, htmlToPlainText, isLaterThan, toDateTimeInput } from './blogAdminFormat';

describe('htmlToPlainText', () => {
  it('keeps the text, one line per block, with entities read', () => {
    expect(htmlToPlainText('<h2>Start</h2><p>Say <strong>who</strong> you&nbsp;are &amp; why.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Start\nSay who you are & why.\nOne\nTwo',
    );
    expect(htmlToPlainText('<p>a<br>b</p>')).toBe('a\nb');
  });

  it('drops what is never shown (scripts, styles) and runs nothing', () => {
    const text = htmlToPlainText(
      '<p>Hi</p><script>window.__ran = true</script><style>p{}</style><img src="x" onerror="window.__ran = true">',
    );
    expect(text).toBe('Hi');
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('gives nothing for nothing', () => {
    expect(htmlToPlainText('')).toBe('');
  });
});

describe('contentStats', () => {
  it('counts the words of the text, not the tags, and reads 200 a minute (at least 1)', () => {
    expect(contentStats('<p>one</p><p>two</p>')).toEqual({ words: 2, readTime: 1 });
    expect(contentStats(`<p>${'word '.repeat(401)}</p>`)).toEqual({ words: 401, readTime: 3 });
    expect(contentStats('')).toEqual({ words: 0, readTime: 1 });
  });
});

describe('dates', () => {
  it('turns an ISO date into the date-time field value and back, to the minute', () => {
    const iso = '2099-06-15T14:30:45.123Z';
    const field = toDateTimeInput(iso);
    expect(field).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromDateTimeInput(field)).toBe('2099-06-15T14:30:00.000Z');
    expect(toDateTimeInput(null)).toBe('');
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('not a date')).toBeNull();
  });

  it('tells a later date', () => {
    const now = Date.parse('2026-03-05T10:00:00Z');
    expect(isLaterThan(toDateTimeInput('2026-03-05T10:01:00Z'), now)).toBe(true);
    expect(isLaterThan(toDateTimeInput('2026-03-05T09:59:00Z'), now)).toBe(false);
    expect(isLaterThan('', now)).toBe(false);
  });

  it('describes the three states', () => {
    expect(describeState({ state: 'draft', published_date: '2026-03-05T10:00:00Z' })).toBe('Draft');
    expect(describeState({ state: 'published', published_date: '2026-03-05T10:00:00Z' })).toBe('Published');
    expect(describeState({ state: 'scheduled', published_date: '2099-03-05T12:00:00Z' })).toMatch(/^Scheduled for Mar 5, 2099, /);
  });
});
