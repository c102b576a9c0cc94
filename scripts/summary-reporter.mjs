// Prints the closing line `N passed, N failed` (", N skipped" only when some were skipped) on a
// line of its own. A test file that failed to load counts as one failure.
import { writeFileSync } from 'node:fs';

function count(suite, totals) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites ?? []) count(child, totals);
}

export function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, totals);
        const loadFailed = !session.testResults || (session.errors?.length ?? 0) > 0;
        if (loadFailed && !session.passed) totals.failed += 1;
      }
      if (process.env.SVC_SUMMARY_FILE) writeFileSync(process.env.SVC_SUMMARY_FILE, JSON.stringify(totals));
      const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
      process.stdout.write(`\nbrowser: ${totals.passed} passed, ${totals.failed} failed${skipped}\n`);
    },
  };
}
