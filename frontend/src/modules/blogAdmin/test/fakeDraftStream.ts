/**
 * For tests of the streaming AI draft: answers as `POST /admin/blog/generate/stream` does, built
 * from the Fetch API's own classes, so streamDraft reads them exactly as it reads the network.
 * (Test helpers only; nothing in the app imports this file.)
 */

/**
 * The ReadableStream class of the Fetch API in use: jsdom has none of its own, and the one
 * `Response` bodies are made of is the one `fetch` answers with.
 */
function readableStreamClass(): typeof ReadableStream {
  return (new Response('').body as ReadableStream<Uint8Array>).constructor as typeof ReadableStream;
}

/** One server-sent event as the server writes it. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** `text` as UTF-8 bytes cut every `size` bytes: inside a character, a line end or a field name. */
export function bytesInPieces(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.slice(at, at + size));
  return pieces;
}

export type DraftStream = {
  /** The 200 answer whose body is this stream. */
  response: Response;
  /** Sends text (as UTF-8) or bytes down the stream. */
  send: (chunk: string | Uint8Array) => void;
  /** Ends the stream (the server closed it). */
  end: () => void;
  /** Whether the reader let go of it (cancelled, or the request was aborted). */
  isClosed: () => boolean;
};

/**
 * An open event stream. When `signal` (the request's) aborts, the body fails with an AbortError,
 * as a real fetch's does.
 */
export function createDraftStream(signal?: AbortSignal | null): DraftStream {
  const Stream = readableStreamClass();
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let isClosed = false;
  const body = new Stream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      isClosed = true;
    },
  });
  signal?.addEventListener('abort', () => {
    if (isClosed) return;
    isClosed = true;
    controller.error(signal.reason);
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform' },
    }),
    send: (chunk) => {
      if (!isClosed) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
    },
    end: () => {
      if (isClosed) return;
      isClosed = true;
      controller.close();
    },
    isClosed: () => isClosed,
  };
}

/** A whole answer at once: `pieces` sent in order, then the end. */
export function draftStreamOf(pieces: Array<string | Uint8Array>): Response {
  const stream = createDraftStream();
  pieces.forEach(stream.send);
  stream.end();
  return stream.response;
}

/** A JSON error answer as the backend's exception filter writes it. */
export function jsonErrorResponse(status: number, error: string, detail: string | string[], headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ statusCode: status, error, detail }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}
