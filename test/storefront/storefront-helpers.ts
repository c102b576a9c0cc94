/** Harness for the storefront elements' tests. */
import type { SvcContext } from '../../src/storefront/svc-context/svc-context.js';

/** A `<svc-context>` with `attributes` and the shop's markup `inner`, put on the page. */
export function contextOnPage(inner: string, attributes: Record<string, string>): SvcContext {
  const context = document.createElement('svc-context') as SvcContext;
  for (const [name, value] of Object.entries(attributes)) context.setAttribute(name, value);
  context.innerHTML = inner;
  document.body.append(context);
  return context;
}
