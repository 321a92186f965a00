// `npm run bench:lighthouse [-- --runs 3]` — Lighthouse (mobile, simulated throttling) on the built site
// with the demo data: the four scores, LCP, CLS and TBT of every public page (scripts/bench-pages.mjs), then
// the pages below issue 28's targets. Prints figures, asserts nothing.
// With --runs N each page is measured N times and the median run is shown (Lighthouse's own pick);
// --only <text> measures only the pages whose path contains the text (while working on one page); --save <dir>
// keeps each page's full report (JSON) there.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pageAddresses } from './bench-pages.mjs';
import { benchTools, ensureBuilt, ensureChromium, ensureInstalled, log, startBuiltServer, waitForUrl } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3398' },
    /** A folder to keep each page's full report in (JSON), to look at what a figure is made of. */
    save: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 1);
const PORT = Number(args.port);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

await ensureInstalled();
await ensureBuilt();
const { lighthouse, computeMedianRun } = await benchTools();

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Headless Chromium with a debugging port for Lighthouse to drive; resolves with its port and a stop(). */
async function startChromium() {
  const binary = await ensureChromium({ full: true });
  const port = await freePort();
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-lighthouse-chrome-'));
  const chrome = spawn(
    binary,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  const stop = async () => {
    if (chrome.exitCode === null && chrome.signalCode === null) chrome.kill('SIGTERM');
    await exited;
    // Chrome's helper processes may still write to the profile for a moment after the browser exits.
    fs.rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    await waitForUrl(`http://127.0.0.1:${port}/json/version`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

/** The hosts' benchmarkIndex over the pages measured: one figure, or the lowest and highest. */
function benchmarkIndexes(results) {
  const values = results.map(([, lhr]) => Math.round(lhr.environment?.benchmarkIndex ?? NaN)).filter(Number.isFinite);
  if (!values.length) return 'unknown';
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? String(low) : `${low}–${high}`;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function row(cells, widths) {
  return `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
}

/** Issue 28's targets for every public page (median of 3 runs, mobile). */
const TARGETS = { performance: 95, tbtMs: 150, lcpMs: 2000, cls: 0 };

/** One line per page (perf, a11y, TBT, LCP, CLS), then the pages below a target and what misses. */
function summarize(results) {
  const misses = [];
  console.log(
    `\nSummary (targets: perf ≥ ${TARGETS.performance}, TBT ≤ ${TARGETS.tbtMs} ms, ` +
      `LCP ≤ ${seconds(TARGETS.lcpMs)}, CLS ${TARGETS.cls}):`,
  );
  for (const [pattern, lhr] of results) {
    const perf = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const a11y = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
    const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    console.log(
      `  ${pattern.padEnd(28)} perf ${String(perf).padStart(3)}  a11y ${String(a11y).padStart(3)}  ` +
        `TBT ${String(tbt).padStart(4)} ms  LCP ${seconds(lcp)}  CLS ${cls.toFixed(2)}`,
    );
    const missed = [
      !(perf >= TARGETS.performance) && `perf ${perf}`,
      !(tbt <= TARGETS.tbtMs) && `TBT ${tbt} ms`,
      !(lcp <= TARGETS.lcpMs) && `LCP ${seconds(lcp)}`,
      // Lighthouse rounds to 0.00 what no one sees; more is a shift.
      !(cls < 0.005) && `CLS ${cls.toFixed(2)}`,
    ].filter(Boolean);
    if (missed.length) misses.push(`${pattern} (${missed.join(', ')})`);
  }
  console.log(`Below target: ${misses.length ? `\n  ${misses.join('\n  ')}` : 'none'}`);
}

log('Starting the built site on demo data…');
const site = await startBuiltServer({ port: PORT, env: { DEMO_DATA: 'true' } });
let chrome;
try {
  // --only matches the page's pattern or its address ('/profile/:id' or the demo profile's id).
  const pages = (await pageAddresses(site.baseUrl)).filter(
    ({ pattern, url }) => !args.only || pattern.includes(args.only) || url.includes(args.only),
  );
  if (!pages.length) throw new Error(`No page path contains "${args.only}"`);

  chrome = await startChromium();
  const results = [];
  for (const { pattern, url: pagePath } of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP): such a run is done again, twice at most.
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        log(`Lighthouse ${pagePath}${RUNS > 1 ? ` (run ${i + 1} of ${RUNS})` : ''}${attempt > 1 ? `, attempt ${attempt}` : ''}…`);
        const result = await lighthouse(`${site.baseUrl}${pagePath}`, {
          port: chrome.port,
          hostname: '127.0.0.1',
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        const error = result ? result.lhr.runtimeError : { message: 'no result' };
        if (!error) {
          runs.push(result.lhr);
          break;
        }
        console.error(`  ${pagePath}: ${error.message}`);
      }
    }
    if (!runs.length) {
      console.error(`  ${pagePath}: no run succeeded, left out of the table`);
      continue;
    }
    results.push([pattern, RUNS > 1 ? computeMedianRun(runs) : runs[0]]);
    if (args.save) {
      fs.mkdirSync(args.save, { recursive: true });
      const name = pattern.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'home';
      fs.writeFileSync(path.join(args.save, `${name}.json`), JSON.stringify(results.at(-1)[1]));
    }
  }
  if (!results.length) throw new Error('No page could be measured');

  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT'];
  const lines = results.map(([pattern, lhr]) => {
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return [
      pattern,
      ...CATEGORIES.map(score),
      seconds(audit('largest-contentful-paint')),
      audit('cumulative-layout-shift').toFixed(2),
      `${Math.round(audit('total-blocking-time'))} ms`,
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => String(line[i]).length)));
  console.log(
    `\nLighthouse ${results[0][1].lighthouseVersion}, mobile, simulated throttling, ` +
      `${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'} per page, ${os.cpus().length} cores, ` +
      // Lighthouse's own measure of the host's CPU (higher is faster; its docs call a typical desktop 1,000 to
      // 2,000): the simulated phone's figures scale with it, so runs on two machines are compared by it.
      `benchmarkIndex ${benchmarkIndexes(results)}:\n`,
  );
  console.log(row(header, widths));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(row(line, widths));
  // The audits that cost the most, so a figure can be acted on.
  console.log('\nLargest shifts and failed checks:');
  for (const [pagePath, lhr] of results) {
    const failed = Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    const shifts = (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.node?.selector ?? item.node?.nodeLabel ?? '?'} ${Number(item.score).toFixed(3)}`);
    console.log(`  ${pagePath}: failed [${failed.join(', ') || 'none'}]; shifts [${shifts.join('; ') || 'none'}]`);
  }
  summarize(results);
} finally {
  await chrome?.stop();
  await site.stop();
}
