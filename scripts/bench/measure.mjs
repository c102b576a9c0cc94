// What the bench scripts share beside the browser: the median of a set of figures, and the
// sandbox's CPU priority.
import { setPriority } from 'node:os';

/** The median of the finite `values`; NaN when there are none. */
export const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The sandbox stands for an API on another machine, but here it shares the CPU with the browser
 * under test: on a machine with few cores its answers then wait for the page's own work (a
 * "150 ms" answer took 151–287 ms while the widget's chunks loaded, on 2 cores). At a higher
 * priority (nice −10) it answers when its latency is up, as a remote server would. Raising a
 * priority needs root (or CAP_SYS_NICE): returns whether it was raised; without it the sandbox
 * runs as before.
 */
export function raiseSandboxPriority(pid) {
  try {
    setPriority(pid, -10);
    return true;
  } catch {
    return false;
  }
}
