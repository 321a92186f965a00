/** One server-sent event: its type (`message` when it names none), its data lines joined by "\n", its id. */
export type SseEvent = {
  event: string;
  data: string;
  id?: string;
};

export type SseParser = {
  /** Reads the next piece of decoded text (cut anywhere) and returns the events it completed. */
  feed: (text: string) => SseEvent[];
};

/**
 * A parser of the `text/event-stream` format, as browsers read it: lines end with LF, CRLF or CR
 * (a CRLF may be cut between two pieces); `field: value` lines (one space after the colon dropped);
 * several `data` lines join with "\n"; a blank line ends an event; an event with no data is not
 * dispatched; lines starting with ":" are comments (heartbeats such as `: keep-alive`); unknown
 * fields are ignored. A byte-order mark at the very start is dropped. An event the stream ends
 * before its blank line is never returned (it was cut off).
 */
export function createSseParser(): SseParser {
  /** The start of a line whose end has not arrived yet. */
  let pending = '';
  let isStarted = false;
  /** The last piece ended with CR: an LF opening the next one belongs to that line end. */
  let skipLeadingLf = false;
  let eventType = '';
  let data = '';
  let hasData = false;
  let lastId: string | undefined;

  const dispatch = (events: SseEvent[]) => {
    if (hasData) {
      events.push({ event: eventType || 'message', data, ...(lastId !== undefined ? { id: lastId } : {}) });
    }
    eventType = '';
    data = '';
    hasData = false;
  };

  const readLine = (line: string, events: SseEvent[]) => {
    if (line === '') {
      dispatch(events);
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data = hasData ? `${data}\n${value}` : value;
        hasData = true;
        break;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        break;
      default:
      // `retry` and unknown fields: nothing this client uses.
    }
  };

  const feed = (text: string): SseEvent[] => {
    const events: SseEvent[] = [];
    let input = text;
    if (!isStarted && input.length > 0) {
      isStarted = true;
      if (input.startsWith('\uFEFF')) input = input.slice(1);
    }
    if (skipLeadingLf && input.length > 0) {
      if (input.startsWith('\n')) input = input.slice(1);
      skipLeadingLf = false;
    }
    const buffer = pending + input;
    let lineStart = 0;
    // `pending` holds no line end: look for one in the new text only.
    for (let index = pending.length; index < buffer.length; index += 1) {
      const char = buffer[index];
      if (char !== '\n' && char !== '\r') continue;
      readLine(buffer.slice(lineStart, index), events);
      if (char === '\r') {
        if (index + 1 < buffer.length) {
          if (buffer[index + 1] === '\n') index += 1;
        } else {
          skipLeadingLf = true;
        }
      }
      lineStart = index + 1;
    }
    pending = buffer.slice(lineStart);
    return events;
  };

  return { feed };
}
