// `npm run bench` — speed measured, not hoped: prints figures, asserts nothing.
//   bench:bundle  gzipped JavaScript each key page downloads (from Vite's manifest)
//   bench:api     requests/s and latency of the running stack (built server, embedded PostgreSQL)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { benchTools, ensureBuilt, ensureInstalled, log, ROOT, startBuiltServer } from './lib.mjs';

const what = process.argv[2] ?? 'all';
await ensureInstalled();
await ensureBuilt();

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** Files a page loads: the entry's static imports plus the page chunk's static imports. */
function bundleFor(manifest, pageSource) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    (chunk.imports ?? []).forEach(visit);
  };
  visit('index.html');
  if (pageSource) visit(pageSource);
  return [...files];
}

function benchBundle() {
  const dist = path.join(ROOT, 'frontend', 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const pages = {
    'home (/)': 'src/pages/home/HomePage.tsx',
    'browse (/browse)': 'src/pages/browse/BrowsePage.tsx',
    'profile (/profile/:id)': 'src/pages/profiles/ProfilePage.tsx',
    'forum (/forum)': 'src/pages/forum/ForumHomePage.tsx',
    'thread (/forum/thread/:id)': 'src/pages/forum/ForumThreadPage.tsx',
    'new thread (/forum/new-thread)': 'src/pages/forum/NewThreadPage.tsx',
    'blog (/blog)': 'src/pages/blog/BlogListPage.tsx',
    'blog post (/blog/:slug)': 'src/pages/blog/BlogPostPage.tsx',
    'blog management (/admin/blogs)': 'src/pages/admin/BlogManagementPage.tsx',
  };
  /** Chunks fetched on demand, measured as what they add to the page that asks for them. */
  const onDemand = {
    'rich-text editor (+ on new thread)': ['src/modules/forum/components/editor/RichTextEditor.tsx', 'src/pages/forum/NewThreadPage.tsx'],
    'rich-text editor (+ on thread)': ['src/modules/forum/components/editor/RichTextEditor.tsx', 'src/pages/forum/ForumThreadPage.tsx'],
  };
  const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  console.log('\nJavaScript and CSS downloaded on first visit (gzip -9):');
  for (const [label, source] of Object.entries(pages)) {
    if (!manifest[source]) continue;
    let js = 0;
    let css = 0;
    for (const file of bundleFor(manifest, source)) {
      const size = gzipSize(file);
      if (file.endsWith('.css')) css += size;
      else js += size;
    }
    console.log(`  ${label.padEnd(34)} JS ${kb(js).padStart(9)}   CSS ${kb(css).padStart(8)}`);
  }
  for (const [label, [source, page]] of Object.entries(onDemand)) {
    if (!manifest[source]) continue;
    const already = new Set(bundleFor(manifest, page));
    let js = 0;
    let css = 0;
    for (const file of bundleFor(manifest, source).filter((name) => !already.has(name))) {
      if (file.endsWith('.css')) css += gzipSize(file);
      else js += gzipSize(file);
    }
    console.log(`  ${label.padEnd(34)} JS ${kb(js).padStart(9)}   CSS ${kb(css).padStart(8)}`);
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
