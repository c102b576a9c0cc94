/**
 * `<svc-option-picker>` inside a `<svc-context>`, against the sandbox: option buttons per option
 * (sold-out and impossible combinations), a list of variants, the plans as cards with what is paid
 * today and then, the context's other elements following the choice, the keyboard, language and
 * currency changes, and axe.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import { watchPageElements } from '../../src/bootstrap/index.js';
import type { SvcContext } from '../../src/storefront/svc-context/svc-context.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { contextOnPage, shown } from './storefront-helpers.js';
import { until } from '../shared/wait.js';
import { pressSpace } from '../shared/keys.js';

const text = (node: Node | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

const INNER = `<svc-option-picker></svc-option-picker>
  <p><svc-data field="leaf.name"></svc-data> <svc-money></svc-money></p>
  <svc-add-to-cart></svc-add-to-cart>`;

const picker = (context: SvcContext) => context.querySelector('svc-option-picker')!;
const root = (context: SvcContext) => picker(context).shadowRoot!;
/** The radio groups: their role and the name their legend gives them. */
const groups = (context: SvcContext) =>
  [...root(context).querySelectorAll('[part~="group"]')].map((group) => ({
    role: group.getAttribute('role'),
    name: text(root(context).getElementById(group.getAttribute('aria-labelledby')!)),
    radios: [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => radio.value),
  }));
const radio = (context: SvcContext, name: string, value: string) =>
  root(context).querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;
const card = (context: SvcContext, name: string, value: string) =>
  radio(context, name, value).closest('[part~="option"]')!;
const leafName = (context: SvcContext) => shown(context.querySelector('svc-data'));
const price = (context: SvcContext) => shown(context.querySelector('svc-money'));
const addButton = (context: SvcContext) =>
  context.querySelector('svc-add-to-cart')!.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!;

/** A plan's card as a shopper reads it. */
function plan(context: SvcContext, id: number) {
  const option = card(context, 'plan', String(id));
  return {
    name: text(option.querySelector('[part~="option-name"]')),
    today: text(option.querySelector('[part~="today"]')),
    price: text(option.querySelector('[part~="option-price"]')),
    savings: text(option.querySelector('[part~="savings"]')),
    notes: [...option.querySelectorAll('[part~="notes"] > span')].map(text),
  };
}

async function ready(attributes: Record<string, string>, inner = INNER) {
  watchPageElements();
  const context = contextOnPage(inner, attributes);
  const svcCart = await startWidget();
  await until(() => context.state?.status === 'ready', 'the context ready');
  await settled(context);
  return { context, svcCart };
}

/** Waits for the context's elements to render its latest state. */
async function settled(context: SvcContext): Promise<void> {
  await context.updateComplete;
  for (const element of context.querySelectorAll<HTMLElement & { updateComplete: Promise<unknown> }>(
    'svc-option-picker, svc-data, svc-money, svc-add-to-cart',
  ))
    await element.updateComplete;
}

describe('<svc-option-picker>', () => {
  const sandbox = setupWidget();
  afterEach(() => document.querySelectorAll('svc-context').forEach((context) => context.remove()));

  /**
   * Product 200 with a second option, Size: Sand/Small (201, in stock), Slate/Small (202, sold
   * out) and Sand/Large (203, 18.00); there is no Slate/Large.
   */
  async function serveMugWithSizes() {
    const { body } = await sandboxRequest('GET', '/products/200?expand=variants.parent');
    const mug = structuredClone(body!) as Record<string, unknown> & {
      options: unknown[];
      variants: Record<string, unknown>[];
    };
    mug.options = [
      { id: 1, name: 'Colour', values: ['Sand', 'Slate'] },
      { id: 2, name: 'Size', values: ['Small', 'Large'] },
    ];
    const [sand, slate] = mug.variants as [Record<string, unknown>, Record<string, unknown>];
    const colour = (value: string) => ({ id: 1, name: 'Colour', value });
    const size = (value: string) => ({ id: 2, name: 'Size', value });
    mug.variants = [
      { ...sand, name: 'Sand, Small', options: [colour('Sand'), size('Small')] },
      { ...slate, name: 'Slate, Small', options: [colour('Slate'), size('Small')] },
      {
        ...sand,
        id: 203,
        name: 'Sand, Large',
        price: 1800,
        stockCount: null,
        options: [colour('Sand'), size('Large')],
      },
    ];
    sandbox().worker.use(http.get('*/storefront/v1/products/200', () => HttpResponse.json(mug)));
  }

  it('keeps the shop’s markup until the product is there', async () => {
    watchPageElements();
    const context = contextOnPage('<svc-option-picker>Colours: Sand, Slate</svc-option-picker>', {
      'product-id': '200',
    });
    await until(() => picker(context)?.shadowRoot, 'the picker defined');
    expect(shown(picker(context))).to.equal('Colours: Sand, Slate');
    await startWidget();
    await until(() => root(context).querySelector('input'), 'the options');
    expect(shown(picker(context))).to.equal('Colour Sand Slate Sold out');
  });

  it('shows a one-time product’s option as a named radio group, the variant in stock chosen, a sold-out value marked but choosable', async () => {
    const { context } = await ready({ 'product-id': '200' });
    expect(groups(context)).to.deep.equal([
      { role: 'radiogroup', name: 'Colour', radios: ['Sand', 'Slate'] },
    ]);
    expect(radio(context, 'option-1', 'Sand').checked).to.equal(true);
    expect(text(card(context, 'option-1', 'Sand'))).to.equal('Sand');
    expect(text(card(context, 'option-1', 'Slate'))).to.equal('Slate Sold out');
    expect(radio(context, 'option-1', 'Slate').disabled).to.equal(false);
    radio(context, 'option-1', 'Slate').click();
    await settled(context);
    expect(context.state.leaf?.id).to.equal(202);
    expect(leafName(context)).to.equal('Slate');
    expect(shown(context.querySelector('svc-add-to-cart'))).to.equal('Sold out — notify me');
    await expect(context).to.be.accessible();
  });

  it('disables a value that makes no variant with the other values chosen; choosing another value updates the price and name', async () => {
    await serveMugWithSizes();
    const { context } = await ready({ 'product-id': '200' });
    expect(groups(context).map(({ name, radios }) => ({ name, radios }))).to.deep.equal([
      { name: 'Colour', radios: ['Sand', 'Slate'] },
      { name: 'Size', radios: ['Small', 'Large'] },
    ]);
    expect([leafName(context), price(context)]).to.deep.equal(['Sand, Small', '$14.00']);
    // Large settles the variant with Sand: its price is on the button.
    expect(text(card(context, 'option-2', 'Large'))).to.equal('Large $18.00');
    radio(context, 'option-2', 'Large').click();
    await settled(context);
    expect([leafName(context), price(context)]).to.deep.equal(['Sand, Large', '$18.00']);
    expect(radio(context, 'option-1', 'Slate').disabled).to.equal(true);
    expect(text(card(context, 'option-1', 'Slate'))).to.equal('Slate Not available in this combination');
    await expect(context).to.be.accessible();
    radio(context, 'option-2', 'Small').click();
    await settled(context);
    expect([leafName(context), price(context)]).to.deep.equal(['Sand, Small', '$14.00']);
    expect(radio(context, 'option-1', 'Slate').disabled).to.equal(false);
  });

  it('lists the variants of a product without options, with their prices; the choice moves the price, name and the line added', async () => {
    const { context, svcCart } = await ready({ 'product-id': '400' });
    expect(groups(context)).to.deep.equal([
      { role: 'radiogroup', name: 'Choose one', radios: ['401', '402', '403', '404'] },
    ]);
    expect(text(card(context, 'variant', '402'))).to.equal('Colombia Huila $11.00');
    radio(context, 'variant', '404').click();
    await settled(context);
    expect([leafName(context), price(context)]).to.deep.equal(['Kenya Nyeri', '$13.00']);
    sandbox().clearSent();
    addButton(context).click();
    await until(() => svcCart.cart?.items.some((item) => item.productId === 404), 'the line');
    const adds = (await sandbox().sent()).filter(
      (request) => request.method === 'POST' && /\/carts\/[^/]+\/items$/.test(request.path),
    );
    expect(adds.map((request) => request.body)).to.deep.equal([{ productId: 404, quantity: 1 }]);
  });

  it('works by keyboard: arrow keys move the choice within a group, Space picks the focused value', async () => {
    const { context } = await ready({ 'product-id': '400' });
    radio(context, 'variant', '401').focus();
    await sendKeys({ press: 'ArrowDown' });
    await settled(context);
    expect(leafName(context)).to.equal('Colombia Huila');
    expect(radio(context, 'variant', '402').checked).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await settled(context);
    expect(leafName(context)).to.equal('Sumatra Mandheling');
    await sendKeys({ press: 'ArrowUp' });
    await settled(context);
    expect(leafName(context)).to.equal('Colombia Huila');
    radio(context, 'variant', '404').focus();
    await pressSpace();
    await settled(context);
    expect(leafName(context)).to.equal('Kenya Nyeri');
    expect(price(context)).to.equal('$13.00');
  });

  it('shows a subscription’s plans as cards: today and then, price per delivery, trial, setup fee, commitment and limit', async () => {
    const { context } = await ready({ 'product-id': '100' });
    expect(groups(context)).to.deep.equal([
      { role: 'radiogroup', name: 'How often?', radios: ['101', '102', '103'] },
    ]);
    expect(radio(context, 'plan', '101').checked).to.equal(true);
    expect(plan(context, 101)).to.deep.equal({
      name: 'Every 2 weeks',
      today: 'Today: $18.00, then $18.00 every 2 weeks',
      price: '$18.00 per delivery',
      savings: '',
      notes: [],
    });
    expect(plan(context, 102)).to.deep.equal({
      name: 'Monthly',
      today: 'Today: $25.00, then $20.00 every month',
      price: '$20.00 per delivery',
      savings: '',
      notes: ['One-time setup fee of $5.00 with the first order', 'Minimum 3 deliveries'],
    });
    expect(plan(context, 103)).to.deep.equal({
      name: 'Every 3 months',
      today: 'Today: $0.00, then $54.00 every 3 months',
      price: '$54.00 per delivery',
      savings: '',
      notes: ['14-day free trial', 'Ends after 4 deliveries'],
    });
    expect(text(card(context, 'plan', '102'))).to.contain('Monthly Every month');
    await expect(context).to.be.accessible();
  });

  it('a chosen plan is what <svc-add-to-cart> adds, and <svc-money> shows its price', async () => {
    const { context, svcCart } = await ready({ 'product-id': '100' });
    radio(context, 'plan', '102').click();
    await settled(context);
    expect([leafName(context), price(context)]).to.deep.equal(['Every month', '$20.00']);
    sandbox().clearSent();
    addButton(context).click();
    await until(() => svcCart.cart?.items.some((item) => item.productId === 102), 'the plan added');
    const adds = (await sandbox().sent()).filter(
      (request) => request.method === 'POST' && /\/carts\/[^/]+\/items$/.test(request.path),
    );
    expect(adds.map((request) => request.body)).to.deep.equal([{ productId: 102, quantity: 1 }]);
  });

  it('shows the savings against the dearest plan of the same frequency', async () => {
    const { body } = await sandboxRequest('GET', '/products/100?expand=pricings.parent');
    const product = structuredClone(body!) as Record<string, unknown> & { plans: Record<string, unknown>[] };
    const monthly = product.plans.find((each) => each.id === 102)!;
    product.plans.push({
      ...monthly,
      id: 104,
      pricingName: 'Monthly, 12 months',
      price: 1800,
      setupFee: null,
      commitmentBillingCount: 12,
    });
    product.pricings = product.plans;
    sandbox().worker.use(http.get('*/storefront/v1/products/100', () => HttpResponse.json(product)));
    const { context } = await ready({ 'product-id': '100' });
    expect(plan(context, 104)).to.deep.equal({
      name: 'Monthly, 12 months',
      today: 'Today: $18.00, then $18.00 every month',
      price: '$18.00 per delivery',
      savings: 'Save 10% per delivery compared with “Monthly”',
      notes: ['Minimum 12 deliveries'],
    });
    expect(plan(context, 102).savings).to.equal('');
  });

  it('shows the pre-order date above the plans', async () => {
    const { context } = await ready({ 'product-id': '120' });
    expect(text(root(context).querySelector('[part~="pre-order"]'))).to.equal(
      'Pre-order: ships from Dec 15, 2026',
    );
    expect(plan(context, 121).today).to.equal('Today: $22.00, then $22.00 every month');
  });

  it('re-prices the cards after setCurrency and speaks German after setLanguage', async () => {
    const { context, svcCart } = await ready({ 'product-id': '100' });
    await svcCart.setCurrency('EUR');
    // Until the prices are read again they stay in dollars: never a dollar amount with a euro sign.
    await settled(context);
    expect(plan(context, 102).price).to.equal('$20.00 per delivery');
    await until(() => plan(context, 102).price.includes('€'), 'the cards in euros');
    expect(plan(context, 102)).to.deep.equal({
      name: 'Monthly',
      today: 'Today: €23.00, then €18.40 every month',
      price: '€18.40 per delivery',
      savings: '',
      notes: ['One-time setup fee of €4.60 with the first order', 'Minimum 3 deliveries'],
    });
    svcCart.setLanguage('de');
    await until(() => groups(context)[0]?.name === 'Wie oft?', 'the German legend');
    await until(() => plan(context, 102).today.startsWith('Heute'), 'the German today line');
    expect(plan(context, 102)).to.deep.equal({
      name: 'Monthly',
      today: 'Heute: 23,00 €, danach 18,40 € jeden Monat',
      price: '18,40 € pro Lieferung',
      savings: '',
      notes: [
        'Einmalige Einrichtungsgebühr von 4,60 € mit der ersten Bestellung',
        'Mindestens 3 Lieferungen',
      ],
    });
    expect(plan(context, 103).notes).to.deep.equal(['14 Tage kostenlos testen', 'Endet nach 4 Lieferungen']);
  });

  it('says “sold out” in German too', async () => {
    const { context, svcCart } = await ready({ 'product-id': '200' });
    svcCart.setLanguage('de');
    await until(
      () => text(card(context, 'option-1', 'Slate')) === 'Slate Ausverkauft',
      'the German sold-out mark',
    );
  });

  it('shows nothing for a bundle', async () => {
    const { context } = await ready(
      { type: 'bundle', 'bundle-id': '1' },
      '<svc-option-picker>Box</svc-option-picker>',
    );
    expect(shown(picker(context))).to.equal('');
    expect(root(context).querySelector('input, slot')).to.equal(null);
  });

  it('shows nothing for a product of one variant: there is nothing to choose', async () => {
    const { context } = await ready(
      { 'product-id': '210' },
      '<svc-option-picker>Filters</svc-option-picker>',
    );
    expect(shown(picker(context))).to.equal('');
    expect(root(context).querySelector('input, slot')).to.equal(null);
  });
});
