import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SSR_ENTRY, DEFAULT_STATIC_DIR } from '../../src/config/paths';
import { findFreePort } from '../../src/database/embedded-postgres';
import { SITE_GUIDES } from '../../src/modules/site/site-guides.content';
import { SSR_DATA_ELEMENT_ID } from '../../src/shared/page-render';
import { SITE_PAGES } from '../../src/shared/routes';
import { createDatabase, dropDatabase } from '../helpers/database';

/**
 * The site as production starts it (`node backend/dist/main.js`, NODE_ENV=production with its required settings,
 * an empty database it migrates itself, no demo data) and a visitor who follows every link: from `/`, every
 * public page of the sitemap and every page of SITE_PAGES without a parameter, each internal `<a href>` in the
 * server-rendered HTML is followed. No page may answer 404 or 5xx; each public page must arrive rendered (so its
 * links were read), show the configured contact e-mail, and show none of the old placeholders.
 * Needs the built backend and frontend (`npm run build`; npm test builds first).
 */
const BACKEND = path.resolve(__dirname, '..', '..');
const DIST_MAIN = path.join(BACKEND, 'dist', 'main.js');

const CONTACT_EMAIL = 'letters@launch-check.example.org';
const POSTAL_ADDRESS = 'P.O. Box 4711, Lincoln, NE 68501';
/** What the pages showed before the contact details were settings. */
const PLACEHOLDERS = [/PLACEHOLDER/, /penpal-directory\.example/, /P\.O\. Box 1234/, /sendsomethingreal/, /development\.invalid/];
/** A walk that finds more pages than this has found a loop (query strings that never end). */
const MAX_PAGES = 600;

interface Visit {
  url: string;
  status: number;
  /** Where it was linked from (the first page that did). */
  from: string;
}

describe('a production start: every link on the public pages leads somewhere', () => {
  let port: number;
  let origin: string;
  let database: { name: string; url: string };
  let dataDir: string;
  let site: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    for (const built of [DIST_MAIN, path.join(DEFAULT_STATIC_DIR, 'index.html'), DEFAULT_SSR_ENTRY]) {
      if (!fs.existsSync(built)) throw new Error(`${built} is missing: build the site first (npm run build; npm test does)`);
    }
    database = await createDatabase({ empty: true });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-prod-links-'));
    port = await findFreePort();
    origin = `http://127.0.0.1:${port}`;
    site = spawn(process.execPath, [DIST_MAIN], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        JWT_SECRET: 'q7Lm2Vx9Rk4Tn8Bw3Hc6Zp1Jd5Fs0GaYe',
        PUBLIC_URL: origin,
        CONTACT_EMAIL,
        POSTAL_ADDRESS,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        JOBS_ENABLED: 'false',
        // A loaded test machine renders slowly; a page sent unrendered would hide its links from the walk.
        PAGE_RENDER_TIMEOUT_MS: '20000',
        // The walk asks for every page from one address, faster than the production default allows a person.
        PAGE_RATE_LIMIT_PER_IP: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    site.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    site.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    let exited = false;
    site.once('exit', () => (exited = true));
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !exited) {
      const res = await fetch(`${origin}/api/health`).catch(() => undefined);
      if (res?.status === 200) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`The production site did not start:\n${output}`);
  }, 120_000);

  afterAll(async () => {
    if (site && site.exitCode === null) {
      const exited = new Promise((resolve) => site!.once('exit', resolve));
      site.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    }
    site?.stdout?.destroy();
    site?.stderr?.destroy();
    if (database) await dropDatabase(database.name);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** The site's own address for an href on `base`, or null for another site, mail, or a fragment on the same page. */
  function internal(href: string, base: string): string | null {
    if (/^(mailto|tel|javascript|data):/i.test(href)) return null;
    const url = new URL(href.replace(/&amp;/g, '&'), base);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}`;
  }

  async function sitemapPages(): Promise<string[]> {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    const index = await fetch(`${origin}/sitemap.xml`);
    expect(index.status).toBe(200);
    const pages: string[] = [];
    for (const child of locs(await index.text())) {
      const res = await fetch(new URL(new URL(child).pathname, origin));
      expect({ sitemap: child, status: res.status }).toEqual({ sitemap: child, status: 200 });
      pages.push(...locs(await res.text()).map((loc) => internal(loc, origin)!));
    }
    return pages;
  }

  /** Visits every page reachable from `starts`; returns every visit and the public (indexed) pages' HTML. */
  async function walk(starts: string[]): Promise<{ visits: Visit[]; html: Map<string, string> }> {
    const visits: Visit[] = [];
    const html = new Map<string, string>();
    const seen = new Set<string>();
    const queue: { url: string; from: string }[] = [];
    const enqueue = (url: string, from: string) => {
      if (seen.has(url)) return;
      seen.add(url);
      queue.push({ url, from });
    };
    for (const start of starts) enqueue(start, '(start)');
    while (queue.length) {
      if (visits.length >= MAX_PAGES) throw new Error(`More than ${MAX_PAGES} pages: the walk is looping (${queue[0].url})`);
      const { url, from } = queue.shift()!;
      const res = await fetch(`${origin}${url}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      visits.push({ url, status: res.status, from });
      if (res.status >= 300 && res.status < 400) {
        const location = res.headers.get('location');
        const next = location ? internal(location, `${origin}${url}`) : null;
        if (next) enqueue(next, url);
        await res.arrayBuffer();
        continue;
      }
      const type = res.headers.get('content-type') ?? '';
      const body = await res.text();
      if (res.status !== 200 || !type.includes('text/html')) continue;
      // Pages not for the public (sign-in, account, admin) are the browser's to render: no links to read.
      if (res.headers.get('x-robots-tag')?.includes('noindex')) continue;
      html.set(url, body);
      for (const match of body.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
        const next = internal(match[1], `${origin}${url}`);
        if (next) enqueue(next, url);
      }
    }
    return { visits, html };
  }

  it('installs the site guides and finds no 404 or 5xx; public pages are rendered with the configured contact details and no placeholder', async () => {
    const plainPages = SITE_PAGES.filter((page) => !page.path.includes(':')).map((page) => page.path);
    const fromSitemap = await sitemapPages();
    const { visits, html } = await walk(['/', ...fromSitemap, ...plainPages]);

    const broken = visits.filter((v) => v.status === 404 || v.status >= 500).map((v) => `${v.status} ${v.url} (linked from ${v.from})`);
    expect(broken).toEqual([]);

    // The guides the information pages send readers to were reached, and every one of the site's guides is listed.
    const reached = new Set(visits.filter((v) => v.status === 200).map((v) => v.url));
    for (const guide of SITE_GUIDES) expect(reached).toContain(`/blog/${guide.slug}`);
    for (const guide of SITE_GUIDES) expect(fromSitemap).toContain(`/blog/${guide.slug}`);

    // Public pages arrive rendered (their links are in the first HTML), with the configured e-mail and no placeholder.
    const publicPages = [...html.keys()];
    expect(publicPages.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const url of publicPages) {
      const page = html.get(url)!;
      if (!page.includes(`id="${SSR_DATA_ELEMENT_ID}"`)) problems.push(`${url}: not rendered on the server`);
      if (!page.includes(`mailto:${CONTACT_EMAIL}`)) problems.push(`${url}: no link to ${CONTACT_EMAIL}`);
      for (const placeholder of PLACEHOLDERS) if (placeholder.test(page)) problems.push(`${url}: shows ${placeholder.source}`);
    }
    for (const url of ['/faq', '/privacy', '/terms']) {
      if (!html.get(url)?.includes(POSTAL_ADDRESS)) problems.push(`${url}: no postal address`);
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
