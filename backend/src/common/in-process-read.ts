import type { IncomingMessage } from 'node:http';

const IN_PROCESS = Symbol('in-process read');

/** Marks a request the server hands to its own API in process (a page render's reads), never one from a client. */
export function markInProcessRead(req: IncomingMessage): void {
  (req as IncomingMessage & { [IN_PROCESS]?: true })[IN_PROCESS] = true;
}

/**
 * Whether a request is one of the server's own reads for a page render: it has no client, so what only a client
 * reads (the security headers, compression) is not made for it, and a served one is not a line of the request log
 * (the page request is; a render makes three to five reads).
 */
export function isInProcessRead(req: IncomingMessage): boolean {
  return (req as IncomingMessage & { [IN_PROCESS]?: true })[IN_PROCESS] === true;
}
