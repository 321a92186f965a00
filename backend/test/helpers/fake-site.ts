import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_HEAD_END, PAGE_HEAD_START, ROOT_ELEMENT } from '../../src/shared/page-render';

export interface FakeSite {
  /** STATIC_DIR and SSR_ENTRY for createTestApp. */
  env: { STATIC_DIR: string; SSR_ENTRY: string };
  remove(): void;
}

/**
 * A stand-in for the built site, for tests of how pages are served rather than what they show: an index.html,
 * one hashed file under assets/, and a server-rendering entry that renders every page as one paragraph (the real
 * build's pages are tested in page-rendering.integration-spec.ts and the browser tests).
 */
export function fakeSite(): FakeSite {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-site-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head>${PAGE_HEAD_START}<title>Site</title>${PAGE_HEAD_END}</head><body>${ROOT_ELEMENT}</body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app");\n');
  const entry = path.join(dir, 'entry-server.cjs');
  fs.writeFileSync(
    entry,
    // A page whose address holds "slow" takes 1.5 s to render (for tests of the render cap).
    `exports.renderPage = async (request) => {
       if (request.url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 1500));
       return {
         html: '<p>Rendered ' + request.url + '</p>', head: '<title>Rendered</title>', styles: '', modules: [], passes: 1,
         data: { status: request.status, pathname: request.url.split('?')[0], queries: [] },
       };
     };\n`,
  );
  return { env: { STATIC_DIR: dir, SSR_ENTRY: entry }, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
