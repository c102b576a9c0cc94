/**
 * Fault injection: added latency, a random error rate, forced failures of named operations, and
 * lost answers (the operation is applied, then answered 503 with no body, as a proxy does when the
 * origin applied the change but the answer did not come back).
 */
import type { SandboxFaults } from './store.js';

/**
 * The header a client may send to inject faults into one request, e.g. `latency=150; fail=cart.addItem`
 * or `failAfter=cart.addItem`.
 */
export const FAULT_HEADER = 'x-sandbox-faults';
/** The same as query parameters: `__latency`, `__errorRate`, `__fail`, `__failAfter` (comma-separated operations). */
export const FAULT_PARAMS = ['__latency', '__errorRate', '__fail', '__failAfter'] as const;

const operations = (value: string) =>
  value
    .split(',')
    .map((op) => op.trim())
    .filter(Boolean);

function parse(entries: [string, string][]): Partial<SandboxFaults> {
  const faults: Partial<SandboxFaults> = {};
  for (const [rawKey, value] of entries) {
    const key = rawKey.replace(/^__/, '').trim();
    if (key === 'latency' && Number(value) >= 0) faults.latency = Number(value);
    if (key === 'errorRate' && Number(value) >= 0 && Number(value) <= 1) faults.errorRate = Number(value);
    if (key === 'fail') faults.fail = operations(value);
    if (key === 'failAfter') faults.failAfter = operations(value);
  }
  return faults;
}

/** Faults asked for by one request (header or query), over the instance's own. */
export function requestFaults(request: Request, base: SandboxFaults): SandboxFaults {
  const header = request.headers.get(FAULT_HEADER);
  const fromHeader = header
    ? parse(header.split(';').map((part) => part.split('=').map((s) => s.trim()) as [string, string]))
    : {};
  const params = new URL(request.url).searchParams;
  const fromQuery = parse(FAULT_PARAMS.filter((p) => params.has(p)).map((p) => [p, params.get(p)!]));
  return { ...base, ...fromHeader, ...fromQuery };
}

/** A small seeded generator, so an error rate gives the same sequence on every run. */
export function seededRandom(seed = 42): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
