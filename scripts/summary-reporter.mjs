// Prints the closing line `N passed, N failed` (", N skipped" only when some were skipped) on a
// line of its own. A test file that failed to load counts as one failure. The summary file also
// names each failed test (`failures`), which `npm test` lists again at the end of the run.
//
// The file is written as each test file finishes (`finished: false`, with `files` reported so
// far), and once more when the run ends (`finished: true`): a run that ends before web-test-runner
// reports its end still leaves the counts of every file it finished.
import { writeFileSync } from 'node:fs';

function count(suite, totals, file, path = []) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else {
      totals.failed += 1;
      const message = String(test.error?.message ?? '').split('\n')[0];
      totals.failures.push(`${file} › ${[...path, test.name].join(' › ')}: ${message}`);
    }
  }
  for (const child of suite.suites ?? []) count(child, totals, file, [...path, child.name]);
}

/** Adds the results of one finished session to `totals`. */
function countSession(session, totals) {
  const file = session.testFile.replace(`${process.cwd()}/`, '');
  if (session.testResults) count(session.testResults, totals, file);
  const loadFailed = !session.testResults || (session.errors?.length ?? 0) > 0;
  if (loadFailed && !session.passed) {
    totals.failed += 1;
    totals.failures.push(`${file}: did not load or run (${session.errors?.[0]?.message ?? 'no result'})`);
  }
}

/** The counts of `sessions`; `files` is how many test files they are. */
function countAll(sessions, files, finished) {
  const totals = { passed: 0, failed: 0, skipped: 0, failures: [], files, finished };
  for (const session of sessions) countSession(session, totals);
  return totals;
}

function write(totals) {
  if (process.env.SVC_SUMMARY_FILE) writeFileSync(process.env.SVC_SUMMARY_FILE, JSON.stringify(totals));
}

export function summaryReporter() {
  /** The sessions of each test file reported so far. */
  const reported = new Map();
  let finished = false;
  return {
    start() {
      // web-test-runner holds back what its process logs through `console` and may end before it
      // shows it: an error that stops the run, and a run's early end, are written directly.
      process.on('uncaughtException', (error) => {
        process.stderr.write(`\nweb-test-runner stops on an uncaught error: ${error?.stack ?? error}\n`);
      });
      process.once('exit', (code) => {
        if (!finished)
          process.stderr.write(
            `\nweb-test-runner ended (code ${code}) after ${reported.size} test files, before the end of its run\n`,
          );
      });
    },
    reportTestFileResults({ sessionsForTestFile, testFile }) {
      reported.set(testFile, sessionsForTestFile);
      write(countAll([...reported.values()].flat(), reported.size, false));
    },
    onTestRunFinished({ sessions }) {
      const all = [...sessions];
      const totals = countAll(all, new Set(all.map((session) => session.testFile)).size, true);
      write(totals);
      finished = true;
      const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
      process.stdout.write(`\nbrowser: ${totals.passed} passed, ${totals.failed} failed${skipped}\n`);
    },
  };
}
