// `npm run check:html [-- --port 3397] [--all]` — the W3C Nu HTML Checker (vnu) on the server-rendered HTML of every
// page a signed-out visitor can open, on the built site with the demo data (with --all, also every address the
// sitemaps list: each demo profile, state, thread and post). Prints each page's errors with
// their line and column and exits 1 on any error (warnings are not printed). Needs Java; vnu comes with the
// benchmark tools (scripts/bench-tools), installed on the first run, never by `npm start` or `npm test`.
// One kind of message is set aside and counted, not failed: vnu's CSS parser rejecting valid CSS (see below).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchTools, ensureBuilt, ensureInstalled, log, ROOT, runCaptured, startBuiltServer } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3397' },
    all: { type: 'boolean', default: false },
  },
});

if ((await runCaptured('java', ['-version'])).code !== 0) {
  console.error('\n✖ Java is not on the PATH: the Nu HTML Checker runs on it (apt-get install -y default-jre-headless).');
  process.exit(1);
}
await ensureInstalled();
await ensureBuilt({ verbose: false });
const { vnuJar } = await benchTools();
// The route table as the built server reads it: which pages exist, who may see them, which record a parameter names.
const requireBuilt = createRequire(import.meta.url);
const { SITE_PAGES, matchSitePage } = requireBuilt(path.join(ROOT, 'backend/dist/shared/routes.js'));
const { SSR_DATA_ELEMENT_ID } = requireBuilt(path.join(ROOT, 'backend/dist/shared/page-render.js'));

/** Every address the sitemaps list (paths), in their order. */
async function sitemapPaths(baseUrl) {
  const locs = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  };
  const children = await locs(`${baseUrl}/sitemap.xml`);
  return (await Promise.all(children.map((child) => locs(`${baseUrl}${child}`)))).flat();
}

/**
 * The pages to check: every page of the route table a signed-out visitor may open (public and unlisted), once
 * (an alias shows its canonical page); a page with a parameter at the first real address the sitemaps give for
 * its record (the letter kit: the first profile's).
 */
function pagesToCheck(addresses) {
  const firstValue = new Map();
  for (const address of addresses) {
    const match = matchSitePage(address);
    if (match?.page.record && match.param !== null && !firstValue.has(match.page.record)) {
      firstValue.set(match.page.record, match.param);
    }
  }
  return SITE_PAGES.filter((page) => (page.access === 'public' || page.access === 'unlisted') && !page.canonical).map(
    (page) => {
      const rendered = page.access === 'public' || page.rendered === true;
      if (!page.record) return { path: page.path, rendered };
      const value = firstValue.get(page.record);
      if (value === undefined) throw new Error(`The sitemaps list no ${page.record}, so ${page.path} cannot be checked`);
      return { path: page.path.replace(/:[A-Za-z]+/, encodeURIComponent(value)), rendered };
    },
  );
}

/**
 * vnu's CSS parser rejects a `var()` as the first argument of `max()`/`min()`/`clamp()` when a `calc()` with a `var()`
 * follows (`max(var(--a), calc(var(--b) * 2))`, valid CSS Values 4; antd's generated styles write it, e.g. the Input
 * on /forum), while it accepts `max(10px, calc(var(--b) * 2))`. Only that message, about such a value, is set aside.
 */
function isCssMathFalsePositive(message) {
  const value = /^CSS: “[^”]+”: “(.*)” is not a “[^”]+” value\.$/.exec(message.message)?.[1];
  return value !== undefined && /^(max|min|clamp)\(var\(/.test(value) && /calc\([^)]*var\(/.test(value);
}

/** One vnu run (one Java start) over every file: its messages by file. */
async function validate(files) {
  const { output } = await runCaptured('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', '--stdout', ...files]);
  const start = output.indexOf('{');
  let report;
  try {
    report = JSON.parse(output.slice(start));
  } catch {
    throw new Error(`The Nu HTML Checker gave no report:\n${output}`);
  }
  const byFile = new Map(files.map((file) => [file, []]));
  for (const message of report.messages) {
    const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : null;
    if (file && byFile.has(file)) byFile.get(file).push(message);
    else throw new Error(`The Nu HTML Checker could not check ${file ?? 'a file'}: ${message.message}`);
  }
  return byFile;
}

log('Starting the built site on demo data…');
const site = await startBuiltServer({ port: Number(args.port), env: { DEMO_DATA: 'true' } });
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-check-html-'));
let errors = 0;
let setAside = 0;
try {
  const addresses = await sitemapPaths(site.baseUrl);
  const toCheck = pagesToCheck(addresses);
  if (args.all) {
    const listed = new Set(toCheck.map((page) => page.path));
    toCheck.push(...addresses.filter((address) => !listed.has(address)).map((address) => ({ path: address, rendered: true })));
  }
  const pages = toCheck.map((page) => page.path);
  const files = [];
  for (const [i, { path: pagePath, rendered }] of toCheck.entries()) {
    const response = await fetch(`${site.baseUrl}${pagePath}`);
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
    const html = await response.text();
    // An empty shell would pass for the wrong reason: a page the server renders must arrive rendered.
    if (rendered && !html.includes(`id="${SSR_DATA_ELEMENT_ID}"`)) throw new Error(`${pagePath} arrived unrendered`);
    const file = path.join(folder, `${String(i).padStart(2, '0')}${pagePath.replace(/[^A-Za-z0-9-]+/g, '_')}.html`);
    fs.writeFileSync(file, html);
    files.push(file);
  }
  log(`Checking ${pages.length} pages with the Nu HTML Checker…`);
  const byFile = await validate(files);
  const width = Math.max(...pages.map((p) => p.length));
  console.log('\nNu HTML Checker errors in the server-rendered HTML:\n');
  pages.forEach((pagePath, i) => {
    const all = byFile.get(files[i]);
    const messages = all.filter((m) => !isCssMathFalsePositive(m));
    setAside += all.length - messages.length;
    errors += messages.length;
    console.log(`${messages.length ? '✖' : '✔'} ${pagePath.padEnd(width)}  ${messages.length} error${messages.length === 1 ? '' : 's'}`);
    for (const m of messages) {
      console.log(`    line ${m.lastLine ?? m.firstLine ?? '?'}, column ${m.firstColumn ?? m.lastColumn ?? '?'}: ${m.message}`);
      if (m.extract) console.log(`      ${m.extract.replace(/\s+/g, ' ').trim()}`);
    }
  });
  console.log(`\n${errors} error${errors === 1 ? '' : 's'} on ${pages.length} pages.`);
  if (setAside) console.log(`(${setAside} set aside: vnu's CSS parser rejecting valid max()/min()/clamp() with var().)`);
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
  await site.stop();
}
process.exit(errors ? 1 : 0);
