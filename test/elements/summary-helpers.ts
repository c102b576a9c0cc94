/**
 * Harness for the summary and line elements: a test-only context provider fed by a started
 * controller (independent of the panel), shadow DOM queries by part, and a gate that holds one
 * request in flight so busy states can be seen.
 */
import { ContextProvider } from '@lit/context';
import { fixture, html } from '@open-wc/testing';
import { http } from 'msw';
import { svcCartContext } from '../../src/controller/context.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import '../../src/elements/svc-cart-summary/index.js';
import '../../src/elements/svc-cart-line/index.js';
import type { SvcCartSummary } from '../../src/elements/svc-cart-summary/index.js';
import type { SvcCartLine } from '../../src/elements/svc-cart-line/index.js';
import type { CartItem } from '../../src/core/cart-model.js';
import type { TestSandbox } from '../../sandbox/testing.js';
import { startWidget } from '../widget/helpers.js';

/** A `<div>` that provides `svcCart` by context, as `<svc-cart-root>` does, with `child` in it. */
async function provide<T extends HTMLElement>(svcCart: SvcCart, child: T): Promise<T> {
  const host = await fixture<HTMLDivElement>(html`<div class="test-provider"></div>`);
  new ContextProvider(host, { context: svcCartContext, initialValue: svcCart });
  host.append(child);
  await (child as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  return child;
}

/** `<svc-cart-summary>` under a provider of `svcCart`, rendered with its lines. */
export async function mountSummary(svcCart: SvcCart): Promise<SvcCartSummary> {
  const summary = await provide(svcCart, document.createElement('svc-cart-summary'));
  await settled(summary);
  return summary;
}

/** `<svc-cart-line>` alone under a provider of `svcCart`, showing `item`. */
export async function mountLine(svcCart: SvcCart, item: CartItem): Promise<SvcCartLine> {
  const line = document.createElement('svc-cart-line');
  line.item = item;
  return provide(svcCart, line);
}

/** Waits for the summary and every line in it to finish rendering. */
export async function settled(summary: SvcCartSummary): Promise<void> {
  await summary.updateComplete;
  await Promise.all(lines(summary).map((line) => line.updateComplete));
}

/** The first node in `host`'s shadow root with `name` among its parts. */
export function part<T extends HTMLElement = HTMLElement>(host: Element, name: string): T | null {
  return host.shadowRoot!.querySelector<T>(`[part~="${name}"]`);
}

export function parts(host: Element, name: string): HTMLElement[] {
  return [...host.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
}

export function lines(summary: SvcCartSummary): SvcCartLine[] {
  return [...summary.shadowRoot!.querySelectorAll('svc-cart-line')];
}

/** The line whose name part reads `name`. */
export function lineNamed(summary: SvcCartSummary, name: string): SvcCartLine {
  const line = lines(summary).find((candidate) => text(part(candidate, 'name')) === name);
  if (!line) throw new Error(`No line named ${name}: ${lines(summary).map((l) => text(part(l, 'name')))}`);
  return line;
}

/** Visible text with whitespace collapsed (Intl's no-break spaces too). */
export function text(node: Node | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Texts of every node with `name` among its parts. */
export function texts(host: Element, name: string): string[] {
  return parts(host, name).map((node) => text(node));
}

/** The totals as `label → value`, in order. */
export function totals(summary: SvcCartSummary): [string, string][] {
  return parts(summary, 'totals-row').map((row) => [
    text(row.querySelector('dt')),
    [...row.querySelectorAll('dd')].map((dd) => text(dd)).join(' | '),
  ]);
}

/** Types `value` into an input the way a user does (value, then an input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  input.focus();
  input.value = value;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}

/** Types `code` into the entry of `kind` and presses its button. */
export function submitCode(summary: SvcCartSummary, kind: 'coupon' | 'gift-card', code: string): void {
  typeInto(part<HTMLInputElement>(summary, `${kind}-input`)!, code);
  // Pressed as a user does: the button takes the focus first.
  const button = part(summary, `${kind}-button`)!;
  button.focus();
  button.click();
}

/** `'present'` or `'absent'`: assertions on nodes without putting DOM nodes into failure messages. */
export function presence(node: Node | null | undefined): 'present' | 'absent' {
  return node ? 'present' : 'absent';
}

/**
 * Where the focus is inside `host`, as text: the focused node's part, prefixed with the name of
 * the line it is in (`Ceramic Mug › increase`); `none` when the focus is elsewhere.
 */
export function focusedPart(host: Element): string {
  let active = host.shadowRoot!.activeElement;
  let line = '';
  while (active?.shadowRoot?.activeElement) {
    if (active.localName === 'svc-cart-line') line = `${text(part(active, 'name'))} › `;
    active = active.shadowRoot.activeElement;
  }
  return active ? `${line}${active.getAttribute('part') ?? active.localName}` : 'none';
}

/**
 * Holds the next `method` request whose path matches `path` (e.g. `/carts/:cartId/items/:itemId`)
 * until `release()`; the sandbox answers it then.
 */
export function hold(sandbox: TestSandbox, method: 'patch' | 'delete' | 'post', path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const seen = new Promise<void>((resolve) => (arrived = resolve));
  sandbox.worker.use(
    http[method](
      `*/storefront/v1${path}`,
      async () => {
        arrived();
        await released;
        return undefined;
      },
      { once: true },
    ),
  );
  return { release, arrived: seen };
}

/** A started widget whose cart holds `payloads`, added in order. */
export async function cartWith(...payloads: Parameters<SvcCart['addItem']>[0][]): Promise<SvcCart> {
  const svcCart = await startWidget();
  for (const payload of payloads) await svcCart.addItem(payload);
  return svcCart;
}
