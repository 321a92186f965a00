// `npm test`: every suite, in order, then one summary line.
//   lint · backend type check · backend unit · backend integration (real PostgreSQL) ·
//   frontend type check · frontend components (jest) · browser (Chromium)
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureChromium, ensureInstalled, log, NPM, ROOT, run, runCaptured } from './lib.mjs';

const OUT = path.join(ROOT, '.test-output');
fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
const started = Date.now();

// Before anything slow: the browser step needs Chromium (installed here as root with apt).
const chromium = await ensureChromium();
await ensureInstalled();
await ensureBuilt();

const results = [];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function jestSuite(name, workspace, script) {
  const outputFile = path.join(OUT, `${name.replace(/\W+/g, '-')}.json`);
  log(`Running ${name}…`);
  const t0 = Date.now();
  const code = await run(NPM, ['run', script, '-w', workspace, '--silent', '--', '--ci', '--json', `--outputFile=${outputFile}`]);
  const report = readJson(outputFile);
  const passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 0;
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  // A suite that failed to load, or a crash, counts as a failure even with no failed test.
  if (code !== 0 && failed === 0) failed = Math.max(1, report?.numFailedTestSuites ?? 0);
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(ROOT, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push({ title: `${where} › ${t.fullName}`, message: t.failureMessages?.join('\n') });
    // A file that failed without a failed test (it did not load, or a hook threw) says why in its own message.
    if (file.status === 'failed' && failedTests.length === 0) failures.push({ title: where, message: file.message });
  }
  return { name, passed, failed, skipped, seconds: (Date.now() - t0) / 1000, failures };
}

/**
 * A step that passes or fails as a whole; `workspace` null runs the root package's script. `captured` keeps its
 * output aside and prints it when the step ends, for a step that runs beside others.
 */
async function checkStep(name, workspace, script, { captured = false } = {}) {
  log(`Running ${name}${captured ? ' (beside the next steps; its output follows when it ends)' : ''}…`);
  const t0 = Date.now();
  const args = ['run', script, ...(workspace ? ['-w', workspace] : []), '--silent'];
  let code;
  if (captured) {
    const result = await runCaptured(NPM, args);
    code = result.code;
    log(`${name} ${code === 0 ? 'passed' : 'failed'}${result.output.trim() ? `:\n${result.output.trimEnd()}` : ''}`);
  } else {
    code = await run(NPM, args);
  }
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, seconds: (Date.now() - t0) / 1000 };
}

async function browserSuite() {
  const name = 'browser (Chromium)';
  const outputFile = path.join(OUT, 'browser.json');
  log(`Running ${name} with ${chromium}…`);
  const t0 = Date.now();
  const code = await run(NPM, ['run', 'test:e2e', '-w', 'frontend', '--silent'], {
    env: { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_FILE: outputFile },
  });
  const report = readJson(outputFile);
  const stats = report?.stats;
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.find((r) => r.error)?.error;
        failures.push({ title: [...titles, spec.title].join(' › '), message: error?.message ?? error?.value });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  return { name, passed, failed, skipped: stats?.skipped ?? 0, seconds: (Date.now() - t0) / 1000, failures };
}

// Lint and the type checks each keep one core busy for about a minute (ESLint and tsc are single-threaded), so
// on two cores lint runs beside the type checks and the backend's unit tests instead of before them.
const [lint, checks] = await Promise.all([
  checkStep('lint', null, 'lint', { captured: true }),
  (async () => [
    await checkStep('backend type check', 'backend', 'typecheck'),
    await jestSuite('backend unit', 'backend', 'test:unit'),
    await checkStep('frontend type check', 'frontend', 'typecheck'),
  ])(),
]);
results.push(lint, ...checks);
results.push(await jestSuite('backend integration', 'backend', 'test:integration'));
results.push(await jestSuite('frontend components', 'frontend', 'test:unit'));
results.push(await browserSuite());

const total = results.reduce(
  (acc, r) => ({ passed: acc.passed + r.passed, failed: acc.failed + r.failed, skipped: acc.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
// The failed tests, named with the first lines of why, come last: the end of the output is what a CI log shows.
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => ({ ...f, suite: r.name })));
if (failures.length) {
  console.log('\nFailed tests');
  for (const f of failures) {
    const lines = String(f.message ?? '')
      // eslint-disable-next-line no-control-regex -- the colours jest and Playwright put in their messages
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((l) => l.trimEnd())
      .filter((l) => l && !/node_modules|\(<anonymous>\)|node:internal/.test(l));
    console.log(`  ✖ [${f.suite}] ${f.title}`);
    for (const line of lines.slice(0, 8)) console.log(`      ${line}`);
  }
}
console.log('\nSuite results');
for (const r of results) {
  const mark = r.failed ? '✖' : '✔';
  console.log(`  ${mark} ${r.name.padEnd(24)} ${String(r.passed).padStart(4)} passed  ${String(r.failed).padStart(3)} failed  (${r.seconds.toFixed(1)} s)`);
}
console.log(`  total time ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed ? 1 : 0);
