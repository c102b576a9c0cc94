/**
 * Harness for the subscription card's tests (`<svc-portal-subscription>`, shown as the list shows
 * it with `subscription-id`): the card's controls by key, typing into a field, the sandbox's own
 * refusal of a save given to the next one, and the changes the card sent.
 */
import { expect } from '@open-wc/testing';
import type { Subscription } from '@svc/sdk';
import { http, HttpResponse } from 'msw';
import { sandboxRequest, type SentRequest } from '../../sandbox/testing.js';
import '../../src/portal/parts/portal-subscriptions.js';
import type { SvcPortalSubscriptions } from '../../src/portal/parts/portal-subscriptions.js';
import type { SvcPortalSubscription } from '../../src/portal/parts/subscription-card.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { waitFor } from '../elements/element-helpers.js';
import { mountPart, type setupWidget } from './portal-helpers.js';

export const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Elements are compared by identity and described in failures: chai's diff of an element would stall the reporter. */
export const describeNode = (node: Element | null | undefined) =>
  node ? node.outerHTML.slice(0, 160) : 'nothing';
export const expectNothing = (node: Element | null | undefined) =>
  expect(describeNode(node)).to.equal('nothing');
export const expectSame = (actual: Element | null | undefined, wanted: Element | null | undefined) =>
  expect(actual === wanted, `expected ${describeNode(wanted)}, got ${describeNode(actual)}`).to.equal(true);

/** One subscription's card, shown as the list shows it with `subscription-id`. */
export interface Card {
  element: SvcPortalSubscription;
  root: ShadowRoot;
  part<E extends HTMLElement = HTMLElement>(name: string, within?: string): E | null;
  input(key: string): HTMLInputElement | null;
  save(key: string): HTMLButtonElement;
  error(key: string): string;
  updated(): Promise<void>;
}

/** `selector` in the shadow root of the view `tag` open in `card`'s editor, or null. */
export const inEditor = (card: Card, tag: string, selector: string) =>
  card.root.querySelector(tag)?.shadowRoot?.querySelector(selector) ?? null;

export async function mountCard(svcCart: SvcCart, id: number): Promise<Card> {
  const spot = await mountPart('span', svcCart);
  const list = document.createElement('svc-portal-subscriptions') as SvcPortalSubscriptions;
  list.subscriptionId = id;
  spot.replaceWith(list);
  await waitFor(
    () => Boolean(list.shadowRoot?.querySelector('svc-portal-subscription')?.shadowRoot?.firstElementChild),
    `subscription ${id}`,
  );
  const element = list.shadowRoot!.querySelector('svc-portal-subscription')!;
  const root = element.shadowRoot!;
  const form = (key: string) => root.querySelector(`#${key}`)!.closest('form')!;
  return {
    element,
    root,
    part: <E extends HTMLElement>(name: string, within = '') =>
      root.querySelector<E>(`${within} [part~="${name}"]`.trim()),
    input: (key) => root.querySelector<HTMLInputElement>(`input#${key}`),
    save: (key) => form(key).querySelector<HTMLButtonElement>('button[type="submit"]')!,
    error: (key) => text(root.querySelector(`#${key}-error`)),
    updated: async () => {
      await element.updateComplete;
    },
  };
}

export async function type(card: Card, key: string, value: string): Promise<void> {
  const input = card.input(key)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await card.updated();
}

/** The signed-in customer's token (for a request straight to the sandbox). */
const token = () => /(?:^|; )svc_access_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';

/**
 * What the tests ask of the sandbox of `setupWidget()`: a refusal of the next save, a stored
 * subscription, and the changes sent to a path.
 */
export function subscriptionSandbox(sandbox: ReturnType<typeof setupWidget>) {
  /**
   * The sandbox's own 422 for `body` at `PUT path`, asked directly, then given once to the next
   * save at that path (the editor sends a valid body of its own). Resolves with that answer.
   */
  async function refuseNextSave(path: string, body: unknown) {
    const real = await sandboxRequest('PUT', path, body, token());
    expect(real.status).to.equal(422);
    sandbox().worker.use(
      http.put(`*/storefront/v1${path}`, () => HttpResponse.json(real.body, { status: 422 }), {
        once: true,
      }),
    );
    return real;
  }
  const stored = (id: number) =>
    (sandbox().store.subscriptions as unknown as Subscription[]).find(
      (subscription) => subscription.id === id,
    )!;
  const changes = async (path: string): Promise<SentRequest[]> =>
    (await sandbox().sent()).filter((request) => request.method !== 'GET' && request.path === path);
  return { refuseNextSave, stored, changes };
}
