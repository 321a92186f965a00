import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, TestApp } from '../helpers/test-app';

/** The HTTP server's own timeouts, as main.ts listens with them (createApp sets them on its server). */
describe('HTTP keep-alive and headers timeouts', () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const server = (): http.Server => t!.app.getHttpServer();

  it('keeps idle connections longer than a load balancer does (AWS ALB 60 s, nginx 60–75 s), headers a second longer', async () => {
    t = await createTestApp();
    expect(server().keepAliveTimeout).toBe(76_000);
    expect(server().headersTimeout).toBe(77_000);
    expect(server().requestTimeout).toBeGreaterThan(server().headersTimeout);
  });

  it('follows HTTP_KEEP_ALIVE_TIMEOUT_SECONDS, keeping headersTimeout above it', async () => {
    t = await createTestApp({ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '350' });
    expect(server().keepAliveTimeout).toBe(350_000);
    expect(server().headersTimeout).toBe(351_000);
    expect(server().requestTimeout).toBeGreaterThan(351_000);
  });

  it('keeps an idle connection open between requests (one socket for both)', async () => {
    t = await createTestApp();
    await new Promise<void>((resolve) => server().listen(0, '127.0.0.1', resolve));
    const { port } = server().address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent, timeout: 5_000 }, (res) => {
          sockets.add(res.socket);
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('timeout', () => req.destroy(new Error('timed out')));
        req.on('error', reject);
      });
    try {
      expect(await get()).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await get()).toBe(200);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});
