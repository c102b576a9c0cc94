/**
 * Helpers for the element tests: reach into the widget's shadow roots as a user's tools would
 * (by part, role and label), follow focus through shadow roots, and wait for nested elements.
 */
import { sendKeys } from '@web/test-runner-commands';
import type { LitElement } from 'lit';
import { panel, rendered } from '../widget/helpers.js';
import { WAIT_LIMIT } from '../shared/wait.js';

export function root(): HTMLElement & { shadowRoot: ShadowRoot } {
  return document.querySelector('svc-cart-root') as HTMLElement & { shadowRoot: ShadowRoot };
}

export function panelElement(): LitElement {
  return root().shadowRoot.querySelector('svc-cart-panel') as LitElement;
}

export function buttonElement(): LitElement {
  return root().shadowRoot.querySelector('svc-cart-button') as LitElement;
}

/** The drawer, or null when the panel draws nothing. */
export function dialog(): HTMLDialogElement | null {
  return panel() as HTMLDialogElement | null;
}

/** The floating button, or null when hidden. */
export function cartButton(): HTMLButtonElement | null {
  return buttonElement()?.shadowRoot?.querySelector('button') ?? null;
}

/** The error view's shadow root (the view must be shown). */
export function errorView(): ShadowRoot {
  return dialog()!.querySelector('svc-cart-error')!.shadowRoot!;
}

/** The focused element, through shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Presses Tab until the focused element (through shadow roots) matches `accepts`, at most `presses` times. */
export async function tabTo(
  accepts: (element: Element) => boolean,
  what: string,
  presses = 60,
): Promise<Element> {
  for (let pressed = 0; pressed < presses; pressed += 1) {
    const active = deepActiveElement();
    if (active && accepts(active)) return active;
    await sendKeys({ press: 'Tab' });
  }
  throw new Error(`Tab never reached ${what}`);
}

/** Whether `node` is inside `container`, through shadow roots. */
export function containsDeep(container: Node, node: Node | null): boolean {
  for (let current = node; current;) {
    if (container.contains(current)) return true;
    const rootNode = current.getRootNode();
    current = rootNode instanceof ShadowRoot ? rootNode.host : null;
  }
  return false;
}

/** Waits for the root, the panel, the button and the panel's own child elements to render. */
export async function settled(): Promise<void> {
  await rendered();
  const children = [...(dialog()?.querySelectorAll('svc-cart-error, svc-cart-summary') ?? [])];
  await Promise.all(children.map((child) => (child as LitElement).updateComplete));
}

/** Polls `check` until it is true (or fails after `ms`), re-rendering in between. */
export async function waitFor(check: () => boolean, what: string, ms = WAIT_LIMIT): Promise<void> {
  const start = performance.now();
  for (;;) {
    await settled();
    if (check()) return;
    if (performance.now() - start > ms) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
