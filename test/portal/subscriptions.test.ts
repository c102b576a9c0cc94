/**
 * The portal's subscriptions (`<svc-portal-subscriptions>`): the signed-in customer's list, page
 * by page, filtered by status, each card with what happens next, its status in words, its box or
 * answers and add-ons; one subscription by `subscription-id` (another customer's: not found);
 * loading, empty and failed states; axe and the keyboard. Customer 1 of the sandbox has
 * subscriptions 1–9 in every status (5 per page); customer 2 owns 20.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Subscription } from '@svc/sdk';
import { http, HttpResponse } from 'msw';
import '../../src/portal/parts/portal-subscriptions.js';
import type { SvcPortalSubscriptions } from '../../src/portal/parts/portal-subscriptions.js';
import type { SvcPortalSubscription } from '../../src/portal/parts/subscription-card.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { deepActiveElement, tabTo } from '../elements/element-helpers.js';
import { pressShiftTab } from '../shared/keys.js';
import { waitFor } from '../shared/widget-wait.js';
import { mountPart, setupWidget, signedInWidget } from './portal-helpers.js';

const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Elements are compared by identity and described in failures: chai's diff of an element would stall the reporter. */
const describeNode = (node: Element | null | undefined) => (node ? node.outerHTML.slice(0, 160) : 'nothing');
const expectNothing = (node: Element | null | undefined) => expect(describeNode(node)).to.equal('nothing');
const expectSame = (actual: Element | null | undefined, wanted: Element | null | undefined) =>
  expect(actual === wanted, `expected ${describeNode(wanted)}, got ${describeNode(actual)}`).to.equal(true);
const cards = (list: SvcPortalSubscriptions) => [
  ...list.shadowRoot!.querySelectorAll<SvcPortalSubscription>('svc-portal-subscription'),
];
const card = (list: SvcPortalSubscriptions, id: number) => {
  const found = cards(list).find((element) => element.subscription?.id === id);
  if (!found?.shadowRoot) throw new Error(`subscription ${id} is not shown`);
  return found.shadowRoot;
};
const ids = (list: SvcPortalSubscriptions) => cards(list).map((element) => element.subscription!.id);
const part = (list: SvcPortalSubscriptions, name: string) =>
  list.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const message = (list: SvcPortalSubscriptions) => text(part(list, 'status-message'));

/** Waits until the list shows cards (each drawn) or a message other than "Loading". */
async function shown(list: SvcPortalSubscriptions): Promise<void> {
  await waitFor(() => {
    const drawn =
      cards(list).length > 0 && cards(list).every((element) => element.shadowRoot?.firstElementChild);
    const said = part(list, 'status-message') && !/Loading/.test(message(list));
    return Boolean(drawn || said);
  }, 'the subscriptions shown');
}

/** The list under a provider of `svcCart`, with `subscriptionId` set before it connects (as the shell does). */
async function mountList(svcCart: SvcCart, subscriptionId?: number): Promise<SvcPortalSubscriptions> {
  const spot = await mountPart('span', svcCart);
  const list = document.createElement('svc-portal-subscriptions');
  list.subscriptionId = subscriptionId;
  spot.replaceWith(list);
  await shown(list);
  return list;
}

/** Turns to page 2 (subscription 1, then the ended ones) and waits for its cards. */
async function goToPage2(list: SvcPortalSubscriptions): Promise<void> {
  part(list, 'next-page')!.click();
  await waitFor(() => ids(list)[0] === 1, 'page 2');
  await shown(list);
}

describe('<svc-portal-subscriptions>', () => {
  const sandbox = setupWidget();
  const listRequests = async () =>
    (await sandbox().sent()).filter(
      (request) => request.method === 'GET' && request.path === '/subscriptions',
    );
  const store = () => sandbox().store.subscriptions as unknown as Subscription[];

  it('shows the first page with a status word on every card, and the next page on Next', async () => {
    const svcCart = await signedInWidget();
    const list = await mountList(svcCart);
    expect(text(list.shadowRoot!.querySelector('h2'))).to.equal('Your subscriptions');
    // Live subscriptions first, newest first (the seed's share one date: the higher ID is newer).
    expect(ids(list)).to.deep.equal([9, 8, 4, 3, 2]);
    const words = (from: number[]) => from.map((id) => text(card(list, id).querySelector('[part="status"]')));
    expect(words([9, 8, 4, 3, 2])).to.deep.equal([
      'Active',
      'Active',
      'Gift: waiting to start',
      'Pre-order',
      'Trial until Dec 1, 2026',
    ]);
    expect(text(part(list, 'page'))).to.equal('Page 1 of 2');

    part(list, 'next-page')!.click();
    await waitFor(() => ids(list)[0] === 1, 'page 2');
    await shown(list);
    // Then the ended ones, after the last live one.
    expect(ids(list)).to.deep.equal([1, 7, 6, 5]);
    expect(words([1, 7, 6, 5])).to.deep.equal(['Active', 'Expired', 'Switched', 'Cancelled']);
    expect(text(part(list, 'page'))).to.equal('Page 2 of 2');
    // Each page is cut from the whole list, asked for at the service's cap of 100.
    const asked = (await listRequests()).map((request) => request.url.searchParams.get('page'));
    expect(asked).to.deep.equal(['1', '1']);
    expect((await listRequests())[1]!.url.searchParams.get('perPage')).to.equal('100');

    // At the last page, Next stays focusable but asks for nothing more.
    expect(part(list, 'next-page')!.getAttribute('aria-disabled')).to.equal('true');
    part(list, 'next-page')!.click();
    await shown(list);
    expect((await listRequests()).length).to.equal(2);
    part(list, 'previous')!.click();
    await waitFor(() => ids(list)[0] === 9, 'page 1 again');
  });

  it('a subscription just bought comes first, before older live ones and every ended one', async () => {
    const svcCart = await signedInWidget();
    store().push({
      ...store().find((subscription) => subscription.id === 1)!,
      id: 30,
      createdAt: new Date().toISOString(),
      items: [{ id: 301, productId: 101, quantity: 1, addon: false }],
    });
    const older = store().find((subscription) => subscription.id === 9)!;
    older.createdAt = '2020-01-01T00:00:00Z';
    const list = await mountList(svcCart);
    expect(ids(list)).to.deep.equal([30, 8, 4, 3, 2]);
    part(list, 'next-page')!.click();
    await waitFor(() => ids(list)[0] === 1, 'page 2');
    expect(ids(list)).to.deep.equal([1, 9, 7, 6, 5]);
  });

  it('status words carry a colour mark of their status, and every status has its own word', async () => {
    const svcCart = await signedInWidget();
    const list = await mountList(svcCart);
    await goToPage2(list);
    const badge = card(list, 1).querySelector<HTMLElement>('[part="status"]')!;
    expect(badge.dataset.status).to.equal('active');
    const cancelled = card(list, 5).querySelector<HTMLElement>('[part="status"]')!;
    expect(getComputedStyle(badge).color).not.to.equal(getComputedStyle(cancelled).color);
    const options = [...part(list, 'filter')!.querySelectorAll('option')].map((option) => text(option));
    expect(options).to.deep.equal([
      'All subscriptions',
      'Active',
      'Trial',
      'Pre-order',
      'Gift: waiting to start',
      'Cancelled',
      'Switched',
      'Expired',
    ]);
  });

  it('the filter asks for the chosen status only and shows only those, from page 1', async () => {
    const svcCart = await signedInWidget();
    const list = await mountList(svcCart);
    await goToPage2(list);
    const select = part(list, 'filter') as HTMLSelectElement;
    select.value = 'active';
    select.dispatchEvent(new Event('change'));
    await waitFor(() => ids(list).join() === '9,8,1', 'the active subscriptions');
    const last = (await listRequests()).at(-1)!;
    expect(last.url.searchParams.get('page')).to.equal('1');
    const statuses = [...last.url.searchParams.entries()].filter(([name]) => name.startsWith('statuses'));
    expect(statuses.map(([, value]) => value)).to.deep.equal(['active']);
    expectNothing(part(list, 'pages'));

    select.value = 'expired';
    select.dispatchEvent(new Event('change'));
    await waitFor(() => ids(list).join() === '7', 'the expired subscription');
    expect(text(card(list, 7).querySelector('[part="status"]'))).to.equal('Expired');
  });

  it('says when no subscription has the chosen status, and when there are none at all', async () => {
    const svcCart = await signedInWidget();
    store().splice(
      store().findIndex((subscription) => subscription.id === 6),
      1,
    );
    const list = await mountList(svcCart);
    const select = part(list, 'filter') as HTMLSelectElement;
    select.value = 'switched';
    select.dispatchEvent(new Event('change'));
    await waitFor(() => /status/.test(message(list)), 'the empty message');
    expect(message(list)).to.equal('You have no subscriptions with the status “Switched”.');

    for (const subscription of [...store()]) {
      if ((subscription as { customerId?: number }).customerId === 1)
        store().splice(store().indexOf(subscription), 1);
    }
    select.value = '';
    select.dispatchEvent(new Event('change'));
    await waitFor(() => /yet/.test(message(list)), 'the empty message');
    expect(message(list)).to.equal('You have no subscriptions yet.');
  });

  it('puts what happens next first: the next payment with its amount and the next delivery', async () => {
    const svcCart = await signedInWidget();
    const list = await mountList(svcCart);
    const pre = text(card(list, 3).querySelector('[part="next"]'));
    const gift = text(card(list, 4).querySelector('[part="next"]'));
    await goToPage2(list);
    const first = card(list, 1);
    // Plan 101 ($18.00) and two filters at the volume price ($6.00 each).
    expect(text(first.querySelector('[part="next"]'))).to.equal(
      'Next payment Dec 1, 2026 · $30.00 Next delivery Dec 2, 2026',
    );
    const order = [...first.querySelector('[part="card"]')!.children].map(
      (child) => child.getAttribute('part') ?? child.localName,
    );
    expect(order.indexOf('next')).to.be.lessThan(order.indexOf('plan'));
    expect(order.indexOf('next')).to.be.lessThan(order.indexOf('quantity-form'));
    expect(text(first.querySelector('h3'))).to.equal('House Blend Subscription');
    expect(text(first.querySelector('[part="plan"]'))).to.equal('Every 2 weeks');
    expect(text(first.querySelector('[part="addon"] p'))).to.equal(
      'Paper Filters, 100 filters × 2 · Every delivery',
    );

    expect(pre).to.equal('Per delivery $44.00 Ships from Dec 15, 2026');
    expect(gift).to.equal('Per delivery $20.00 The dates are set when the subscription starts.');
    const cancelled = card(list, 5);
    expect(text(cancelled.querySelector('[part="next"]'))).to.equal('No further payments or deliveries.');
    expect(text(cancelled.querySelector('[part="reason"]'))).to.equal(
      'This subscription was cancelled, so it can no longer be changed.',
    );
    expectNothing(cancelled.querySelector('input, [part="change-box"], [part="change-answers"]'));
  });

  it('names the plan beside the product and its frequency', async () => {
    const svcCart = await signedInWidget();
    const list = await mountList(svcCart);
    // Subscription 4 is plan 102, "Every month" with the pricing name "Monthly".
    expect(text(card(list, 4).querySelector('[part="plan"]'))).to.equal('Monthly · every month');
    expect(text(card(list, 2).querySelector('[part="plan"]'))).to.equal('Every 3 months');
    expect(card(list, 3).querySelector<HTMLInputElement>('input[part="quantity"]')!.value).to.equal('2');
  });

  it('summarizes a box and the survey answers, and the locked subscriptions say why', async () => {
    const svcCart = await signedInWidget();
    const list = await mountList(svcCart);
    // The box lists its contents by name, looked up in the bundle's items.
    const names = [...card(list, 8).querySelectorAll('[part="box-items"] li')].map((item) => text(item));
    expect(names).to.deep.equal(['2 × Ethiopia Guji', '2 × Colombia Huila']);
    expect(text(card(list, 8).querySelector('[part="box"]'))).not.to.contain('items');
    expect(text(card(list, 9).querySelector('[part="answers"]'))).to.match(
      /^Your answers 3 questions answered Change answers/,
    );
    await goToPage2(list);
    expect(text(card(list, 6).querySelector('[part="reason"]'))).to.equal(
      'This subscription was switched to another plan, so it can no longer be changed.',
    );
    expect(text(card(list, 7).querySelector('[part="reason"]'))).to.equal(
      'This subscription has ended, so it can no longer be changed.',
    );
    // A box or survey of a locked subscription is shown without its change button.
    const box = store().find((subscription) => subscription.id === 8)!;
    box.status = 'expired';
    const select = part(list, 'filter') as HTMLSelectElement;
    select.value = 'expired';
    select.dispatchEvent(new Event('change'));
    await waitFor(() => ids(list).join() === '8,7', 'the expired subscriptions');
    const contents = card(list, 8).querySelector('[part="box"]')!;
    expect([...contents.querySelectorAll('li')].map((item) => text(item))).to.deep.equal([
      '2 × Ethiopia Guji',
      '2 × Colombia Huila',
    ]);
    expectNothing(contents.querySelector('button'));
  });

  it('with subscription-id shows only that subscription, without filter or pages', async () => {
    const svcCart = await signedInWidget();
    const list = await mountList(svcCart, 9);
    expect(ids(list)).to.deep.equal([9]);
    expectNothing(part(list, 'filter'));
    expectNothing(part(list, 'pages'));
    expect(text(card(list, 9).querySelector('h3'))).to.equal('Tea Club');
    expect((await listRequests()).length).to.equal(0);
  });

  it('another customer’s subscription is not found, said in words', async () => {
    const svcCart = await signedInWidget();
    const list = await mountList(svcCart, 20);
    expect(message(list)).to.equal('We could not find this subscription.');
    expect(part(list, 'status-message')!.getAttribute('role')).to.equal('alert');
    expect(cards(list).length).to.equal(0);
    expectNothing(part(list, 'retry'));
  });

  it('shows that it is loading until the list comes', async () => {
    const svcCart = await signedInWidget();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    sandbox().worker.use(
      http.get('*/storefront/v1/subscriptions', async () => {
        await gate;
        return undefined;
      }),
    );
    const list = await mountPart<SvcPortalSubscriptions>('svc-portal-subscriptions', svcCart);
    await waitFor(() => part(list, 'status-message') !== null, 'the loading message');
    expect(message(list)).to.equal('Loading your subscriptions…');
    expect(part(list, 'status-message')!.getAttribute('role')).to.equal('status');
    expect(cards(list).length).to.equal(0);
    release();
    await shown(list);
    expect(ids(list)).to.deep.equal([9, 8, 4, 3, 2]);
  });

  it('a failed load says so with Try again, which loads the list again', async () => {
    const svcCart = await signedInWidget();
    sandbox().worker.use(
      http.get(
        '*/storefront/v1/subscriptions',
        () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const list = await mountList(svcCart);
    expect(message(list)).to.match(/^We could not load your subscriptions\. /);
    expect(cards(list).length).to.equal(0);
    part(list, 'retry')!.click();
    await waitFor(() => cards(list).length === 5, 'the list after Try again');
    expect((await listRequests()).length).to.equal(2);
  });

  it('axe finds nothing in the list', async () => {
    const svcCart = await signedInWidget();
    const list = await mountList(svcCart);
    await expect(list).to.be.accessible();
    await goToPage2(list);
    await expect(list).to.be.accessible();
  });

  it('by keyboard alone: Tab reaches the filter and the pages, Enter turns the page', async () => {
    const svcCart = await signedInWidget();
    const list = await mountList(svcCart);
    await tabTo((element) => element === part(list, 'filter'), 'the filter');
    const next = await tabTo((element) => element === part(list, 'next-page'), 'Next');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => ids(list)[0] === 1, 'page 2');
    expectSame(deepActiveElement(), next);
    await pressShiftTab();
    expectSame(deepActiveElement(), part(list, 'previous'));
    await sendKeys({ press: ' ' });
    await waitFor(() => ids(list)[0] === 9, 'page 1');
  });
});
