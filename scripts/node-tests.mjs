#!/usr/bin/env node
// The tests in Node (sdk/test/node/*.test.mjs and test/node/*.test.mjs), with Node's own test
// runner: they import the built packages (sdk/dist and the widget package's loader, built first), and
// the SDK's talk to the sandbox over real HTTP. The build runs only when it is older than the
// sources (scripts/built.mjs): in `npm test`, the end-to-end checks before this step built it. Prints the runner's
// report, then one line `N passed, N failed`; with SVC_SUMMARY_FILE set, writes the counts there as
// JSON `{ passed, failed, skipped }` (scripts/test.mjs adds them to its totals). Exits 1 on a failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from './built.mjs';

const TESTS = ['sdk/test/node', 'test/node'];
const node = process.execPath;

let built = false;
try {
  console.log(`the packages: ${buildIfNeeded()}`);
  built = true;
} catch (error) {
  console.error(`npm run build failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
}
const files = TESTS.flatMap((folder) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.test.mjs'))
    .sort()
    .map((file) => join(folder, file)),
);

const dir = mkdtempSync(join(tmpdir(), 'svc-node-tests-'));
const tap = join(dir, 'report.tap');
let status = 1;
if (built && files.length > 0) {
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
console.log(`\nIn Node: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
