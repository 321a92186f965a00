import { formatEvent, KEEP_ALIVE } from './event-stream';

/** What an EventSource-style parser reads from a stream: events with their name and joined data lines. */
function parse(stream: string): Array<{ event: string; data: string }> {
  return stream
    .split('\n\n')
    .filter((block) => block && !block.startsWith(':'))
    .map((block) => {
      const lines = block.split('\n');
      return {
        event: lines.find((l) => l.startsWith('event: '))!.slice(7),
        data: lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n'),
      };
    });
}

describe('server-sent events', () => {
  it('writes an event as its name and one line of JSON, ended by a blank line', () => {
    expect(formatEvent('progress', { words: 0, elapsed_ms: 12 })).toBe('event: progress\ndata: {"words":0,"elapsed_ms":12}\n\n');
  });

  it('keeps line breaks in the data inside the one data line', () => {
    const content = '<p>One</p>\n\n<p>Two\r\nthree</p>';
    const text = formatEvent('draft', { content, words: 3 });
    expect(text.split('\n')).toHaveLength(4);
    expect(parse(text)).toEqual([{ event: 'draft', data: JSON.stringify({ content, words: 3 }) }]);
    expect(JSON.parse(parse(text)[0].data)).toEqual({ content, words: 3 });
  });

  it('sends keep-alives as comments that parsers skip', () => {
    expect(KEEP_ALIVE).toBe(': keep-alive\n\n');
    expect(parse(KEEP_ALIVE + formatEvent('done', { ok: true }) + KEEP_ALIVE)).toEqual([{ event: 'done', data: '{"ok":true}' }]);
  });
});
