import http from 'node:http';

/**
 * Asks the running app for `/api/media/{key}` from its first byte (as a video player does) and goes away as soon
 * as the first bytes arrive, the way a viewer who closes the page does. Resolves once the client has gone.
 */
export function abortAfterFirstBytes(port: number, key: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const req = http.get({ port, host: '127.0.0.1', path: `/api/media/${key}`, headers: { Range: 'bytes=0-' } }, (res) => {
      if (res.statusCode !== 206) reject(new Error(`expected 206, got ${res.statusCode}`));
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', (e) => (e.message.includes('socket hang up') || e.message.includes('aborted') ? undefined : reject(e)));
  });
}
