import { createSseParser, type SseEvent } from './sseParser';

/** Feeds `pieces` one by one and returns every event, in order. */
function parse(pieces: string[]): SseEvent[] {
  const parser = createSseParser();
  return pieces.flatMap((piece) => parser.feed(piece));
}

/** Every way of cutting `text` in two, and in single characters. */
function cuts(text: string): string[][] {
  const ways: string[][] = [[text], Array.from(text)];
  for (let at = 1; at < text.length; at += 1) ways.push([text.slice(0, at), text.slice(at)]);
  return ways;
}

const stream = [
  ': keep-alive',
  '',
  'event: progress',
  'data: {"words": 0, "elapsed_ms": 3}',
  '',
  'event: draft',
  'data: {"content": "<p>Dear friend: hello</p>", "words": 3}',
  '',
  ': keep-alive',
  '',
  'event: done',
  'data: {"slug":"a","excerpt":"b","content":"<p>c</p>","read_time":1,"word_count":1}',
  '',
  '',
].join('\n');

const expected: SseEvent[] = [
  { event: 'progress', data: '{"words": 0, "elapsed_ms": 3}' },
  { event: 'draft', data: '{"content": "<p>Dear friend: hello</p>", "words": 3}' },
  { event: 'done', data: '{"slug":"a","excerpt":"b","content":"<p>c</p>","read_time":1,"word_count":1}' },
];

describe('createSseParser', () => {
  it('reads named events and skips comment lines', () => {
    expect(parse([stream])).toEqual(expected);
  });

  it('gives the same events however the stream is cut into pieces', () => {
    for (const pieces of cuts(stream)) {
      expect(parse(pieces)).toEqual(expected);
    }
  });

  it('returns each event as soon as its blank line arrives, not before', () => {
    const parser = createSseParser();
    expect(parser.feed('event: progress\ndata: {"words": 5')).toEqual([]);
    expect(parser.feed(', "elapsed_ms": 1000}\n')).toEqual([]);
    expect(parser.feed('\n')).toEqual([{ event: 'progress', data: '{"words": 5, "elapsed_ms": 1000}' }]);
    expect(parser.feed('event: draft\n')).toEqual([]);
  });

  it('joins several data lines with a line break', () => {
    expect(parse(['data: first\ndata: second\ndata:\ndata:  indented\n\n'])).toEqual([
      { event: 'message', data: 'first\nsecond\n\n indented' },
    ]);
  });

  it('accepts CRLF and CR line ends, a CRLF cut between two pieces included', () => {
    const crlf = 'event: progress\r\ndata: {"words": 1}\r\n\r\nevent: draft\r\ndata: x\r\n\r\n';
    const events = [
      { event: 'progress', data: '{"words": 1}' },
      { event: 'draft', data: 'x' },
    ];
    for (const pieces of cuts(crlf)) expect(parse(pieces)).toEqual(events);
    expect(parse(['event: a\rdata: 1\r\rdata: 2\r', '\r'])).toEqual([
      { event: 'a', data: '1' },
      { event: 'message', data: '2' },
    ]);
  });

  it('does not swallow a real blank line after a CR that ends a piece', () => {
    // "\r" then "\n" is one line end; "\r" then "\r" is two.
    expect(parse(['data: 1\r', '\n', '\r\n'])).toEqual([{ event: 'message', data: '1' }]);
    expect(parse(['data: 1\r', '\r'])).toEqual([{ event: 'message', data: '1' }]);
    expect(parse(['data: 1\r', '', '\n', '\n'])).toEqual([{ event: 'message', data: '1' }]);
  });

  it('drops only one space after the colon, and reads a line without a colon as a field with no value', () => {
    expect(parse(['event:draft\ndata:no space\n\n'])).toEqual([{ event: 'draft', data: 'no space' }]);
    expect(parse(['data\n\n'])).toEqual([{ event: 'message', data: '' }]);
    expect(parse(['data: a: b\n\n'])).toEqual([{ event: 'message', data: 'a: b' }]);
  });

  it('dispatches nothing for an event without data, and forgets its type', () => {
    expect(parse(['event: progress\n\ndata: plain\n\n'])).toEqual([{ event: 'message', data: 'plain' }]);
    expect(parse([': only a comment\n\n\n\n'])).toEqual([]);
  });

  it('ignores unknown fields and retry, and keeps the last id', () => {
    expect(parse(['id: 7\nretry: 3000\nfoo: bar\nevent: done\ndata: {}\n\n'])).toEqual([
      { event: 'done', data: '{}', id: '7' },
    ]);
  });

  it('drops a byte-order mark at the start of the stream only', () => {
    expect(parse(['\uFEFF', 'data: a\n\n'])).toEqual([{ event: 'message', data: 'a' }]);
    expect(parse(['data: \uFEFFa\n\n'])).toEqual([{ event: 'message', data: '\uFEFFa' }]);
  });

  it('never returns an event the stream ended before finishing', () => {
    expect(parse(['event: done\ndata: {"slug": "a"}\n'])).toEqual([]);
    expect(parse(['event: done\ndata: {"slug": "a"}'])).toEqual([]);
  });

  it('keeps a long data line whole when it arrives in many small pieces', () => {
    const content = `<p>${'word '.repeat(5000)}</p>`;
    const text = `event: draft\ndata: ${JSON.stringify({ content, words: 5000 })}\n\n`;
    const pieces: string[] = [];
    for (let at = 0; at < text.length; at += 7) pieces.push(text.slice(at, at + 7));
    const [event] = parse(pieces);
    expect(event.event).toBe('draft');
    expect(JSON.parse(event.data)).toEqual({ content, words: 5000 });
  });
});
