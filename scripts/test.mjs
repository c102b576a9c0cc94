#!/usr/bin/env node
// `npm test`: typecheck, lint (with import cycles), the browser tests in headless Chromium, Firefox
// ESR and WebKitGTK (web-test-runner, one run per engine, scripts/engines.mjs; WebKit runs the
// shopper's flows, scripts/suites.mjs), the end-to-end checks of the demo server, the SDK's and the
// loader's tests in Node, then the example apps. Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { enginesWanted, ensureEngines } from './engines.mjs';

const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test by name, from the steps' summary files: listed again at the end of the run. */
const failedTests = [];
const node = process.execPath;

/**
 * The counts a step's script wrote to its summary file (`{ passed, failed, skipped, failures }`);
 * its failed tests join the list at the end, named after `name`. A step that wrote none counts as
 * one failure, and so does a browser run whose file says it did not reach its end (`finished: false`:
 * its reporter writes as each test file finishes, scripts/summary-reporter.mjs).
 */
function readSummary(file, name) {
  try {
    const summary = JSON.parse(readFileSync(file, 'utf8'));
    failedTests.push(...(summary.failures ?? []).map((failure) => `${name}: ${failure}`));
    if (summary.finished === false) {
      const early = `${name}: the run ended after ${summary.files} test files, before web-test-runner reported its end`;
      console.log(early);
      failedTests.push(early);
      return { passed: summary.passed, failed: summary.failed + 1, skipped: summary.skipped };
    }
    return { passed: summary.passed, failed: summary.failed, skipped: summary.skipped };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

/** Adds `counts` (passed, failed, skipped) to `sum`. */
function addCounts(sum, counts) {
  for (const key of Object.keys(sum)) sum[key] += counts[key];
}

function step(title, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/**
 * The engines of the browser tests: `SVC_ENGINES`; by default all three, Chromium's and Firefox's
 * run of every test and WebKit's of the shopper's flows (scripts/suites.mjs). `SVC_ENGINES=chromium`
 * runs one engine; `npm run test:browser` is the quick loop, Chromium's browser tests only. The
 * built widget's end-to-end check runs in all three either way.
 */
const engines = enginesWanted(process.env.SVC_ENGINES || 'chromium,firefox,webkit');
try {
  process.env.CHROME_PATH = ensureChromium();
  ensureEngines(engines);
} catch (error) {
  console.error(`\n${error.message}\n`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// 1. Types: one check.
const typesOk =
  step('typecheck (tsconfig.json)', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json']) &&
  step('typecheck (tsconfig.node.json)', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.node.json']);
totals[typesOk ? 'passed' : 'failed'] += 1;
if (!typesOk) failures.push('typecheck');

// 2. Lint, import cycles and format (zero warnings, zero cycles): one check. dpdm counts every import
// between src/ and sdk/src/ files, type-only and `import()` ones too, and lists each cycle it finds.
const lintOk =
  step('lint (eslint)', ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']) &&
  step('import cycles (dpdm)', [
    'node_modules/dpdm/lib/bin/dpdm.js',
    '--no-warning',
    '--no-tree',
    '--exit-code',
    'circular:1',
    'src/**/*.ts',
    'sdk/src/**/*.ts',
  ]) &&
  step('format (prettier --check)', [
    'node_modules/prettier/bin/prettier.cjs',
    '--check',
    '--log-level',
    'warn',
    '.',
  ]);
totals[lintOk ? 'passed' : 'failed'] += 1;
if (!lintOk) failures.push('lint');

// 3. Browser tests, one run per engine. WebKit's files run in `WEBKIT_SHARDS` runs one after the
// other, each with its own display, driver and session, so no WebDriver session runs more than
// half of them (`SVC_SHARD=1/2` runs one). Side by side, the second run to finish now and then
// ended without its counts (docs/decisions.md, "Tests in three engines").
const WEBKIT_SHARDS = 2;
const dir = mkdtempSync(join(tmpdir(), 'svc-test-'));
for (const engine of engines) {
  const stepStarted = Date.now();
  const shards = engine === 'webkit' ? WEBKIT_SHARDS : 1;
  const runs = Array.from({ length: shards }, (_, index) => ({
    summaryFile: join(dir, `wtr-${engine}-${index + 1}.json`),
    env: { SVC_ENGINES: engine, ...(shards > 1 ? { SVC_SHARD: `${index + 1}/${shards}` } : {}) },
  }));
  console.log(`\n▶ browser tests (web-test-runner, ${engine}${shards > 1 ? `, ${shards} shards` : ''})`);
  const statuses = runs.map(({ summaryFile, env }) => {
    const result = spawnSync(
      node,
      ['node_modules/@web/test-runner/dist/bin.js', '--config', 'web-test-runner.config.mjs'],
      { stdio: 'inherit', env: { ...process.env, ...env, SVC_SUMMARY_FILE: summaryFile } },
    );
    // The exit code, or the signal that ended the run.
    return result.status ?? result.signal;
  });
  const counts = { passed: 0, failed: 0, skipped: 0 };
  runs.forEach(({ summaryFile, env }, index) => {
    const run = `${engine}${env.SVC_SHARD ? ` ${env.SVC_SHARD}` : ''}`;
    if (statuses[index] !== 0) console.log(`${run}: web-test-runner ended with ${statuses[index]}`);
    const shard = readSummary(summaryFile, run);
    // A run that stopped with an error but no failed test counts as one failure.
    if (statuses[index] !== 0 && shard.failed === 0) shard.failed = 1;
    addCounts(counts, shard);
  });
  addCounts(totals, counts);
  const minutes = ((Date.now() - stepStarted) / 60_000).toFixed(1);
  console.log(
    `${engine}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in ${minutes} min`,
  );
  if (statuses.some((status) => status !== 0)) failures.push(`browser tests (${engine})`);
}

/**
 * A step whose script writes its counts to SVC_SUMMARY_FILE (`{ passed, failed, skipped }`): they
 * join the totals; a step that wrote none counts as one failure.
 */
function countedStep(title, args, name) {
  const file = join(dir, `${name.replaceAll(' ', '-')}.json`);
  const ok = step(title, args, { SVC_SUMMARY_FILE: file });
  addCounts(totals, readSummary(file, name));
  if (!ok) failures.push(name);
}

// 4. End-to-end checks of the real servers (they build the packages).
countedStep('end-to-end (demo server + Chromium)', ['test/e2e/run.mjs'], 'end-to-end');

// 4b. The SDK (no document: one HTTP client per instance, against the sandbox over HTTP) and the
// package's loader in Node, on the build the end-to-end checks made.
countedStep('the SDK and the loader in Node (node --test)', ['scripts/node-tests.mjs'], 'Node tests');

// 5. The example apps of examples/, installed from the packed packages (scripts/examples.mjs).
countedStep(
  'example apps (npm pack, install, type-check, build, Chromium)',
  ['scripts/examples.mjs'],
  'example apps',
);
rmSync(dir, { recursive: true, force: true });

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failedTests.length) {
  console.log('\nFailed tests:');
  for (const failure of failedTests) console.log(`  ✗ ${failure}`);
}
console.log(`\n${failures.length ? `FAILED: ${failures.join(', ')}` : 'All checks passed'} in ${seconds} s`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failures.length || totals.failed ? 1 : 0);
