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

/**
 * What a visitor reads in `element`: its shadow root's text (Lit's comment markers skipped, the
 * slot read as the element's own content), or its own text without a shadow root.
 */
export function shown(element: Element | null | undefined): string {
  const root = element?.shadowRoot;
  if (!root) return element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const slot = root.querySelector('slot');
  return [...root.childNodes]
    .map((node) =>
      node === slot ? element!.textContent : node.nodeType === Node.COMMENT_NODE ? '' : node.textContent,
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
