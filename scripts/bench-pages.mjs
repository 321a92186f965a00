// The pages the page benchmarks measure (bench:bundle, bench:lighthouse, bench:inp): every public page of
// SITE_PAGES (backend/src/shared/routes.ts, read from the backend's build) under its own address (aliases that
// only point at another page's address are left out), and the pages rendered for signed-out visitors although
// unlisted (the letter kit). A page added to the table is measured without touching the benches.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const require = createRequire(import.meta.url);

/** The SITE_PAGES entries a signed-out visitor is served rendered, each once: [{ path, record? }]. */
export function publicPages() {
  // The backend's build (ensureBuilt() runs first): routes.ts is TypeScript, its build plain CommonJS.
  const { SITE_PAGES } = require(path.join(ROOT, 'backend', 'dist', 'shared', 'routes.js'));
  return SITE_PAGES.filter((page) => (page.access === 'public' || page.rendered) && !page.canonical);
}

/**
 * The source file of the page component the router shows at each path, and whether it loads antd, read from
 * frontend/src/router.tsx (`const X = lazyPage(() => import('./pages/...'), 'X', { antd: false })` and
 * `'/path': { page: X }`): Map path → { source: 'src/pages/....tsx', antd }.
 */
export function pageSources() {
  const router = fs.readFileSync(path.join(ROOT, 'frontend', 'src', 'router.tsx'), 'utf8');
  const components = new Map();
  const lazy = /const (\w+) = lazyPage\(\s*\(\) => import\('\.\/([^']+)'\),\s*'\w+'\s*(,\s*\{[^}]*\})?\s*,?\s*\)/g;
  for (const [, name, file, options] of router.matchAll(lazy)) {
    components.set(name, { source: `src/${file}.tsx`, antd: !/antd:\s*false/.test(options ?? '') });
  }
  const sources = new Map();
  for (const [, pagePath, name] of router.matchAll(/'(\/[^']*)': \{ page: (\w+)/g)) {
    if (components.has(name)) sources.set(pagePath, components.get(name));
  }
  return sources;
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The list in a list answer (`{ items: [...] }`, `{ profiles: [...] }`, or an array). */
export function listOf(answer) {
  const list = Array.isArray(answer) ? answer : Object.values(answer).find(Array.isArray);
  if (!list?.length) throw new Error(`Empty list in ${JSON.stringify(answer).slice(0, 200)}`);
  return list;
}

/**
 * One real record of each kind on the running site (demo data): the value each page parameter takes.
 * The profile is one with several photos (the profile's photo carousel has a "next photo" then).
 */
export async function sampleRecords(baseUrl) {
  const profiles = listOf(await getJson(`${baseUrl}/api/profiles?limit=50`));
  const profile = profiles.find((p) => (p.photos?.length ?? 0) > 1) ?? profiles[0];
  const post = listOf(await getJson(`${baseUrl}/api/blog/posts?limit=1`))[0];
  const category = listOf(await getJson(`${baseUrl}/api/forum/categories`))[0];
  const thread = listOf(await getJson(`${baseUrl}/api/forum/threads?limit=1`))[0];
  return {
    profile: profile.id,
    state: 'texas',
    'forum-category': category.slug,
    'forum-thread': thread.id,
    'blog-post': post.slug,
  };
}

/** Every page of publicPages() with its address on the running site: [{ pattern, url }] (url is a path). */
export async function pageAddresses(baseUrl) {
  const records = await sampleRecords(baseUrl);
  return publicPages().map((page) => ({
    pattern: page.path,
    url: page.path.replace(/:\w+/, () => encodeURIComponent(records[page.record])),
  }));
}
