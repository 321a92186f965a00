import type { Response } from 'express';

/**
 * Headers of a server-sent event stream that nothing on the way holds back: no caching, no transformation
 * (compression middleware and proxies honour no-transform), no buffering in nginx (X-Accel-Buffering).
 */
export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
} as const;

/** A comment line: clients ignore it, proxies see traffic and keep the connection open. */
export const KEEP_ALIVE = ': keep-alive\n\n';

/** One event: its name, then its data as one line of JSON (JSON escapes every line break inside). */
export function formatEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * An abort signal for the work behind a response: aborted when the client goes away (the connection
 * closes) before the response is complete.
 */
export function abortWhenClientLeaves(res: Response): AbortSignal {
  const controller = new AbortController();
  // The response's 'close', not the request's: the request closes as soon as its body has been read.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * A server-sent event stream over an Express response: sends the headers at once, a keep-alive comment
 * every `heartbeatMs`, and events as they come. `signal` aborts when the client goes away before end().
 */
export class EventStream {
  readonly signal: AbortSignal;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly res: Response,
    heartbeatMs: number,
  ) {
    this.signal = abortWhenClientLeaves(res);
    res.status(200);
    for (const [name, value] of Object.entries(EVENT_STREAM_HEADERS)) res.setHeader(name, value);
    res.flushHeaders();
    // Small events go out at once, not gathered into larger packets.
    res.socket?.setNoDelay(true);
    this.heartbeat = setInterval(() => this.write(KEEP_ALIVE), heartbeatMs);
    res.on('close', () => clearInterval(this.heartbeat));
  }

  send(event: string, data: unknown): void {
    this.write(formatEvent(event, data));
  }

  end(): void {
    clearInterval(this.heartbeat);
    if (!this.res.writableEnded) this.res.end();
  }

  private write(text: string): void {
    if (this.res.writableEnded || this.res.destroyed) return;
    this.res.write(text);
    // Compression middleware (when it does compress) holds data until flushed.
    (this.res as Response & { flush?: () => void }).flush?.();
  }
}
