import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { markInProcessRead } from '../../common/in-process-read';
import type { ApiAnswer, ReadApi } from '../../shared/page-render';

/** A Node request handler: the app's Express instance, API routes and all. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Reads the API inside this process: a GET handed to the app's own request handler as if it had come in over
 * HTTP (the same middleware, routes, validation and DTO mapping, so the answer is the one a browser gets), but
 * with no connection, no HTTP to parse on either side and no client library. A render asks for a handful of
 * these per page; over the loopback each was a new connection and both halves of an HTTP exchange.
 */
export function inProcessApi(handler: RequestHandler): ReadApi {
  return (path) =>
    new Promise<ApiAnswer>((resolve, reject) => {
      // Never connected: it only answers what the request pipeline asks of a socket (the client's address).
      const socket = new Socket();
      Object.defineProperty(socket, 'remoteAddress', { value: '127.0.0.1' });
      const req = new IncomingMessage(socket);
      req.method = 'GET';
      req.url = path;
      req.headers = { host: '127.0.0.1', accept: 'application/json' };
      req.push(null);
      markInProcessRead(req);
      const res = new ServerResponse(req);
      const chunks: Buffer[] = [];
      const collect = (chunk: unknown, encoding?: unknown) => {
        if (Buffer.isBuffer(chunk) || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
        else if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      };
      // The answer is kept here instead of being written to a socket.
      res.write = ((chunk: unknown, encoding?: unknown) => {
        collect(chunk, encoding);
        return true;
      }) as ServerResponse['write'];
      res.end = ((chunk?: unknown, encoding?: unknown) => {
        collect(chunk, encoding);
        const type = res.getHeader('content-type');
        resolve({ status: res.statusCode, contentType: typeof type === 'string' ? type : '', body: Buffer.concat(chunks).toString('utf8') });
        // What listens for the end of a request (the metrics, the request log) hears it as usual.
        res.emit('finish');
        return res;
      }) as ServerResponse['end'];
      try {
        handler(req, res);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
}
