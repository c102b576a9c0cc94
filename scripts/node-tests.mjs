#!/usr/bin/env node
// The SDK's tests in Node (sdk/test/node/*.test.mjs), with Node's own test runner: they import the
// built SDK (sdk/dist, built first) and talk to the sandbox over real HTTP. Prints the runner's
// report, then one line `N passed, N failed`; with SVC_SUMMARY_FILE set, writes the counts there as
// JSON `{ passed, failed, skipped }` (scripts/test.mjs adds them to its totals). Exits 1 on a failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TESTS = 'sdk/test/node';
const node = process.execPath;

const built = spawnSync(node, ['scripts/build.mjs'], { stdio: 'inherit' });
const files = readdirSync(TESTS)
  .filter((file) => file.endsWith('.test.mjs'))
  .sort()
  .map((file) => join(TESTS, file));

const dir = mkdtempSync(join(tmpdir(), 'svc-node-tests-'));
const tap = join(dir, 'report.tap');
let status = 1;
if (built.status === 0 && files.length > 0) {
  // The readable report on the console; the TAP report, whose summary has the counts, to a file.
  const run = spawnSync(
    node,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    { stdio: 'inherit' },
  );
  status = run.status ?? 1;
}

/** A count of the TAP summary (`# pass 4`), or 0 when the report has none. */
const count = (report, name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(report)?.[1] ?? 0);
let report = '';
try {
  report = readFileSync(tap, 'utf8');
} catch {
  // No report: the build failed or there are no tests; counted as one failure below.
}
rmSync(dir, { recursive: true, force: true });
const totals = {
  passed: count(report, 'pass'),
  failed: count(report, 'fail') + count(report, 'cancelled'),
  skipped: count(report, 'skipped') + count(report, 'todo'),
};
if (status !== 0 && totals.failed === 0) totals.failed = 1;
if (totals.passed + totals.failed === 0) totals.failed = 1;
if (process.env.SVC_SUMMARY_FILE) writeFileSync(process.env.SVC_SUMMARY_FILE, JSON.stringify(totals));
console.log(`\nSDK in Node: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
