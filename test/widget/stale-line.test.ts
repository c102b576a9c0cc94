/**
 * A line or a cart that another tab changed (issue 39, fault 2): this tab still shows the line, the
 * other tab removed it (here straight in the sandbox, as that tab's request would), and the shopper
 * presses + on it. The server answers 404 `Cart item <id> was not found`; the widget reads the cart,
 * shows the server's cart and says so in words, never with an ID, and the keyboard focus stays in
 * the drawer.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Cart } from '@svc/sdk';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { focusedPart, part } from '../elements/summary-helpers.js';
import { until } from '../shared/wait.js';
import {
  cookie,
  errorView,
  inPanel,
  linesOf,
  serverCart,
  setupFaults,
  summaryShown,
} from './faults-helpers.js';
import { rendered, startWidget } from './helpers.js';

const MUG = 'Ceramic Mug';
const GUIDE = 'Brewing Guide (eBook)';
const LINE_GONE = 'This item was no longer in your cart, so your cart now shows what it holds.';
const CART_GONE = 'Your cart was no longer there, so we started a new, empty one.';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Every text under `node`, shadow roots included, whitespace collapsed. */
function deepText(node: Node): string {
  const texts: string[] = [];
  const visit = (current: Node) => {
    if (current.nodeType === Node.TEXT_NODE) texts.push(current.textContent ?? '');
    const children = current instanceof Element && current.shadowRoot ? current.shadowRoot.childNodes : [];
    for (const child of [...children, ...current.childNodes]) visit(child);
  };
  visit(node);
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}

describe('a line or cart that another tab changed', () => {
  const sandbox = setupFaults();

  /** The widget with `products` in its cart (one of each), its drawer open on the summary. */
  async function drawerWith(...products: number[]): Promise<SvcCart> {
    const svcCart = await startWidget();
    for (const productId of products) await svcCart.addItem({ productId, quantity: 1 });
    svcCart.open();
    await rendered();
    return svcCart;
  }

  const summary = () => inPanel('svc-cart-summary')!;

  /** The line named `name` in the drawer. */
  function lineNamed(name: string): Element {
    const line = [...summary().shadowRoot!.querySelectorAll('svc-cart-line')].find(
      (candidate) => part(candidate, 'name')?.textContent?.trim() === name,
    );
    if (!line) throw new Error(`no line ${name}`);
    return line;
  }

  /** The other tab removes the line of `productId`, through the API, as its own request would. */
  async function removedElsewhere(svcCart: SvcCart, productId: number): Promise<void> {
    const line = svcCart.cart!.items.find((item) => item.productId === productId)!;
    const { status } = await sandboxRequest('DELETE', `/carts/${svcCart.cart!.id}/items/${line.id}`);
    expect(status).to.equal(200);
  }

  /** A keyboard shopper presses + on the line named `name`. */
  async function pressIncrease(name: string): Promise<void> {
    part(lineNamed(name), 'increase')!.focus();
    await sendKeys({ press: 'Enter' });
  }

  /** The drawer's notice above the lines, or `null`. */
  const notice = () => part(summary(), 'notice');

  /** What the drawer says of the failed change: the notice above the lines, or a line's own error. */
  function failureShown(): string | null {
    const lineErrors = [...summary().shadowRoot!.querySelectorAll('svc-cart-line')].map((line) =>
      part(line, 'error'),
    );
    const shown = [notice(), ...lineErrors].find(Boolean);
    return shown ? shown.textContent!.trim() : null;
  }

  /** Waits until the drawer says something of the failed change, then for the drawer to draw. */
  async function failureSaid(): Promise<void> {
    await until(() => failureShown() !== null, 'the drawer saying why the change failed', 5000);
    await rendered();
  }

  /** Resolves with the next cart the widget announces. */
  const nextUpdate = (svcCart: SvcCart) =>
    new Promise<Cart>((resolve) =>
      svcCart.events.once('CART_UPDATED', (_error, cart) => resolve(cart as Cart)),
    );

  it('+ on a line removed in another tab: the server’s cart, the reason in words with no ID, the focus on the line now in its place', async () => {
    const svcCart = await drawerWith(201, 231);
    const cartId = svcCart.cart!.id;
    await removedElsewhere(svcCart, 201);
    const updates: Cart[] = [];
    svcCart.events.on('CART_UPDATED', (_error, cart) => updates.push(cart as Cart));
    await pressIncrease(MUG);
    await failureSaid();
    expect(failureShown()).to.equal(LINE_GONE);
    expect(notice()!.getAttribute('role')).to.equal('alert');
    expect(updates.map(linesOf)).to.deep.equal([['231x1']]);
    expect((await summaryShown()).lines).to.deep.equal([`${GUIDE} × 1`]);
    expect(linesOf(await serverCart(cartId))).to.deep.equal(['231x1']);
    expect(linesOf(svcCart.cart!)).to.deep.equal(['231x1']);
    expect(deepText(summary())).not.to.match(UUID);
    expect(deepText(summary())).not.to.include('was not found');
    expect(focusedPart(summary())).to.equal(`${GUIDE} › name`);
    expect(await errorView()).to.equal(null);
  });

  it('+ on the only line, removed in another tab: the empty cart, the reason, the focus on Continue shopping', async () => {
    const svcCart = await drawerWith(201);
    await removedElsewhere(svcCart, 201);
    await pressIncrease(MUG);
    await failureSaid();
    expect(failureShown()).to.equal(LINE_GONE);
    expect((await summaryShown()).empty).to.equal(true);
    expect(linesOf(await serverCart(svcCart.cart!.id))).to.deep.equal([]);
    expect(deepText(summary())).not.to.match(UUID);
    expect(focusedPart(summary())).to.equal('continue-button');
  });

  it('the notice goes with the shopper’s next change of a line', async () => {
    const svcCart = await drawerWith(201, 231);
    await removedElsewhere(svcCart, 201);
    await pressIncrease(MUG);
    await failureSaid();
    expect(failureShown()).to.equal(LINE_GONE);
    await pressIncrease(GUIDE);
    await until(() => svcCart.cart!.items[0]?.quantity === 2, 'the eBook’s quantity 2', 5000);
    await rendered();
    expect(notice()).to.equal(null);
    expect((await summaryShown()).lines).to.deep.equal([`${GUIDE} × 2`]);
  });

  it('the notice goes once the cart changes otherwise (an add from the page)', async () => {
    const svcCart = await drawerWith(201, 231);
    await removedElsewhere(svcCart, 201);
    await pressIncrease(MUG);
    await failureSaid();
    expect(failureShown()).to.equal(LINE_GONE);
    await svcCart.addItem({ productId: 201, quantity: 1 });
    await rendered();
    expect(notice()).to.equal(null);
    expect((await summaryShown()).lines).to.deep.equal([`${GUIDE} × 1`, `${MUG} × 1`]);
  });

  it('the page’s code gets a rejection with code line_gone, and CART_UPDATED with the server’s cart', async () => {
    const svcCart = await drawerWith(201, 231);
    const line = svcCart.cart!.items.find((item) => item.productId === 201)!;
    await removedElsewhere(svcCart, 201);
    const updated = nextUpdate(svcCart);
    const error = await svcCart.removeItem(line.id).then(
      () => null,
      (failure: Error & { code?: string }) => failure,
    );
    expect(error?.code).to.equal('line_gone');
    expect(error?.message).to.equal(
      'Cart Widget:removeItem the line is no longer in the cart; the server’s cart is shown',
    );
    expect(linesOf(await updated)).to.deep.equal(['231x1']);
  });

  it('+ on a line of a cart that no longer exists: a new, empty cart, in the cookie too, and the reason in words', async () => {
    const svcCart = await drawerWith(201);
    const oldId = svcCart.cart!.id;
    const resets: Cart[] = [];
    svcCart.events.on('CART_RESET', (_error, cart) => resets.push(cart as Cart));
    sandbox().store.carts.delete(oldId);
    await pressIncrease(MUG);
    await failureSaid();
    expect(failureShown()).to.equal(CART_GONE);
    const newId = svcCart.cart!.id;
    expect(newId).not.to.equal(oldId);
    expect(resets.map((cart) => cart.id)).to.deep.equal([newId]);
    expect(cookie('svc_cart_id')).to.equal(newId);
    expect(linesOf(await serverCart(newId))).to.deep.equal([]);
    expect((await summaryShown()).empty).to.equal(true);
    expect(deepText(summary())).not.to.match(UUID);
  });

  it('addItem on a cart that no longer exists: the error view says so; Try again adds to the new cart', async () => {
    const svcCart = await drawerWith();
    const oldId = svcCart.cart!.id;
    sandbox().store.carts.delete(oldId);
    await svcCart.addItem({ productId: 201, quantity: 1 }).catch(() => undefined);
    const view = await errorView();
    expect(view?.message).to.equal(CART_GONE);
    const updated = nextUpdate(svcCart);
    const retry =
      inPanel('svc-cart-error')!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="retry-button"]')!;
    retry.click();
    expect(linesOf(await updated)).to.deep.equal(['201x1']);
    expect(svcCart.cart!.id).not.to.equal(oldId);
    expect(linesOf(await serverCart(svcCart.cart!.id))).to.deep.equal(['201x1']);
  });
});
