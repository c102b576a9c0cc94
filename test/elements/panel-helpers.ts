/** What the drawer's tests share (panel*.test.ts): opening it and finding its parts. */
import { resetMouse } from '@web/test-runner-commands';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { TestSandbox } from '../../sandbox/testing.js';
import { setupWidget } from '../widget/helpers.js';
import { dialog, settled } from './element-helpers.js';

/** Opens the widget on `view` and waits for the drawer to render. */
export async function openPanel(svcCart: SvcCart, view?: string | boolean): Promise<HTMLDialogElement> {
  svcCart.open(view);
  await settled();
  return dialog()!;
}

/** A part of the drawer, also inside the elements it holds (pickers, views), not the summary's. */
export function part<T extends Element = HTMLElement>(name: string): T | null {
  const drawer = dialog();
  if (!drawer) return null;
  const selector = `[part~="${name}"]`;
  const holders = drawer.querySelectorAll('svc-cart-pickers, svc-cart-customization, svc-cart-checkout');
  return (
    drawer.querySelector<T>(selector) ??
    [...holders].map((holder) => holder.shadowRoot?.querySelector<T>(selector)).find(Boolean) ??
    null
  );
}

/**
 * Registers the sandbox and a clean page for a drawer test file (see `setupWidget`); what a test
 * adds to `extras` is removed after it, and the mouse goes back to its place.
 */
export function setupPanel(): { sandbox: () => TestSandbox; extras: Element[] } {
  const sandbox = setupWidget();
  const extras: Element[] = [];
  afterEach(async () => {
    for (const element of extras.splice(0)) element.remove();
    await resetMouse();
  });
  return { sandbox, extras };
}
