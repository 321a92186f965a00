import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express, Request, Response } from 'express';
import { LeanExpressAdapter } from './lean-express-adapter';

describe('LeanExpressAdapter', () => {
  it("serves requests made with Express's own prototypes, so Express has nothing to change, and they work as before", async () => {
    const adapter = new LeanExpressAdapter();
    const app = adapter.getInstance<Express>();
    app.get('/hello', (req: Request, res: Response) => {
      res.status(201).json({ header: req.get('x-test'), isMessage: req instanceof http.IncomingMessage, isResponse: res instanceof http.ServerResponse });
    });
    adapter.initHttpServer({});
    const server = adapter.getHttpServer() as http.Server;
    const seen: Array<[object, object]> = [];
    // Before Express takes them: what the server made.
    server.prependListener('request', (req, res) => seen.push([Object.getPrototypeOf(req) as object, Object.getPrototypeOf(res) as object]));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/hello`, { headers: { 'x-test': 'yes' } });
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ header: 'yes', isMessage: true, isResponse: true });
      expect(seen).toEqual([[app.request, app.response]]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("keeps Nest's own server for HTTPS", () => {
    const adapter = new LeanExpressAdapter();
    const create = jest.spyOn(http, 'createServer');
    try {
      adapter.initHttpServer({ httpsOptions: {} });
      expect(create).not.toHaveBeenCalled();
    } finally {
      create.mockRestore();
    }
  });
});
