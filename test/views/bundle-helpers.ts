/**
 * Helpers for the bundle view tests: mount a view through `configureItem`, reach into its shadow
 * root by part, role and label, and wait for what the shopper would wait for.
 */
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import type { LitElement } from 'lit';
import { bundleView, findBundle, findLeaf, leafView } from '../../sandbox/catalog.js';
import type { ConfigureItemPayload, SvcCart } from '../../src/controller/svc-cart.js';
import { panel } from '../widget/helpers.js';
import { settled } from '../elements/element-helpers.js';
import { WAIT_LIMIT } from '../shared/wait.js';
import { waitFor } from '../shared/widget-wait.js';

export type Settled = { finalized: boolean } | Error | 'pending';

/** The customization router's shadow root. */
export function router(): ShadowRoot | null {
  return panel()?.querySelector('svc-cart-customization')?.shadowRoot ?? null;
}

/** The mounted view element `svc-view-<name>`, or null. */
export function viewElement(name: string): LitElement | null {
  return router()?.querySelector<LitElement>(`svc-view-${name}`) ?? null;
}

/** Starts `configureItem(payload)` and waits until the view `name` shows `ready`. */
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
  await settled();
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
  return element ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
}

/** The radio or checkbox whose label reads `label` (the label's text starts with it). */
export function choice(name: string, label: string): HTMLInputElement {
  const found = allInView<HTMLLabelElement>(name, 'label').find((element) =>
    (element.textContent ?? '').replace(/\s+/g, ' ').trim().startsWith(label),
  );
  const input = found?.querySelector('input');
  if (!input) throw new Error(`no choice labelled ${label}`);
  return input;
}

/** The button whose accessible name (aria-label, else text) is `label`. */
export function button(name: string, label: string): HTMLButtonElement {
  const found = allInView<HTMLButtonElement>(name, 'button').find(
    (element) =>
      (element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim()) ===
      label,
  );
  if (!found) throw new Error(`no button named ${label}`);
  return found;
}

/** Clicks `target` and waits for the view to render. */
export async function press(name: string, target: HTMLElement, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    target.click();
    await viewUpdated(name);
  }
}

/** Waits until the view shows `text` in `part`. */
export async function waitForText(name: string, part: string, text: string, ms = WAIT_LIMIT): Promise<void> {
  try {
    await waitFor(() => partText(name, part) === text, `${part} to read "${text}"`, ms);
  } catch (error) {
    throw new Error(`${(error as Error).message}; it reads "${partText(name, part)}"`, { cause: error });
  }
}

/**
 * Answers bundle 2 with more plans: each leaf ID becomes a bundle plan, as its plan or variant side
 * (the documented shape: the side it is not is `null`; `plans.<side>.parent` nests the parent).
 */
export function kitWithPlans(worker: SetupWorker, ...leafIds: number[]): void {
  worker.use(
    http.get('*/storefront/v1/bundles/2', ({ request }) => {
      const expand = new URL(request.url).searchParams.getAll('expand[]');
      const view = bundleView(findBundle(2)!, 'USD', expand);
      const extra = leafIds.map((id, index) => {
        const { leaf, parent } = findLeaf(id)!;
        const key = parent.type === 'subscription' ? 'plan' : 'variant';
        const other = key === 'plan' ? 'variant' : 'plan';
        const nested = expand.includes(`plans.${key}.parent`);
        return { id: 100 + index, [key]: leafView(leaf, parent, 'USD', nested), [other]: null };
      });
      return HttpResponse.json({ ...view, plans: [...(view.plans as object[]), ...extra] });
    }),
  );
}
