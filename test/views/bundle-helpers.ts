/**
 * Helpers for the bundle view tests, besides the views' shared ones (view-helpers.ts, re-exported
 * here): choices and buttons by label, presses, and the bundle answered with more plans.
 */
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { bundleView, findBundle, findLeaf, leafView } from '../../sandbox/catalog.js';
import { WAIT_LIMIT } from '../shared/wait.js';
import { waitFor } from '../shared/widget-wait.js';
import { allInView, partText, text, viewUpdated } from './view-helpers.js';

export {
  allInView,
  inView,
  openView,
  partText,
  router,
  viewElement,
  viewUpdated,
  type Settled,
} from './view-helpers.js';

/** The radio or checkbox whose label reads `label` (the label's text starts with it). */
export function choice(name: string, label: string): HTMLInputElement {
  const found = allInView<HTMLLabelElement>(name, 'label').find((element) => text(element).startsWith(label));
  const input = found?.querySelector('input');
  if (!input) throw new Error(`no choice labelled ${label}`);
  return input;
}

/** The button whose accessible name (aria-label, else text) is `label`. */
export function button(name: string, label: string): HTMLButtonElement {
  const found = allInView<HTMLButtonElement>(name, 'button').find(
    (element) => (element.getAttribute('aria-label') ?? text(element)) === label,
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
