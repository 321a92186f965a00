import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, TestApp } from '../helpers/test-app';

describe('HTTP platform: headers, docs and the built site', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-static-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp({ STATIC_DIR: staticDir, CORS_ORIGINS: 'https://allowed.example' });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('send security headers and a request id on API answers', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reuse a well-formed incoming request id', async () => {
    const res = await t.http.get('/api/health').set('X-Request-Id', 'lb-1234').expect(200);
    expect(res.headers['x-request-id']).toBe('lb-1234');
  });

  it('allow CORS only for configured origins', async () => {
    const allowed = await t.http.get('/api/health').set('Origin', 'https://allowed.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://allowed.example');
    const other = await t.http.get('/api/health').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compress large answers', async () => {
    const res = await t.http.get('/api/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('publish the OpenAPI document with the error shape and the DTOs', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(res.body.paths['/api/health'].get).toBeDefined();
    expect(res.body.paths['/api/client-errors'].post).toBeDefined();
    expect(Object.keys(res.body.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorBody', 'HealthResponseDto', 'CreateClientErrorDto']),
    );
    const ui = await t.http.get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger');
  });

  it('serve the React app for client-side routes, never cached', async () => {
    const res = await t.http.get('/browse?state=CA').expect(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    await t.http.get('/').expect(200);
  });

  it('serve hashed assets with a one-year immutable cache', async () => {
    const res = await t.http.get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answer a missing asset with 404, not the page', async () => {
    const res = await t.http.get('/assets/missing.js').expect(404);
    expect(res.body.statusCode).toBe(404);
  });

  it('keep unknown API routes as JSON 404s even with the site built', async () => {
    const res = await t.http.get('/api/unknown').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
