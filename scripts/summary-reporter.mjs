// Prints the closing line `N passed, N failed` (", N skipped" only when some were skipped) on a
// line of its own. A test file that failed to load counts as one failure. The summary file also
// names each failed test (`failures`), which `npm test` lists again at the end of the run.
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

export function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        const file = session.testFile.replace(`${process.cwd()}/`, '');
        if (session.testResults) count(session.testResults, totals, file);
        const loadFailed = !session.testResults || (session.errors?.length ?? 0) > 0;
        if (loadFailed && !session.passed) {
          totals.failed += 1;
          totals.failures.push(
            `${file}: did not load or run (${session.errors?.[0]?.message ?? 'no result'})`,
          );
        }
      }
      if (process.env.SVC_SUMMARY_FILE) writeFileSync(process.env.SVC_SUMMARY_FILE, JSON.stringify(totals));
      const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
      process.stdout.write(`\nbrowser: ${totals.passed} passed, ${totals.failed} failed${skipped}\n`);
    },
  };
}
