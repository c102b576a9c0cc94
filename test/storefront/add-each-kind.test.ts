/**
 * `<svc-add-to-cart>` for each kind of product a product page sells, as a shopper buys it: the line
 * lands in the cart and in the drawer, which opens as the shop's `afterItemAdded` says (the sandbox
 * shop: open). A plan with a survey asks its questions first; a gift card asks for its recipient.
 */
import { expect } from '@open-wc/testing';
import { watchPageElements } from '../../src/bootstrap/index.js';
import type { SvcContext } from '../../src/storefront/svc-context/svc-context.js';
import { dialog } from '../elements/element-helpers.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { contextOnPage } from './storefront-helpers.js';
import { until } from '../shared/wait.js';

/** The text a shopper reads in `node`, through open shadow roots (Lit's comment markers skipped). */
function deepText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return '';
  const element = node as Element;
  if (element.localName === 'style' || element.localName === 'template') return '';
  const children: Node[] = element.shadowRoot ? [...element.shadowRoot.childNodes] : [...node.childNodes];
  if (element.localName === 'slot')
    children.splice(0, children.length, ...(element as HTMLSlotElement).assignedNodes({ flatten: true }));
  return children.map(deepText).join(' ');
}
const words = (node: Node | null | undefined) => (node ? deepText(node).replace(/\s+/g, ' ').trim() : '');

/** The drawer's summary lines, as read. */
function drawerLines(): string[] {
  const summary = dialog()?.querySelector('svc-cart-summary');
  const lines = summary?.shadowRoot?.querySelectorAll('svc-cart-line') ?? [];
  return [...lines].map((line) => words(line));
}

/** The view the drawer shows: its shadow root once it has a form. */
function viewRoot(tag: string): ShadowRoot | null {
  const router = dialog()?.querySelector('svc-cart-customization');
  const view = router?.shadowRoot?.querySelector(tag);
  return view?.shadowRoot?.querySelector('form') ? view.shadowRoot : null;
}

async function productPage(productId: string): Promise<{ context: SvcContext; press: () => void }> {
  watchPageElements();
  const context = contextOnPage('<svc-add-to-cart></svc-add-to-cart>', { 'product-id': productId });
  await startWidget();
  await until(() => context.state?.status === 'ready', 'the product');
  const add = context.querySelector('svc-add-to-cart')!;
  await add.updateComplete;
  return {
    context,
    press: () => add.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!.click(),
  };
}

describe('<svc-add-to-cart> for each kind of product', () => {
  const sandbox = setupWidget();
  afterEach(() => document.querySelectorAll('svc-context').forEach((context) => context.remove()));

  const adds = async () =>
    (await sandbox().sent()).filter((r) => r.method === 'POST' && /^\/carts\/[^/]+\/items$/.test(r.path));

  it('a variant with options: the line in the drawer, which opens', async () => {
    const { press } = await productPage('200');
    press();
    await until(() => drawerLines().some((line) => line.includes('Ceramic Mug')), 'the mug in the drawer');
    expect(dialog()!.open).to.equal(true);
    expect((await adds()).map((request) => request.body)).to.deep.equal([{ productId: 201, quantity: 1 }]);
  });

  it('a plan with a survey: its questions first, then the line with the answers', async () => {
    const { context, press } = await productPage('110');
    expect(context.state.leaf?.id).to.equal(111);
    press();
    await until(() => viewRoot('svc-view-survey'), 'the survey in the drawer');
    expect(await adds()).to.deep.equal([]);
    const survey = viewRoot('svc-view-survey')!;
    survey.querySelector<HTMLInputElement>('input[name="q4"][value="41"]')!.click();
    await (survey.host as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    survey.querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
    await until(() => drawerLines().some((line) => line.includes('Tea Club')), 'the plan in the drawer');
    const [add, ...more] = await adds();
    expect(more).to.deep.equal([]);
    expect((add!.body as { productId: number }).productId).to.equal(111);
    expect((add!.body as { options: unknown[] }).options).to.deep.include({
      questionId: 4,
      answers: [{ id: 41 }],
    });
  });

  it('a gift card: its recipient first, then one card in the drawer', async () => {
    const { context, press } = await productPage('300');
    expect(context.state.leaf?.id).to.equal(301);
    press();
    await until(() => viewRoot('svc-view-voucher'), 'the recipient form');
    const voucher = viewRoot('svc-view-voucher')!;
    const email = voucher.querySelector<HTMLInputElement>('#email')!;
    email.value = 'friend@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await (voucher.host as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    voucher.querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
    await until(() => drawerLines().some((line) => line.includes('Gift Card')), 'the card in the drawer');
    const [add, ...more] = await adds();
    expect(more).to.deep.equal([]);
    expect(add!.body).to.deep.include({ productId: 301, quantity: 1 });
    expect((add!.body as { giftCard: { customerEmail: string } }).giftCard.customerEmail).to.equal(
      'friend@example.com',
    );
  });

  it('a gift card is bought one at a time: its quantity cannot go above 1', async () => {
    watchPageElements();
    const context = contextOnPage('<svc-quantity></svc-quantity>', { 'product-id': '300' });
    await startWidget();
    await until(() => context.state?.status === 'ready', 'the product');
    const quantity = context.querySelector('svc-quantity')!;
    await quantity.updateComplete;
    const increase = quantity.shadowRoot!.querySelector<HTMLButtonElement>('[part="increase"]')!;
    expect(increase.getAttribute('aria-disabled')).to.equal('true');
    increase.click();
    await context.updateComplete;
    expect(context.state.quantity).to.equal(1);
  });

  it('a survey closed without answering adds nothing, and the button confirms nothing', async () => {
    const { context, press } = await productPage('110');
    press();
    await until(() => viewRoot('svc-view-survey'), 'the survey in the drawer');
    context.controller!.close();
    const add = context.querySelector('svc-add-to-cart')!;
    await until(() => words(add) !== 'Adding…', 'the press settled');
    expect(words(add)).to.equal('Add to cart');
    expect(await adds()).to.deep.equal([]);
  });
});
