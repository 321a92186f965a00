// `npm run bench` — speed measured, not hoped: prints figures, asserts nothing.
//   bench:bundle  gzipped JavaScript every public page downloads on a first visit (from Vite's manifest)
//   bench:api     requests/s and latency of the running stack (built server, embedded PostgreSQL)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageSources, publicPages } from './bench-pages.mjs';
import { benchTools, ensureBuilt, ensureInstalled, log, ROOT, startBuiltServer } from './lib.mjs';

const what = process.argv[2] ?? 'all';
await ensureInstalled();
await ensureBuilt();

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** The boot script index.html loads (vite.config.ts, codeAfterFirstPaint): it imports the entry after the first paint. */
function bootScript(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return /<script type="module"[^>]* src="\/([^"]+)"/.exec(html)?.[1];
}

/** Files a page loads: the boot script, the entry's static imports, and those of each chunk the page's route loads. */
function bundleFor(manifest, sources, boot) {
  const files = new Set(boot ? [boot] : []);
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    (chunk.imports ?? []).forEach(visit);
  };
  visit('index.html');
  sources.forEach(visit);
  return [...files];
}

/** The first-visit target of issue 28: gzipped JavaScript of a public page. */
const PUBLIC_PAGE_JS_TARGET = 150 * 1024;
/** What lazyPage() loads with a page built on antd (src/components/routing/lazyPage.ts). */
const ANTD_THEME = 'src/theme/AntdTheme.tsx';

function benchBundle() {
  const dist = path.join(ROOT, 'frontend', 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const sources = pageSources();
  const boot = bootScript(dist);
  const sizes = new Map();
  const gzipSize = (file) => {
    if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  /** Gzipped JS and CSS of some files, and how many JS files (each one a request). */
  const measure = (files) => {
    const js = files.filter((file) => !file.endsWith('.css'));
    return {
      js: js.reduce((sum, file) => sum + gzipSize(file), 0),
      css: files.filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzipSize(file), 0),
      requests: js.length,
    };
  };
  const line = (label, { js, css, requests }) =>
    `  ${label.padEnd(34)} JS ${kb(js).padStart(9)} in ${String(requests).padStart(2)} files   CSS ${kb(css).padStart(8)}`;

  /** The chunks a page's route loads: its component's, and antd's theme unless it is built without antd. */
  const routeSources = (pagePath) => {
    const page = sources.get(pagePath);
    return page ? [page.source, ...(page.antd ? [ANTD_THEME] : [])] : [];
  };
  console.log('\nEvery public page: JavaScript and CSS downloaded on first visit (gzip -9):');
  const over = [];
  for (const { path: pagePath } of publicPages()) {
    if (!manifest[sources.get(pagePath)?.source]) {
      console.log(`  ${pagePath.padEnd(34)} (no chunk found for its page in frontend/src/router.tsx)`);
      continue;
    }
    const size = measure(bundleFor(manifest, routeSources(pagePath), boot));
    if (size.js > PUBLIC_PAGE_JS_TARGET) over.push(`${pagePath} (${kb(size.js)})`);
    console.log(line(pagePath, size));
  }
  console.log(`  Over ${kb(PUBLIC_PAGE_JS_TARGET)} of JS: ${over.join(', ') || 'none'}`);

  console.log('\nSigned-in pages and on-demand chunks:');
  for (const pagePath of ['/forum/new-thread', '/dashboard', '/admin/blogs']) {
    console.log(line(pagePath, measure(bundleFor(manifest, routeSources(pagePath), boot))));
  }
  /** Chunks fetched on demand, measured as what they add to the page that asks for them. */
  const onDemand = {
    'rich-text editor (+ on new thread)': ['src/modules/forum/components/editor/RichTextEditor.tsx', '/forum/new-thread'],
    'rich-text editor (+ on thread)': ['src/modules/forum/components/editor/RichTextEditor.tsx', '/forum/thread/:threadId'],
  };
  for (const [label, [source, pagePath]] of Object.entries(onDemand)) {
    if (!manifest[source]) continue;
    const already = new Set(bundleFor(manifest, routeSources(pagePath), boot));
    console.log(line(label, measure(bundleFor(manifest, [source]).filter((name) => !already.has(name)))));
  }
}

async function benchApi() {
  const { autocannon } = await benchTools();
  const port = 3299;
  const { stop } = await startBuiltServer({ port });
  try {
    const targets = [
      ['GET /api/health (database ping)', '/api/health'],
      ['GET / (index.html)', '/'],
    ];
    console.log(`\nLoad on 127.0.0.1:${port}, 20 connections, 5 s each, ${os.cpus().length} cores:`);
    for (const [label, urlPath] of targets) {
      const result = await autocannon({ url: `http://127.0.0.1:${port}${urlPath}`, connections: 20, duration: 5 });
      const errors = result.errors + result.non2xx;
      console.log(
        `  ${label.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   ` +
          `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}`,
      );
    }
  } finally {
    await stop();
  }
}

if (what === 'all' || what === 'bundle') benchBundle();
if (what === 'all' || what === 'api') {
  log('Starting the built server for the load test…');
  await benchApi();
}
