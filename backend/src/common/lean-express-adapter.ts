import http from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

/** A constructor that builds what `Base` builds, with `prototype` as the new object's prototype. */
function constructorWithPrototype<T extends abstract new (...args: never[]) => object>(Base: T, prototype: object): T {
  const Made = function (...args: unknown[]): object {
    return Reflect.construct(Base, args, Made) as object;
  };
  Made.prototype = prototype;
  return Made as unknown as T;
}

/**
 * Express as Nest serves it, on an HTTP server whose requests and responses are made with Express's own
 * prototypes. Express gives every request and response its prototypes as it takes them (`setPrototypeOf` in
 * `app.handle`); changing an object's prototype gives it a hidden class of its own, which V8 keeps in the old
 * generation with what it refers to, so every request and its answer outlived its young collections until the
 * next full one (a bare Express app promoted 15 % of what its requests allocated, a bare Node server nothing).
 * Made with those prototypes, Express's `setPrototypeOf` finds them already there and changes nothing. HTTPS and
 * forced connection closing (neither used here) keep Nest's own server.
 */
export class LeanExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) return super.initHttpServer(options);
    const app = this.getInstance<Express>();
    this.httpServer = http.createServer(
      {
        IncomingMessage: constructorWithPrototype<typeof http.IncomingMessage>(http.IncomingMessage, app.request),
        ServerResponse: constructorWithPrototype<typeof http.ServerResponse>(http.ServerResponse, app.response),
      },
      app,
    );
  }
}
