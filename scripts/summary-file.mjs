// The counts a step of `npm test` leaves for it (scripts/test.mjs reads SVC_SUMMARY_FILE): passed,
// failed, skipped, and each failure by name, which `npm test` lists again at the end of its run.
import { writeFileSync } from 'node:fs';

/**
 * Writes the summary of `results` (`{ name, ok, error? }` each; `where`, when given, is put before
 * the name, such as the check's file) to SVC_SUMMARY_FILE when it is set, and returns the counts.
 */
export function writeSummaryFile(results) {
  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  const failures = results
    .filter((result) => !result.ok)
    .map((result) => `${result.where ? `${result.where} › ` : ''}${result.name}: ${result.error}`);
  if (process.env.SVC_SUMMARY_FILE)
    writeFileSync(process.env.SVC_SUMMARY_FILE, JSON.stringify({ passed, failed, skipped: 0, failures }));
  return { passed, failed };
}
