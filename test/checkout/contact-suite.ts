/**
 * Harness for the contact step's tests (contact.test.ts, contact-new-guest.test.ts,
 * contact-social.test.ts): the step opened, its fields, and the suite's sandbox with its readers.
 */
import type { CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import type { SvcCartEventType } from '../../src/controller/events.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { SentRequest } from '../../sandbox/testing.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { buttonNamed, checkoutUpdated, field, stepElement, stepRoot, type } from './checkout-helpers.js';

/** The data of every `eventType` event from now on. */
export function record(svcCart: SvcCart, eventType: SvcCartEventType): unknown[] {
  const seen: unknown[] = [];
  svcCart.events.on(eventType, (_error, data) => seen.push(data));
  return seen;
}

/** The focused element, named for assertions: `#id`, else tag, part and text (cheap to print). */
export function focused(): string {
  const element = deepActiveElement();
  if (!element) return 'nothing';
  if (element.id) return `#${element.id}`;
  const part = element.getAttribute('part');
  return `${element.localName}${part ? `[part=${part}]` : ''} ${(element.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
}

/** The contact step's root, whichever form it shows. */
export const contact = () => stepRoot('contact');

/** Waits until the contact step shows the form with `heading`. */
export async function formShown(heading: string): Promise<ShadowRoot> {
  await waitFor(
    () =>
      stepElement('contact')?.shadowRoot?.querySelector('[part~="contact-heading"]')?.textContent?.trim() ===
      heading,
    `the "${heading}" form`,
  );
  await checkoutUpdated();
  return contact();
}

/** The message next to a field (its `<id>-error`). */
export const errorOf = (id: string) => contact().getElementById(`${id}-error`)?.textContent?.trim() ?? '';

/** Starts the widget with a mug (needs delivery) in the cart; `config` as startWidget's. */
export async function startWithMug(config: Parameters<typeof startWidget>[0] = {}): Promise<SvcCart> {
  const svcCart = await startWidget(config);
  await svcCart.addItem({ productId: 201, quantity: 1 });
  return svcCart;
}

/** Types the email and presses Continue; waits for the form that follows. */
export async function continueWith(email: string, next: string): Promise<ShadowRoot> {
  type(field(contact(), 'email'), email);
  buttonNamed(contact(), 'Continue').click();
  return formShown(next);
}

/** Waits until the step is done and the store shows `step`. */
export async function movedTo(store: CheckoutStore, step: string): Promise<void> {
  // After a sign-in the express path may go on past the next step: its end is where it stopped.
  await waitFor(() => store.step === step && !store.busy.has('express'), `the ${step} step`);
}

export const pick = (requests: SentRequest[]) => requests.map((r) => [r.method, r.path, r.body]);

/** The sandbox set up for each test of the suite, and the readers its tests share. */
export function contactSuite() {
  const sandbox = setupWidget();

  /** The sign-in, customer and attach requests that left the client (not other steps' loads). */
  const accountRequests = async () =>
    pick(
      (await sandbox().sent()).filter(
        (r) =>
          r.path.startsWith('/auth/') ||
          r.path === '/customers/me' ||
          /^\/carts\/[^/]+\/customer$/.test(r.path),
      ),
    );
  return { sandbox, accountRequests };
}
