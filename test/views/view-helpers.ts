/**
 * Helpers for the customization views' tests: mount a view through `configureItem`, reach into its
 * shadow root by part, id and label as a shopper would, and wait for it to render.
 * `viewTest(name)` binds them to one view (`svc-view-<name>`).
 */
import type { LitElement } from 'lit';
import type { ConfigureItemPayload, SvcCart } from '../../src/controller/svc-cart.js';
import { settled as widgetSettled } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { panel } from '../widget/helpers.js';

/** What `configureItem` has come to so far. */
export type Settled = { finalized: boolean } | Error | 'pending';

/** A node's text with white space collapsed ('' for none). */
export const text = (node: Element | null | undefined): string =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The customization router's shadow root. */
export function router(): ShadowRoot | null {
  return panel()?.querySelector('svc-cart-customization')?.shadowRoot ?? null;
}

/** The mounted view element `svc-view-<name>`, or null. */
export function viewElement(name: string): LitElement | null {
  return router()?.querySelector<LitElement>(`svc-view-${name}`) ?? null;
}

/**
 * Starts `configureItem(payload)` and waits until the view `name` shows `ready` (a selector in its
 * shadow root) or the call settles; `state()` tells what it came to so far.
 */
export async function openView(
  svcCart: SvcCart,
  payload: ConfigureItemPayload,
  name: string,
  ready: string,
): Promise<{ settled: Promise<{ finalized: boolean }>; state: () => Settled }> {
  let state: Settled = 'pending';
  const result = svcCart.configureItem(payload);
  result.then(
    (value) => (state = value),
    (error: Error) => (state = error),
  );
  await waitFor(
    () => Boolean(viewElement(name)?.shadowRoot?.querySelector(ready)) || state !== 'pending',
    `the ${name} view`,
  );
  await viewUpdated(name);
  return { settled: result, state: () => state };
}

/** Waits for the widget and the view `name` to render. */
export async function viewUpdated(name: string): Promise<void> {
  await widgetSettled();
  await viewElement(name)?.updateComplete;
}

/** `query` in the view's shadow root. */
export function inView<E extends Element = HTMLElement>(name: string, selector: string): E | null {
  return viewElement(name)?.shadowRoot?.querySelector<E>(selector) ?? null;
}

export function allInView<E extends Element = HTMLElement>(name: string, selector: string): E[] {
  return [...(viewElement(name)?.shadowRoot?.querySelectorAll<E>(selector) ?? [])];
}

/** A part's text with white space collapsed; null when the part is not shown. */
export function partText(name: string, part: string): string | null {
  const element = inView(name, `[part~="${part}"]`);
  return element ? text(element) : null;
}

/** The helpers above bound to the view `svc-view-<name>`, for a test file of that view. */
export function viewTest(name: string) {
  /** The view element; throws when it is not shown (rendered with a shadow root). */
  const element = (): LitElement => {
    const found = viewElement(name);
    if (!found?.shadowRoot) throw new Error(`the ${name} view is not shown`);
    return found;
  };
  const view = (): ShadowRoot => element().shadowRoot!;
  const input = (id: string) => view().querySelector<HTMLInputElement & HTMLTextAreaElement>(`#${id}`)!;
  return {
    element,
    view,
    /** The view's shadow root, or null while it is not there. */
    root: (): ShadowRoot | null => viewElement(name)?.shadowRoot ?? null,
    part: <T extends Element = HTMLElement>(part: string) => view().querySelector<T>(`[part~="${part}"]`),
    input,
    /** The message of the field `id` (its `<id>-error` element), '' for none. */
    errorOf: (id: string) => text(view().getElementById(`${id}-error`)),
    /** Types `value` into the field `id` as the shopper would (one `input` event). */
    fill: (id: string, value: string): void => {
      const field = input(id);
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    },
    /** Opens the view with `configureItem(payload)` until it shows `ready` or the call settles. */
    open: (svcCart: SvcCart, payload: ConfigureItemPayload, ready: string) =>
      openView(svcCart, payload, name, ready),
    updated: () => viewUpdated(name),
  };
}
